import type { EventSummary } from '@tickera/shared/schemas/events';
import { formatDate, formatInteger, formatTime } from '../../../lib/format';

interface EventPickerProps {
  events: EventSummary[];
  value: string;
  onChange: (eventId: string) => void;
}

/** The events on sale as big buttons: the box office picks one with a single click. */
export function EventPicker({ events, value, onChange }: EventPickerProps) {
  if (events.length === 0) {
    return <p className="text-color-secondary m-0">No hay eventos a la venta en este momento.</p>;
  }
  return (
    <ul className="event-picker" aria-label="Eventos a la venta">
      {events.map((e) => (
        <li key={e.id}>
          <button
            type="button"
            className={e.id === value ? 'event-choice selected' : 'event-choice'}
            aria-pressed={e.id === value}
            onClick={() => onChange(e.id)}
          >
            <strong>{e.name}</strong>
            <span>
              {formatDate(e.startAt)} · {formatTime(e.startAt)}
            </span>
            <span>
              {e.location.name}, {e.location.city}
            </span>
            <span className="event-choice-available">{formatInteger(e.available)} disponibles</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
