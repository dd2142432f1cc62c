import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../reservations/components/list-skeleton';
import { useErrorToast } from '../../reservations/hooks/use-error-toast';
import { adminEventsQuery } from '../api/event-admin-api';
import { EventDialog } from '../components/event-dialog';
import { EventsTable } from '../components/events-table';
import { LocationsPanel } from '../components/locations-panel';
import { ZonesPanel } from '../components/zones-panel';
import { useEventEditor } from '../hooks/use-event-editor';
import '../../stores/stores.css';

/** /dashboard/event: events (with fees, print types, banner), their zones and seats; venues. */
export function EventAdminPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('event') ?? '';
  const events = useQuery(adminEventsQuery());
  useErrorToast(events.error, 'No se pudieron cargar los eventos.');
  const editor = useEventEditor();
  const select = (id: string) => setParams(id ? { event: id } : {}, { replace: true });

  return (
    <>
      <section className="card">
        <h1 className="text-2xl font-semibold mt-0 mb-3">Area de Eventos</h1>
        <TabView>
          <TabPanel header="Eventos" leftIcon="pi pi-calendar mr-2">
            <div className="flex justify-content-end mb-3">
              <Button label="Nuevo evento" icon="pi pi-plus" onClick={editor.create} />
            </div>
            {events.isError ? (
              <Message
                severity="error"
                className="w-full justify-content-start"
                text={messageOf(events.error, 'No se pudieron cargar los eventos.')}
              />
            ) : null}
            {events.isPending ? <ListSkeleton label="Cargando eventos" /> : null}
            {events.data ? (
              <EventsTable
                events={events.data}
                selectedId={selectedId}
                loadingEditId={editor.loadingId}
                onEdit={editor.edit}
                onZones={(e) => select(e.id)}
              />
            ) : null}
          </TabPanel>
          <TabPanel header="Lugares" leftIcon="pi pi-map-marker mr-2">
            <LocationsPanel />
          </TabPanel>
        </TabView>
      </section>
      {selectedId ? (
        <ZonesPanel key={selectedId} eventId={selectedId} onClose={() => select('')} />
      ) : null}
      {editor.editing ? (
        <EventDialog
          editing={editor.editing === 'new' ? null : editor.editing}
          onHide={editor.close}
          onSaved={(id) => {
            editor.close();
            select(id);
          }}
        />
      ) : null}
    </>
  );
}
