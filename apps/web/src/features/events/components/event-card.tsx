import { Link } from 'react-router';
import { Skeleton } from 'primereact/skeleton';
import type { EventSummary } from '@tickera/shared/schemas/events';
import { formatEventDay, formatInteger, formatTime } from '../../../lib/format';
import { EventBanner } from './event-banner';
import { PricePair } from './price-pair';

/** One event of the catalogue; the whole card opens the event's page. */
export function EventCard({ event, rate }: { event: EventSummary; rate?: string }) {
  const soldOut = event.available === 0;
  return (
    <article className="event-card" aria-labelledby={`event-${event.id}-name`}>
      <Link to={`/eventos/${event.id}`} className="event-card-link">
        <EventBanner
          name={event.name}
          code={event.code}
          category={event.category}
          startAt={event.startAt}
          bannerUrl={event.bannerUrl}
        />
        <div className="event-card-body">
          <h2 id={`event-${event.id}-name`} className="event-card-title">
            {event.name}
          </h2>
          <p className="event-card-fact">
            <i className="pi pi-calendar" aria-hidden="true" />
            <span>
              {formatEventDay(event.startAt)} · {formatTime(event.startAt)}
            </span>
          </p>
          <p className="event-card-fact">
            <i className="pi pi-map-marker" aria-hidden="true" />
            <span>
              {event.location.name}, {event.location.city}
            </span>
          </p>
          <div className="event-card-footer">
            {event.minPrice ? (
              <PricePair usd={event.minPrice} rate={rate} prefix="desde" />
            ) : (
              <span />
            )}
            <span className={soldOut ? 'availability-chip sold-out' : 'availability-chip'}>
              {soldOut ? 'Agotado' : `${formatInteger(event.available)} disponibles`}
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
}

/** A card's shape while the catalogue loads: the banner's proportions and the body's lines. */
export function EventCardSkeleton() {
  return (
    <div className="event-card event-card-skeleton" aria-hidden="true">
      <Skeleton className="event-card-skeleton-banner" height="auto" borderRadius="0" />
      <div className="event-card-body">
        <Skeleton height="1.5rem" width="85%" />
        <Skeleton height="1.5rem" width="55%" className="mb-1" />
        <Skeleton height="1rem" width="75%" />
        <Skeleton height="1rem" width="65%" />
        <div className="event-card-footer">
          <Skeleton height="2.75rem" width="6rem" />
          <Skeleton height="1.5rem" width="7rem" borderRadius="999px" />
        </div>
      </div>
    </div>
  );
}
