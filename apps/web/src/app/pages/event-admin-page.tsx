import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';
import { can } from '@tickera/shared/permissions';
import { EventsPanel } from '../../features/events/components/events-panel';
import type { EventPlaces } from '../../features/events/event-form';
import { locationsQuery } from '../../features/locations/api/locations-api';
import { LocationsPanel } from '../../features/locations/components/locations-panel';
import { ZonesPanel } from '../../features/seating/components/zones-panel';
import { WaitingRoomSettings } from '../../features/waiting-room/components/waiting-room-settings';
import { storesQuery } from '../../features/stores/api/stores-api';
import { useAuth } from '../../lib/session';

/** The places and stores an event form offers (stores only to those who manage them). */
function useEventPlaces(): EventPlaces {
  const { user } = useAuth();
  const canPickStore = can(user?.role, 'stores.manage');
  const locations = useQuery(locationsQuery());
  const stores = useQuery({ ...storesQuery(), enabled: canPickStore });
  return {
    locations: locations.data,
    locationsLoading: locations.isPending,
    stores: stores.data,
    canPickStore,
  };
}

/** /dashboard/event: events (with fees, print types, banner), their zones and seats; venues. */
export function EventAdminPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('event') ?? '';
  const select = (id: string) => setParams(id ? { event: id } : {}, { replace: true });
  const places = useEventPlaces();

  return (
    <>
      <section className="card">
        <h1 className="text-2xl font-semibold mt-0 mb-3">Area de Eventos</h1>
        <TabView>
          <TabPanel header="Eventos" leftIcon="pi pi-calendar mr-2">
            <EventsPanel selectedId={selectedId} onSelect={select} places={places} />
          </TabPanel>
          <TabPanel header="Lugares" leftIcon="pi pi-map-marker mr-2">
            <LocationsPanel />
          </TabPanel>
        </TabView>
      </section>
      {selectedId ? (
        <ZonesPanel key={selectedId} eventId={selectedId} onClose={() => select('')} />
      ) : null}
      {selectedId ? <WaitingRoomSettings key={`wr-${selectedId}`} eventId={selectedId} /> : null}
    </>
  );
}
