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
        <h1 title={name}>{name ?? 'Elija sus asientos'}</h1>
        {/* One line each, there from the first frame: the map below never moves when the event's details arrive. */}
        <p className="seat-selection-facts">
          {startAt ? (
            <span>
              <i className="pi pi-calendar" aria-hidden="true" /> {formatEventDay(startAt)} ·{' '}
              {formatTime(startAt)}
            </span>
          ) : (
            <span aria-hidden="true">&nbsp;</span>
          )}
          {venue ? (
            <span>
              <i className="pi pi-map-marker" aria-hidden="true" /> {venue}
            </span>
          ) : (
            <span aria-hidden="true">&nbsp;</span>
          )}
        </p>
      </div>
      <PurchaseSteps current={1} />
    </header>
  );
}
