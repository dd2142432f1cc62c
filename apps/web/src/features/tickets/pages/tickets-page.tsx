import { TabPanel, TabView } from 'primereact/tabview';
import { MailLog } from '../components/mail-log';
import { TicketList } from '../components/ticket-list';

/** /dashboard/ticket: issued tickets and the e-mail log. */
export function TicketsPage() {
  return (
    <section className="card">
      <h1 className="text-2xl font-semibold mt-0 mb-3">Entradas</h1>
      <TabView>
        <TabPanel header="Entradas" leftIcon="pi pi-ticket mr-2">
          <TicketList />
        </TabPanel>
        <TabPanel header="Correos" leftIcon="pi pi-envelope mr-2">
          <MailLog />
        </TabPanel>
      </TabView>
    </section>
  );
}
