import { useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { EVENT_CATEGORIES, type EventCategory } from '@tickera/shared/constants';
import { currentRateQuery } from '../../rates/api/rates-api';
import { messageOf } from '../../../lib/http';
import { useStartedQuery } from '../../../lib/use-started-query';
import { eventsQuery } from '../api/events-api';
import { EventCard, EventCardSkeleton } from './event-card';

const FILTERS = [
  { label: 'Todos', value: 'TODOS' },
  { label: 'Deportes', value: 'DEPORTE' },
  { label: 'Conciertos', value: 'CONCIERTO' },
];

function asCategory(value: string | null): EventCategory | undefined {
  return EVENT_CATEGORIES.find((c) => c === value);
}

/** The grid of events; with `category` fixed the filter is hidden (e.g. /conciertos). */
export function EventCatalogue({ category: fixed }: { category?: EventCategory }) {
  const [params, setParams] = useSearchParams();
  const category = fixed ?? asCategory(params.get('categoria'));
  // Started while rendering: subscribing then forces no second, synchronous render of the
  // skeletons (decision 061).
  const events = useStartedQuery(eventsQuery(category));
  const rate = useStartedQuery(currentRateQuery());
  // The cards appear once, with their Bs.S prices: a card that grew a line when the rate
  // came in would push the next one down while the visitor reads (layout shift).
  const loading = events.isPending || rate.isPending;

  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'TODOS') next.set('categoria', value);
    else next.delete('categoria');
    setParams(next, { replace: true });
  };

  return (
    <section aria-label="Eventos disponibles">
      {fixed ? null : (
        <div className="catalogue-toolbar">
          <SelectButton
            value={category ?? 'TODOS'}
            options={FILTERS}
            onChange={(e) => choose(e.value as string | null)}
            allowEmpty={false}
            aria-label="Filtrar por categoría"
          />
          {/* Its place is kept while the rate loads, so the cards below do not move. */}
          <span className={rate.data ? 'rate-note' : 'rate-note rate-note-pending'}>
            <i className="pi pi-info-circle" aria-hidden="true" /> Precios en USD y en Bs.S a la
            tasa BCV del día
          </span>
        </div>
      )}
      {events.isError ? (
        <Message
          severity="error"
          className="w-full"
          text={messageOf(events.error, 'No se pudieron cargar los eventos.')}
        />
      ) : null}
      <div className="event-grid" aria-busy={loading}>
        {loading
          ? [0, 1, 2, 3].map((i) => <EventCardSkeleton key={i} />)
          : events.data?.map((event) => (
              <EventCard key={event.id} event={event} rate={rate.data?.rate} />
            ))}
      </div>
      {!loading && events.data?.length === 0 ? (
        <div className="empty-state">
          <i className="pi pi-calendar-times" aria-hidden="true" />
          <p>No hay eventos a la venta en esta categoría por ahora.</p>
        </div>
      ) : null}
    </section>
  );
}
