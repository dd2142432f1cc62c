/** Zones, VIP tables and seats of an event: the `seating` module's tables. */
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
import { createdAt, id, softFlags } from './columns';
import { events } from './events';
import { stores } from './stores';

export const zones = pgTable(
  'zones',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** GENERAL, DANCEFLOOR or VIP (spec §9). */
    type: text('type').notNull().default('GENERAL'),
    /** NUMBERED seats, GENERAL_ADMISSION places or TABLES. */
    layout: text('layout').notNull().default('NUMBERED'),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    capacityMax: integer('capacity_max').notNull(),
    /** Most seats the public site may hold in this zone at once. */
    maxSeatsWeb: integer('max_seats_web'),
    index: integer('index').notNull().default(0),
    /** Drawing data for the seat map (shape, colour, position). */
    map: jsonb('map'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('zones_event_code_key').on(t.eventId, t.code),
    index('zones_event_idx').on(t.eventId),
    check('zones_type_check', sql`${t.type} in ('GENERAL', 'DANCEFLOOR', 'VIP')`),
    check('zones_base_price_check', sql`${t.basePrice} >= 0`),
  ],
);

/** Tables of a VIP zone, sold seat by seat or whole (spec §3 table). */
export const tables = pgTable(
  'tables',
  {
    id: id(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    storeId: uuid('store_id').references(() => stores.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    capacityMax: integer('capacity_max').notNull(),
    /** Sold as one table: a hold takes all its seats or none (a plan's `sale: 'WHOLE'`). */
    soldWhole: boolean('sold_whole').notNull().default(false),
    details: text('details'),
    status: text('status').notNull().default('DISPONIBLE'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tables_zone_code_key').on(t.zoneId, t.code)],
);

/**
 * A numbered seat. `event_id` is denormalised from the zone so the seat map of a
 * 20,000-seat event is one index scan. `status` is the seat's own state
 * (DISPONIBLE, BLOQUEADO by staff); held and sold come from seat_holds and order_seats.
 */
export const seats = pgTable(
  'seats',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    tableId: uuid('table_id').references(() => tables.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    row: text('row').notNull(),
    index: integer('index').notNull(),
    status: text('status').notNull().default('DISPONIBLE'),
    /** Position on the seat map, in map units. */
    x: integer('x'),
    y: integer('y'),
    /** ACCESSIBLE (wheelchair space) or COMPANION (beside one); best-available offers them only on request. */
    access: text('access'),
    ...softFlags(),
  },
  (t) => [
    uniqueIndex('seats_zone_code_key').on(t.zoneId, t.code),
    index('seats_event_idx').on(t.eventId),
    index('seats_zone_row_idx').on(t.zoneId, t.row, t.index),
    index('seats_table_idx').on(t.tableId),
    check('seats_access_check', sql`${t.access} in ('ACCESSIBLE', 'COMPANION')`),
  ],
);
