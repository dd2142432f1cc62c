import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, tz, updatedAt } from './columns';
import { users } from './auth';
import { events, seats, stores, zones } from './catalog';

/** Venezuelan banks with their 4-digit SUDEBAN code. */
export const banks = pgTable(
  'banks',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('banks_code_key').on(t.code),
    check('banks_code_check', sql`${t.code} ~ '^[0-9]{4}$'`),
  ],
);

/** BCV USD→Bs.S rates with history; the newest row is the current rate (spec rates_pay). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    source: text('source').notNull(),
    /** BCV "Fecha Valor", when the source gives it. */
    valueDate: date('value_date'),
    fetchedAt: tz('fetched_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
  },
  (t) => [
    index('exchange_rates_fetched_at_idx').on(t.fetchedAt),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

/**
 * The cart: one row per held seat. A seat has at most one row; a row whose
 * `expires_at` has passed is not a hold (read-time rule), and a new hold may take
 * it over with a conditional upsert. The sweeper only tidies up.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    seatId: uuid('seat_id')
      .primaryKey()
      .references(() => seats.id),
    // No foreign key to events: the hold function copies it from the seat (whose own key
    // guards it), and a key here made every hold of an on-sale lock the one event row
    // (FOR KEY SHARE from every buyer at once: multixacts). Decision 015.
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    /**
     * The connection's address group (IPv4 address, IPv6 /64) of an anonymous session's
     * hold, when the seat was taken; null for a signed-in buyer. Anonymous holds of one
     * group and event are capped (HOLD_ANON_PER_IP, decision 030).
     */
    ipGroup: text('ip_group'),
  },
  (t) => [
    index('seat_holds_user_event_idx').on(t.userId, t.eventId),
    index('seat_holds_expires_idx').on(t.expiresAt),
    index('seat_holds_ip_group_idx')
      .on(t.ipGroup, t.eventId, t.expiresAt)
      .where(sql`${t.ipGroup} is not null`),
  ],
);

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

/** Invariant 7: a bank reference is used once per bank (among live payments). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').notNull(),
    bankId: uuid('bank_id').references(() => banks.id),
    reference: text('reference'),
    /** The reference as the reuse check compares it (packages/shared payment-reference.ts). */
    normalizedReference: text('normalized_reference'),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    paymentDate: date('payment_date'),
    status: text('status').notNull().default('PENDIENTE'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    // Payments without a bank (Zelle, cash, POS) share one space per method.
    uniqueIndex('payments_bank_reference_key')
      .on(sql`coalesce(${t.bankId}::text, ${t.method})`, t.normalizedReference)
      .where(sql`${t.isActive} and ${t.normalizedReference} is not null`),
    index('payments_reference_idx').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    check('payments_currency_check', sql`${t.currency} in ('USD', 'VES')`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    eventId: uuid('event_id').references(() => events.id),
    discountType: text('discount_type').notNull(),
    discountValue: numeric('discount_value', { precision: 12, scale: 2 }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: tz('valid_from'),
    validTo: tz('valid_to'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_discount_type_check', sql`${t.discountType} in ('PERCENT', 'FIXED')`),
    check('coupons_discount_value_check', sql`${t.discountValue} >= 0`),
  ],
);

/** A redemption: which order used which coupon, for how much. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    code: text('code').notNull(),
    discount: numeric('discount', { precision: 12, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_coupons_order_key').on(t.orderId),
    index('order_coupons_coupon_idx').on(t.couponId),
  ],
);

export const membershipTypes = pgTable(
  'membership_types',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** The zone (its code in every event of the season) the seats must be in; null: any. */
    zoneCode: text('zone_code'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_types_code_key').on(t.code)],
);

export const membershipTypeEvents = pgTable(
  'membership_type_events',
  {
    membershipTypeId: uuid('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
  },
  (t) => [uniqueIndex('membership_type_events_key').on(t.membershipTypeId, t.eventId)],
);

/** A season ticket: one code, the same seats taken in every event of its type. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    membershipCode: text('membership_code').notNull(),
    membershipTypeId: uuid('membership_type_id')
      .notNull()
      .references(() => membershipTypes.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_code_key').on(t.membershipCode),
    index('memberships_customer_idx').on(t.customerId),
  ],
);

export const membershipOrders = pgTable(
  'membership_orders',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [uniqueIndex('membership_orders_key').on(t.membershipId, t.orderId)],
);

/** Invariant 6: a ticket checks in once (unique ticket_id). */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    checkedInBy: uuid('checked_in_by')
      .notNull()
      .references(() => users.id),
    /** When the person went in: the server's time, or the device's for an offline scan. */
    checkedInAt: tz('checked_in_at').notNull().defaultNow(),
    gate: text('gate'),
    /** Scanned without network and sent later. */
    offline: boolean('offline').notNull().default(false),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkins_ticket_key').on(t.ticketId),
    index('checkins_event_idx').on(t.eventId),
    // The audit trail newest first, and today's entries (indicators).
    index('checkins_checked_in_at_idx').on(t.checkedInAt),
  ],
);

/**
 * Second scans of a ticket that is already in: who tried, where and when. A copied ticket
 * shows up here; an offline scan that arrived after the entry too (`offline`: a device let
 * someone in without network while the ticket was already in, shown as a conflict).
 */
export const checkinRepeats = pgTable(
  'checkin_repeats',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    scannedBy: uuid('scanned_by')
      .notNull()
      .references(() => users.id),
    scannedAt: tz('scanned_at').notNull(),
    gate: text('gate'),
    offline: boolean('offline').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkin_repeats_ticket_idx').on(t.ticketId),
    index('checkin_repeats_scanned_at_idx').on(t.scannedAt),
  ],
);

/** Durable e-mail: written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Inline attachments: [{cid, filename, contentBase64, contentType}]. */
    attachments: jsonb('attachments'),
    /**
     * The body holds a one-use secret (a reset or activation link): kept while the message
     * waits to be sent, replaced by a notice once it is sent or given up (022).
     */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** How a bank's statement names its columns, remembered after the first reconciliation. */
export const bankStatementMappings = pgTable('bank_statement_mappings', {
  bankId: uuid('bank_id')
    .primaryKey()
    .references(() => banks.id),
  mapping: jsonb('mapping').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * Which door login took an event's offline list, and when first: an offline scan sent later
 * is dated no earlier than its device's first copy (it was decided from one).
 */
export const checkinListDownloads = pgTable(
  'checkin_list_downloads',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstAt: tz('first_at').notNull().defaultNow(),
    lastAt: tz('last_at').notNull().defaultNow(),
    downloads: integer('downloads').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
