import { TabPanel, TabView } from 'primereact/tabview';
import { MailLog } from '../../features/mail/components/mail-log';
import { openInvoicePdf } from '../../features/orders/api/invoice-pdf';
import { resendTickets } from '../../features/orders/api/orders-api';
import { TicketList } from '../../features/tickets/components/ticket-list';

/** A ticket row resends its order's e-mail or opens its invoice through the orders client. */
const orderDocuments = { resendTickets, openInvoicePdf };

/** /dashboard/ticket: issued tickets and the e-mail log. */
export function TicketsPage() {
  return (
    <section className="card">
      <h1 className="text-2xl font-semibold mt-0 mb-3">Entradas</h1>
      <TabView>
        <TabPanel header="Entradas" leftIcon="pi pi-ticket mr-2">
          <TicketList orderDocuments={orderDocuments} />
        </TabPanel>
        <TabPanel header="Correos" leftIcon="pi pi-envelope mr-2">
          <MailLog />
        </TabPanel>
      </TabView>
    </section>
  );
}
