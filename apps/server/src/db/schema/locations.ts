/** Venues and their seat plans: the `locations` module's tables. */
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VenuePlan } from '@tickera/shared/venue-plan';
import { users } from './auth';
import { createdAt, id, softFlags } from './columns';

export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    capacityMax: integer('capacity_max').notNull().default(0),
    city: text('city').notNull(),
    country: text('country').notNull().default('Venezuela'),
    ...softFlags(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('locations_code_key').on(t.code)],
);

/**
 * A venue's seat plan (issue 29), one row per save: a save never changes a version, it adds
 * the next one. The venue's plan is its highest version; events name the version they copied.
 */
export const locationPlans = pgTable(
  'location_plans',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    version: integer('version').notNull(),
    /** The designer's document as venuePlanSchema parsed it. */
    plan: jsonb('plan').$type<VenuePlan>().notNull(),
    /** Seats the plan draws, for lists that do not read the document. */
    seats: integer('seats').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('location_plans_version_key').on(t.locationId, t.version)],
);
