/** Points of sale and the banks they take payments from: the `stores` module's tables. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, updatedAt } from './columns';

/** A point of sale / promoter brand (spec §3 store). */
export const stores = pgTable('stores', {
  id: id(),
  name: text('name').notNull(),
  url: text('url'),
  invoiceLogo: text('invoice_logo'),
  logoBase64: text('logo_base64'),
  logoSrc: text('logo_src'),
  signatureSrc: text('signature_src'),
  rif: text('rif'),
  ...softFlags(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
