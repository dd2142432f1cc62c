/** Orders and their seats: the `orders` module's tables. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, tz, updatedAt } from './columns';
import { users } from './auth';
import { events } from './events';
import { seats, zones } from './seating';
import { stores } from './stores';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human-facing number, e.g. for the box office. */
    number: integer('number').generatedAlwaysAsIdentity(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    storeId: uuid('store_id').references(() => stores.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('PENDIENTE'),
    channel: text('channel').notNull().default('WEB'),
    paymentMethod: text('payment_method').notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull().default('0'),
    fee: numeric('fee', { precision: 12, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 12, scale: 2 }).notNull().default('0'),
    iva: numeric('iva', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The BCV rate frozen when the order was created. */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    totalVes: numeric('total_ves', { precision: 16, scale: 2 }).notNull(),
    courtesy: boolean('courtesy').notNull().default(false),
    credit: boolean('credit').notNull().default(false),
    inReview: boolean('in_review').notNull().default(false),
    booking: jsonb('booking'),
    notes: text('notes'),
    sendEmail: boolean('send_email').notNull().default(true),
    idempotencyKey: text('idempotency_key'),
    /** A PENDIENTE order not paid by then is cancelled with reason PAYMENT_DEADLINE. */
    paymentDueAt: tz('payment_due_at'),
    approvedAt: tz('approved_at'),
    /** Why an admin or supervisor approved a payment below the total (null otherwise). */
    shortfallReason: text('shortfall_reason'),
    approvedBy: uuid('approved_by').references(() => users.id),
    cancelledAt: tz('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancellationReason: text('cancellation_reason'),
    cancellationNotes: text('cancellation_notes'),
    ...softFlags(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.createdBy, t.idempotencyKey),
    index('orders_event_status_idx').on(t.eventId, t.status),
    index('orders_customer_idx').on(t.customerId),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_event_created_idx').on(t.eventId, t.createdAt),
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'PENDIENTE'`),
    check('orders_status_check', sql`${t.status} in ('PENDIENTE', 'PAGADA', 'ANULADA')`),
    check(
      'orders_channel_check',
      sql`${t.channel} in ('WEB', 'TAQUILLA', 'CORTESIA', 'MEMBRESIA')`,
    ),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

/**
 * A seat in an order. Invariant 1: the partial unique index lets a seat be in at most
 * one live (not cancelled) order; cancelling clears `is_active` and keeps the row.
 */
export const orderSeats = pgTable(
  'order_seats',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => seats.id),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_seats_live_seat_key')
      .on(t.seatId)
      .where(sql`${t.isActive}`),
    index('order_seats_order_idx').on(t.orderId),
  ],
);
