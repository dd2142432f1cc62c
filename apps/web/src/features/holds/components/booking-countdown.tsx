import type { ReactNode } from 'react';
import { formatCountdown } from '../../../lib/format';
import '../holds.css';

/** Where the top-bar menu was: the time left to pay for the held seats (spec §2, §4). */
export function BookingCountdown({
  secondsLeft,
  expired,
  aside,
}: {
  secondsLeft: number;
  expired: boolean;
  /** Another time shown beside it (the waiting room's pass). */
  aside?: ReactNode;
}) {
  const urgent = expired || secondsLeft <= 60;
  return (
    <div className={urgent ? 'booking-countdown urgent' : 'booking-countdown'}>
      <i className="pi pi-clock" aria-hidden="true" />
      <span className="booking-countdown-label">
        {expired ? 'Tiempo agotado' : 'Tiempo para completar su compra'}
      </span>
      <span
        className="booking-countdown-time"
        role="timer"
        aria-label="Tiempo restante de su reserva"
        aria-live="off"
      >
        {formatCountdown(expired ? 0 : secondsLeft)}
      </span>
      {aside}
    </div>
  );
}
