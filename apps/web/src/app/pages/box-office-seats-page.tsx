import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { ListSkeleton } from '../../components/list-skeleton';
import { BoxOfficeSteps } from '../../features/orders/components/box-office-steps';
import { EventPicker } from '../../features/orders/components/event-picker';
import { HoldTimer } from '../../features/orders/components/hold-timer';
import { BoxOfficeSeatMap } from './box-office-seat-map';
import { eventsQuery } from '../../features/events/api/events-api';
import { currentRateQuery } from '../../features/rates/api/rates-api';
import { useErrorToast } from '../../lib/use-error-toast';
import '../../features/orders/staff-orders.css';
import '../../features/seating/seating.css';

/** /dashboard/reservation/create: the box office picks an event and holds seats on its map. */
export function BoxOfficeSeatsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const events = useQuery(eventsQuery());
  const rate = useQuery(currentRateQuery());
  useErrorToast(events.error, 'No se pudieron cargar los eventos.');
  const event = events.data?.find((e) => e.id === eventId);

  return (
    <div>
      <Link to="/dashboard/reservation" className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Reservaciones
      </Link>
      <section className="card mb-3">
        <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h1 className="text-2xl font-semibold m-0">Nueva venta en taquilla</h1>
          {eventId ? <HoldTimer eventId={eventId} /> : null}
        </div>
        <BoxOfficeSteps current={1} />
        <h2 className="section-title">Evento</h2>
        {events.isPending ? <ListSkeleton rows={2} label="Cargando eventos" /> : null}
        {events.data ? (
          <EventPicker
            events={events.data}
            value={eventId}
            onChange={(id) => setParams({ event: id }, { replace: true })}
          />
        ) : null}
        {events.isError ? (
          <Message
            severity="error"
            className="w-full justify-content-start mt-3"
            text="No se pudieron cargar los eventos."
          />
        ) : null}
      </section>
      {eventId ? (
        <BoxOfficeSeatMap
          key={eventId}
          eventId={eventId}
          category={event?.category}
          rate={rate.data?.rate}
          onContinue={() => void navigate(`/dashboard/reservation/payment?event=${eventId}`)}
        />
      ) : (
        <section className="card">
          <p className="m-0 text-color-secondary">
            <i className="pi pi-info-circle mr-2" aria-hidden="true" />
            Elija un evento para ver su mapa y apartar los asientos del cliente.
          </p>
        </section>
      )}
    </div>
  );
}
