import { Link } from 'react-router';
import { PurchaseSteps } from '../../../components/purchase-steps';
import { formatEventDay, formatTime } from '../../../lib/format';

interface SeatSelectionHeaderProps {
  eventId: string;
  name?: string;
  startAt?: string;
  venue?: string;
}

/** Which event, when and where, and the two steps of the purchase. */
export function SeatSelectionHeader({ eventId, name, startAt, venue }: SeatSelectionHeaderProps) {
  return (
    <header className="seat-selection-header">
      <div>
        <Link to={`/eventos/${eventId}`} className="back-link">
          <i className="pi pi-arrow-left" aria-hidden="true" /> Volver al evento
        </Link>
        <h1>{name ?? 'Elija sus asientos'}</h1>
        {startAt ? (
          <p className="seat-selection-facts">
            <span>
              <i className="pi pi-calendar" aria-hidden="true" /> {formatEventDay(startAt)} ·{' '}
              {formatTime(startAt)}
            </span>
            {venue ? (
              <span>
                <i className="pi pi-map-marker" aria-hidden="true" /> {venue}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <PurchaseSteps current={1} />
    </header>
  );
}
