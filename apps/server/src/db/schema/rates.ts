/** BCV exchange rates: the `rates` module's table. */
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tz } from './columns';
import { users } from './auth';

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
