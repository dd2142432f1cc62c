import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { messageOf } from '../../../lib/http';
import { settingsQuery } from '../../../lib/settings-api';

/** wa.me wants the number in international form without signs: 0414-1234567 → 584141234567. */
function whatsAppLink(phone: string): string {
  return `https://wa.me/58${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

/** /dashboard/support: how to reach the operator (business settings). */
export function SupportPage() {
  const settings = useQuery(settingsQuery());
  return (
    <section className="card" aria-labelledby="support-title">
      <h1 id="support-title" className="text-2xl font-semibold mt-0 mb-3">
        Soporte
      </h1>
      {settings.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(settings.error, 'No se pudieron cargar los datos de contacto.')}
        />
      ) : !settings.data ? (
        <Skeleton height="6rem" />
      ) : (
        <>
          <p className="mt-0">
            ¿Dudas con una compra, un pago o sus entradas? Escríbanos e indique el número de su
            orden y la referencia de su pago.
          </p>
          <ul className="list-none p-0 m-0 flex flex-column gap-3">
            <li>
              <i className="pi pi-envelope mr-2" aria-hidden="true" />
              Correo:{' '}
              <a href={`mailto:${settings.data.supportEmail}`}>{settings.data.supportEmail}</a>
            </li>
            <li>
              <i className="pi pi-whatsapp mr-2" aria-hidden="true" />
              WhatsApp:{' '}
              <a
                href={whatsAppLink(settings.data.supportWhatsApp)}
                target="_blank"
                rel="noreferrer"
              >
                {settings.data.supportWhatsApp}
              </a>
            </li>
          </ul>
          <p className="text-color-secondary mb-0">
            {settings.data.name}
            {settings.data.rif ? ` · RIF ${settings.data.rif}` : ''}
          </p>
        </>
      )}
    </section>
  );
}
