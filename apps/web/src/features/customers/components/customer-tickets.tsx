import type { Order } from '@tickera/shared/schemas/orders';
import { SeatAccessNote } from '../../../components/seat-access';

/**
 * The tickets of the customer's paid orders. The box office sees each QR and code as the
 * customer shows them at the door; a door login sees the seats only (the API sends it no
 * code: a code is the ticket).
 */
export function CustomerTickets({ orders }: { orders: Order[] }) {
  const tickets = orders
    .filter((o) => o.status === 'PAGADA')
    .flatMap((o) => o.seats.filter((s) => s.ticketIssued).map((s) => ({ order: o, seat: s })));
  if (tickets.length === 0) {
    return <p className="text-color-secondary m-0">El cliente no tiene entradas emitidas.</p>;
  }
  const withoutCodes = tickets.some(({ seat }) => !seat.ticket);
  return (
    <>
      {withoutCodes ? (
        <p className="text-color-secondary mt-0">
          Los códigos y QR de las entradas solo los ven su titular y la taquilla. En puerta,
          registre el ingreso por asiento.
        </p>
      ) : null}
      <ul className="customer-tickets" aria-label="Entradas del cliente">
        {tickets.map(({ order, seat }) => (
          <li key={`${order.id}-${seat.seatId}`}>
            {seat.ticket ? (
              <img
                src={seat.ticket.qr}
                alt={`QR de la entrada ${seat.seat.name}`}
                width={120}
                height={120}
              />
            ) : null}
            <div>
              <strong>{order.event.name}</strong>
              <span>
                {seat.zone.name} · {seat.seat.name}
              </span>
              <SeatAccessNote access={seat.seat.access} />
              {seat.ticket ? <code>{seat.ticket.code}</code> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
