/** Events and their money rules: the `events` module's tables. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, tz, updatedAt } from './columns';
import { locationPlans, locations } from './locations';
import { stores } from './stores';

export const events = pgTable(
  'events',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    storeId: uuid('store_id').references(() => stores.id),
    startAt: tz('start_at').notNull(),
    finishAt: tz('finish_at'),
    /** Public from this moment on; null = unpublished. */
    publishAt: tz('publish_at'),
    /** Subset of ETICKET, HARDTICKET. */
    printTypes: text('print_types')
      .array()
      .notNull()
      .default(sql`ARRAY['ETICKET']::text[]`),
    prefilledCodes: boolean('prefilled_codes').notNull().default(false),
    bannerUrl: text('banner_url'),
    /** A ticket may be passed to someone else until this many hours before the start (issue 26). */
    transferCutoffHours: integer('transfer_cutoff_hours').notNull().default(2),
    /** How long a waiting-list offer holds its seats for the customer (issue 26). */
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(30),
    /** The venue plan version the event's zones and seats were copied from (issue 29); null: drawn by hand. */
    planId: uuid('plan_id').references(() => locationPlans.id),
    ...softFlags(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_code_key').on(t.code),
    index('events_start_at_idx').on(t.startAt),
    check('events_category_check', sql`${t.category} in ('DEPORTE', 'CONCIERTO')`),
  ],
);

/** Per-event money rules (spec §3 event_config). Percentages of the base price. */
export const eventConfig = pgTable(
  'event_config',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The fee is declared on the invoice but not charged on top of the price. */
    feeOnlyDeclarative: boolean('fee_only_declarative').notNull().default(false),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    ivaPercent: numeric('iva_percent', { precision: 5, scale: 2 }).notNull().default('16'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_config_event_key').on(t.eventId)],
);
