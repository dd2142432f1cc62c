/** Venues: the `locations` module's table. */
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
