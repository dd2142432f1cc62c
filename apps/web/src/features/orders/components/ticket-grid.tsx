import type { Order } from '@tickera/shared/schemas/orders';

/** Shown large enough to scan from a phone held at arm's length. */
const QR_PX = 220;

/** The tickets of a paid order: each QR with its code, ready to show at the door. */
export function TicketGrid({ order }: { order: Order }) {
  const issued = order.seats.filter((s) => s.ticket);
  if (issued.length === 0) return null;
  return (
    <ul className="ticket-grid" aria-label="Entradas">
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
            <span>
              {s.seat.row.startsWith('Mesa')
                ? `${s.seat.row}, puesto ${s.seat.index}`
                : `Fila ${s.seat.row}, asiento ${s.seat.index}`}
            </span>
            <code>{s.ticket!.code}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}
