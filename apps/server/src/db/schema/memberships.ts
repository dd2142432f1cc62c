/** Season tickets: the `memberships` module's tables. */
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags } from './columns';
import { users } from './auth';
import { events } from './events';
import { orders } from './orders';

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
