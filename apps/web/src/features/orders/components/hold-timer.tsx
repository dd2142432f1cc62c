import { useEffect, useState } from 'react';
import { Tag } from 'primereact/tag';
import { deadlineOf, useBooking } from '../../holds/api/booking-store';
import { formatCountdown } from '../../../lib/format';
import { useExpiryWarnings } from '../../../components/live-announcer';

/** How long the box office still holds its seats (the server's deadline). */
export function HoldTimer({ eventId }: { eventId: string }) {
  const booking = useBooking();
  const deadline = booking?.eventId === eventId ? deadlineOf(booking) : null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  useExpiryWarnings(left);
  if (left === null) return null;
  return (
    <Tag
      icon="pi pi-clock"
      severity={left <= 60 ? 'danger' : 'warning'}
      value={left > 0 ? `Asientos apartados: ${formatCountdown(left)}` : 'La reserva expiró'}
      rounded
    />
  );
}
