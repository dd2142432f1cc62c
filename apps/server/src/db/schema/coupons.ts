/** Coupons and their redemptions: the `coupons` module's tables. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, tz } from './columns';
import { users } from './auth';
import { events } from './events';
import { orders } from './orders';

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

/**
 * A redemption: which order used which coupon, for how much; with the order's customer and
 * event as they were, and when a cancellation gave the use back (the coupons module counts
 * and lists redemptions from its own rows).
 */
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
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    returnedAt: tz('returned_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_coupons_order_key').on(t.orderId),
    index('order_coupons_coupon_idx').on(t.couponId, t.customerId),
    index('order_coupons_event_idx').on(t.eventId),
  ],
);
