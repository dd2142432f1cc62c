import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionTab } from 'primereact/accordion';
import type { Settings } from '@tickera/shared/schemas/settings';
import { formatMinutes } from '../../../lib/format';

interface Question {
  q: string;
  a: ReactNode;
}

/** The answers follow the product: checkout, the payment deadline, tickets, the door, accounts. */
function questions(s: Settings): Question[] {
  const zelle = s.paymentAccounts.some((a) => a.method === 'ZELLE');
  const deadline = formatMinutes(s.paymentDeadlineMinutes);
  return [
    {
      q: '¿Cómo pago por transferencia o pago móvil?',
      a: (
        <>
          <p>
            Elija sus asientos en el evento y pulse «Continuar al pago». Escoja Transferencia o Pago
            móvil: verá los datos de nuestra cuenta (son los de «Datos para pagar», en esta misma
            página). Haga el pago desde su banco por el total en bolívares que le indicamos.
          </p>
          <p>
            Luego, en el mismo formulario, reporte su pago: el banco desde el que pagó, el número de
            referencia, la fecha y el monto. Su orden queda «Pendiente» mientras verificamos el pago
            con el banco.
          </p>
          {zelle ? (
            <p>
              ¿Prefiere Zelle? Escríbanos antes de pagar y registramos su orden por taquilla con los
              datos de Zelle de esta página.
            </p>
          ) : null}
        </>
      ),
    },
    {
      q: '¿Cuánto tiempo tengo para pagar?',
      a: (
        <>
          <p>
            {deadline} desde que hace la orden. Si en ese plazo el pago no se ha verificado, la
            orden se anula sola y sus asientos vuelven a la venta. La hora límite aparece en Mis
            Entradas («Pague antes de …»).
          </p>
          <p>
            Puede tener hasta 2 órdenes pendientes de pago por evento: pague o espere la anulación
            de una antes de comprar de nuevo.
          </p>
        </>
      ),
    },
    {
      q: 'Me equivoqué al reportar la referencia, ¿qué hago?',
      a: (
        <p>
          No haga una compra nueva. Escríbanos por correo o WhatsApp con el número de su orden (lo
          ve en Mis Entradas) y la referencia correcta: la revisamos con el banco.
        </p>
      ),
    },
    {
      q: '¿Dónde recibo mis entradas?',
      a: (
        <p>
          Al verificar su pago le enviamos un correo con un código QR por asiento. También están
          siempre en <Link to="/dashboard/mytickets">Mis Entradas</Link>, donde puede verlas y
          descargarlas en PDF.
        </p>
      ),
    },
    {
      q: '¿Qué muestro en la entrada del evento?',
      a: (
        <p>
          El código QR de cada entrada, en la pantalla del teléfono (el correo o Mis Entradas) o
          impreso. Cada código da paso a una persona y se registra una sola vez en la puerta: no lo
          comparta ni lo publique en redes.
        </p>
      ),
    },
    {
      q: 'El evento dice «entrada física», ¿cómo la recibo?',
      a: (
        <p>
          En los eventos con entrada física (hard ticket) su entrada digital es una referencia que
          se canjea por la entrada física. Nuestro equipo lo contactará para coordinar la entrega;
          guarde el correo y el código QR hasta entonces.
        </p>
      ),
    },
    {
      q: 'No me llegó el correo o lo borré',
      a: (
        <p>
          Revise las carpetas de spam y promociones. Sus entradas siguen en{' '}
          <Link to="/dashboard/mytickets">Mis Entradas</Link>, donde puede descargarlas en PDF. Si
          necesita el correo de nuevo, escríbanos y se lo reenviamos a la dirección de su{' '}
          <Link to="/dashboard/profile">perfil</Link>.
        </p>
      ),
    },
    {
      q: '¿Cómo cambio mi contraseña?',
      a: (
        <p>
          En <Link to="/dashboard/profile">Perfil</Link>, sección «Cambiar contraseña». Si la
          olvidó, cierre la sesión y en Entrar pulse «¿Olvidaste tu contraseña?»: le enviamos un
          enlace para crear una nueva.
        </p>
      ),
    },
  ];
}

/** Each question is a heading holding its button (the WAI-ARIA accordion pattern). */
const HEADING = { header: { role: 'heading', 'aria-level': 3 } } as const;

/** Preguntas frecuentes: one answer open at a time; headers are buttons (Tab, Intro, Espacio). */
export function SupportFaq({ settings }: { settings: Settings }) {
  return (
    <Accordion className="support-faq">
      {questions(settings).map(({ q, a }) => (
        <AccordionTab key={q} header={q} pt={HEADING} contentClassName="inline-links">
          {a}
        </AccordionTab>
      ))}
    </Accordion>
  );
}
