import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { Order } from '@tickera/shared/schemas/orders';
import { CardSection } from '../../../components/card-section';
import { SeatAccessNote } from '../../../components/seat-access';
import {
  formatDateTime,
  formatEventDay,
  formatMoney,
  formatTime,
  orderNumber,
  seatPlace,
} from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { myOrdersQuery } from '../../orders/api/orders-api';

type Seat = Order['seats'][number];

interface UpcomingEvent {
  event: Order['event'];
  seats: Seat[];
}

/** The paid seats of events still to come, one entry per event, soonest first. */
function upcomingEvents(orders: Order[], now: number): UpcomingEvent[] {
  const byEvent = new Map<string, UpcomingEvent>();
  for (const o of orders) {
    if (o.status !== 'PAGADA' || Date.parse(o.event.startAt) < now) continue;
    const entry = byEvent.get(o.event.id) ?? { event: o.event, seats: [] };
    entry.seats.push(...o.seats);
    byEvent.set(o.event.id, entry);
  }
  return [...byEvent.values()].sort((a, b) => a.event.startAt.localeCompare(b.event.startAt));
}

function EventCard({ event, seats }: UpcomingEvent) {
  return (
    <li className="home-event">
      <h3 className="home-event-name">{event.name}</h3>
      <p className="home-event-when">
        <i className="pi pi-calendar" aria-hidden="true" /> {formatEventDay(event.startAt)} ·{' '}
        {formatTime(event.startAt)}
        <br />
        <i className="pi pi-map-marker" aria-hidden="true" /> {event.location.name},{' '}
        {event.location.city}
      </p>
      <p className="m-0 font-medium">
        {seats.length === 1 ? '1 entrada' : `${seats.length} entradas`}
      </p>
      <ul className="home-event-seats">
        {seats.map((s) => (
          <li key={s.seatId}>
            {s.zone.name} · {seatPlace(s.seat)}
            <SeatAccessNote access={s.seat.access} before=" · " />
          </li>
        ))}
      </ul>
      <Link to="/dashboard/mytickets" className="p-button p-component p-button-sm mt-auto">
        <i className="pi pi-qrcode mr-2" aria-hidden="true" /> Ver sus entradas con QR
      </Link>
    </li>
  );
}

/** What a customer does with an order that waits: nothing, unless the payment was not made. */
function PendingOrder({ order }: { order: Order }) {
  const paid = order.payment?.reference;
  return (
    <li className="home-pending inline-links">
      <p className="m-0 font-medium">
        Orden {orderNumber(order.number)} · {order.event.name} ·{' '}
        {formatMoney(order.totalVes, 'VES')}
      </p>
      <p className="m-0">
        {paid
          ? `Estamos verificando su pago (referencia ${paid}). No tiene que hacer nada más: al aprobarse, sus entradas llegan a su correo y a Mis Entradas.`
          : 'Esperamos su pago. Al aprobarse, sus entradas llegan a su correo y a Mis Entradas.'}
      </p>
      {order.paymentDueAt ? (
        <p className="m-0 text-color-secondary">
          Si el pago no se verifica antes del {formatDateTime(order.paymentDueAt)}, la orden se
          anula y los asientos vuelven a la venta. ¿Se equivocó de referencia?{' '}
          <Link to="/dashboard/support">Escríbanos</Link>.
        </p>
      ) : null}
    </li>
  );
}

/** The customer's home: their next events with the seats they hold, and orders waiting. */
export function CustomerHome({ userId }: { userId: string }) {
  const orders = useQuery(myOrdersQuery(userId));
  // "Upcoming" as of when the page opened: an event starting while it is open stays listed.
  const [now] = useState(Date.now);
  if (orders.isError)
    return (
      <Message
        severity="error"
        className="w-full justify-content-start"
        text={messageOf(orders.error, 'No se pudieron cargar sus compras.')}
      />
    );
  if (!orders.data) return <Skeleton height="12rem" borderRadius="12px" />;
  const upcoming = upcomingEvents(orders.data, now);
  const pending = orders.data.filter((o) => o.status === 'PENDIENTE');

  return (
    <>
      <CardSection id="home-upcoming" title="Sus próximos eventos">
        {upcoming.length ? (
          <ul className="home-events">
            {upcoming.map((u) => (
              <EventCard key={u.event.id} {...u} />
            ))}
          </ul>
        ) : (
          <p className="mt-0">Aún no tiene entradas para próximos eventos.</p>
        )}
        <Link to="/eventos" className="home-more">
          <i className="pi pi-star" aria-hidden="true" /> Ver eventos disponibles
        </Link>
      </CardSection>
      {pending.length ? (
        <CardSection id="home-pending" title="Órdenes por verificar">
          <ul className="home-pendings">
            {pending.map((o) => (
              <PendingOrder key={o.id} order={o} />
            ))}
          </ul>
        </CardSection>
      ) : null}
    </>
  );
}
