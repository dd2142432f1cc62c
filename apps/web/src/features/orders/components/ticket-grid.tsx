import { Button } from 'primereact/button';
import type { Order } from '@tickera/shared/schemas/orders';
import { SeatAccessNote } from '../../../components/seat-access';
import { seatPlace } from '../../../lib/format';
import { WalletButtons } from './wallet-buttons';

/** Shown large enough to scan from a phone held at arm's length. */
const QR_PX = 220;

const placeOf = (s: Order['seats'][number]) => seatPlace(s.seat);

/**
 * The tickets of a paid order: each QR with its code, ready to show at the door; with
 * `onTransfer` (the holder's own view), the wallet buttons and "Pasar a un amigo" on each. A ticket passed on says so, without its code.
 */
export function TicketGrid({
  order,
  onTransfer,
}: {
  order: Order;
  onTransfer?: (ticket: { id: string; label: string }) => void;
}) {
  const issued = order.seats.filter((s) => s.ticket);
  const passed = order.seats.filter((s) => !s.ticket && s.transferred);
  if (issued.length === 0 && passed.length === 0) return null;
  return (
    <ul className="ticket-grid" aria-label="Entradas">
      {passed.map((s) => (
        <li key={s.seatId} className="ticket ticket-passed">
          <i className="pi pi-send" aria-hidden="true" />
          <div className="ticket-text">
            <strong>{s.zone.name}</strong>
            <span>{placeOf(s)}</span>
            <SeatAccessNote access={s.seat.access} />
            <span>Entrada pasada a otra persona</span>
          </div>
        </li>
      ))}
      {issued.map((s) => (
        <li key={s.seatId} className="ticket">
          <img
            src={s.ticket!.qr}
            alt={`QR de la entrada ${s.seat.name}`}
            width={QR_PX}
            height={QR_PX}
          />
          <div className="ticket-text">
            <strong>{s.zone.name}</strong>
            <span>{placeOf(s)}</span>
            <SeatAccessNote access={s.seat.access} />
            <code>{s.ticket!.code}</code>
          </div>
          {onTransfer ? (
            <WalletButtons ticketId={s.ticket!.id} label={`${s.zone.name}, ${placeOf(s)}`} />
          ) : null}
          {onTransfer ? (
            <Button
              type="button"
              label="Pasar a un amigo"
              icon="pi pi-send"
              size="small"
              outlined
              onClick={() =>
                onTransfer({ id: s.ticket!.id, label: `${s.zone.name}, ${placeOf(s)}` })
              }
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
