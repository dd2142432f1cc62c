/** Issued tickets and how they reach their holders: the `tickets` module's tables. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, tz } from './columns';
import { users } from './auth';
import { events } from './events';
import { orderSeats, orders } from './orders';
import { seats, zones } from './seating';

/**
 * Issued on approval; `code` is the QR payload (signed, unguessable). A transfer voids the
 * ticket and issues another on the same order seat for the recipient (`holder_id`); null
 * holder = the order's customer (decision 036). One live ticket per order seat.
 */
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
    /** Who holds the ticket when it is not the order's customer (it was passed on). */
    holderId: uuid('holder_id').references(() => users.id),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_key').on(t.code),
    uniqueIndex('tickets_order_seat_key')
      .on(t.orderSeatId)
      .where(sql`${t.isActive}`),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_idx').on(t.eventId),
    index('tickets_holder_idx')
      .on(t.holderId)
      .where(sql`${t.holderId} is not null`),
  ],
);

/**
 * Share links of a paid order: the token (32 random bytes) is given once, only its SHA-256
 * is kept. Revoking stamps every live link of the order.
 */
export const ticketShareLinks = pgTable(
  'ticket_share_links',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('ticket_share_links_token_key').on(t.tokenHash),
    index('ticket_share_links_order_idx').on(t.orderId),
  ],
);

/**
 * The waiting list of a sold-out event (or zone). WAITING in line by `created_at`; OFFERED
 * while released seats are held in the customer's name until `offer_expires_at`; EXPIRED
 * when the offer lapsed; LEFT when the customer left. One live entry per customer and event.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    zoneId: uuid('zone_id').references(() => zones.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    quantity: integer('quantity').notNull(),
    state: text('state').notNull().default('WAITING'),
    offeredAt: tz('offered_at'),
    offerExpiresAt: tz('offer_expires_at'),
    /** The seats held for the offer. */
    offeredSeatIds: uuid('offered_seat_ids').array(),
    /** FULFILLED: the order in which the customer bought seats of the offer (decision 037). */
    fulfilledOrderId: uuid('fulfilled_order_id'),
    fulfilledAt: tz('fulfilled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_entries_line_idx').on(t.eventId, t.state, t.createdAt),
    uniqueIndex('waitlist_entries_live_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.state} in ('WAITING', 'OFFERED')`),
    check(
      'waitlist_entries_state_check',
      sql`${t.state} in ('WAITING', 'OFFERED', 'EXPIRED', 'LEFT', 'FULFILLED')`,
    ),
    check('waitlist_entries_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);
