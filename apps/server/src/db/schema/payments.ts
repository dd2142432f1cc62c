/** Payments and bank-statement column mappings: the `payments` module's tables. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, softFlags, updatedAt } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { banks } from './stores';

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

/** How a bank's statement names its columns, remembered after the first reconciliation. */
export const bankStatementMappings = pgTable('bank_statement_mappings', {
  bankId: uuid('bank_id')
    .primaryKey()
    .references(() => banks.id),
  mapping: jsonb('mapping').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id),
});
