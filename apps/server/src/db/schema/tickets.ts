/** Issued tickets: the `tickets` module's table. */
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags } from './columns';
import { events } from './events';
import { orderSeats, orders } from './orders';
import { seats } from './seating';

/** Issued on approval; `code` is the QR payload (signed, unguessable). */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    orderSeatId: uuid('order_seat_id')
      .notNull()
      .references(() => orderSeats.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => seats.id),
    code: text('code').notNull(),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_order_seat_key').on(t.orderSeatId),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_idx').on(t.eventId),
  ],
);
