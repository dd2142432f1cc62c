import type { Order } from '@tickera/shared/schemas/orders';

/** The QR tickets of the customer's paid orders, as they show them at the door. */
export function CustomerTickets({ orders }: { orders: Order[] }) {
  const tickets = orders
    .filter((o) => o.status === 'PAGADA')
    .flatMap((o) =>
      o.seats.filter((s) => s.ticket).map((s) => ({ order: o, seat: s, ticket: s.ticket! })),
    );
  if (tickets.length === 0) {
    return <p className="text-color-secondary m-0">El cliente no tiene entradas emitidas.</p>;
  }
  return (
    <ul className="customer-tickets" aria-label="Entradas del cliente">
      {tickets.map(({ order, seat, ticket }) => (
        <li key={ticket.code}>
          <img
            src={ticket.qr}
            alt={`QR de la entrada ${seat.seat.name}`}
            width={120}
            height={120}
          />
          <div>
            <strong>{order.event.name}</strong>
            <span>
              {seat.zone.name} · {seat.seat.name}
            </span>
            <code>{ticket.code}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}
