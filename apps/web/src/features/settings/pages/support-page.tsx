import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { Settings } from '@tickera/shared/schemas/settings';
import { CardSection } from '../../../components/card-section';
import { PayeeDetails } from '../../../components/payee-details';
import { messageOf } from '../../../lib/http';
import { settingsQuery } from '../api/settings-api';
import { SupportFaq } from '../components/support-faq';
import '../support.css';

/** wa.me wants the number in international form without signs: 0414-1234567 → 584141234567. */
function whatsAppLink(phone: string): string {
  return `https://wa.me/58${phone.replace(/\D/g, '').replace(/^0/, '')}`;
}

function Contact({ settings }: { settings: Settings }) {
  return (
    <CardSection id="support-contact" title="Escríbanos">
      <p className="mt-0">
        ¿Dudas con una compra, un pago o sus entradas? Escríbanos e indique el número de su orden y
        la referencia de su pago.
      </p>
      <ul className="list-none p-0 m-0 flex flex-column gap-3">
        <li>
          <i className="pi pi-envelope mr-2" aria-hidden="true" />
          Correo: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
        </li>
        <li>
          <i className="pi pi-whatsapp mr-2" aria-hidden="true" />
          WhatsApp:{' '}
          <a href={whatsAppLink(settings.supportWhatsApp)} target="_blank" rel="noreferrer">
            {settings.supportWhatsApp}
          </a>
        </li>
      </ul>
      <p className="text-color-secondary mb-0">
        {settings.name}
        {settings.rif ? ` · RIF ${settings.rif}` : ''}
      </p>
    </CardSection>
  );
}

function PayeeAccounts({ settings }: { settings: Settings }) {
  return (
    <CardSection id="support-payees" title="Datos para pagar">
      {settings.paymentAccounts.length ? (
        <div className="grid support-payees">
          {settings.paymentAccounts.map((account) => (
            <div key={account.method} className="col-12 md:col-6 xl:col-4">
              <PayeeDetails account={account} />
            </div>
          ))}
        </div>
      ) : (
        <p className="m-0">Consúltenos los datos de pago por correo o WhatsApp.</p>
      )}
    </CardSection>
  );
}

/** /dashboard/support: how to reach the operator, where to pay, and answers to the usual doubts. */
export function SupportPage() {
  const settings = useQuery(settingsQuery());
  return (
    <div className="flex flex-column gap-3">
      <h1 className="text-2xl font-semibold m-0">Soporte</h1>
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
          <Contact settings={settings.data} />
          <PayeeAccounts settings={settings.data} />
          <CardSection id="support-faq" title="Preguntas frecuentes">
            <SupportFaq settings={settings.data} />
          </CardSection>
        </>
      )}
    </div>
  );
}
