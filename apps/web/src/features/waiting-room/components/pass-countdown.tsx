import { useEffect, useState } from 'react';
import { formatCountdown } from '../../../lib/format';
import { useQueuePass } from '../api/waiting-room-api';
import '../waiting-room.css';

/** Beside the hold timer: the time left of the waiting room's pass to hold seats. */
export function PassCountdown() {
  const pass = useQueuePass();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!pass) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [pass]);
  if (!pass || pass.expiresAt <= now) return null;
  return (
    <span className="queue-pass" title="Tiempo de su pase de la sala de espera para reservar">
      <i className="pi pi-ticket" aria-hidden="true" />
      <span className="queue-pass-label">Pase</span>
      <span
        className="queue-pass-time"
        role="timer"
        aria-label="Tiempo restante de su pase para reservar"
        aria-live="off"
      >
        {formatCountdown((pass.expiresAt - now) / 1000)}
      </span>
    </span>
  );
}
