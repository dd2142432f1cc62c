/** The operator's business settings: one row (id = 1), edited by the admin (API.md "Business settings"). */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { users } from './auth';

/** What a payee account looks like in `payment_accounts` (validated by the shared schema on write). */
export interface StoredPaymentAccount {
  method: 'TRANSFERENCIA' | 'PAGO_MOVIL' | 'ZELLE';
  bankId?: string;
  accountNumber?: string;
  phone?: string;
  email?: string;
  holderName: string;
  holderId?: string;
}

export const businessSettings = pgTable(
  'business_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    rif: text('rif').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    supportWhatsApp: text('support_whatsapp').notNull().default(''),
    paymentAccounts: jsonb('payment_accounts')
      .$type<StoredPaymentAccount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentDeadlineMinutes: integer('payment_deadline_minutes').notNull().default(1440),
    updatedAt: tz('updated_at'),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [
    check('business_settings_single_row', sql`${t.id} = 1`),
    check(
      'business_settings_deadline_check',
      sql`${t.paymentDeadlineMinutes} between 15 and 10080`,
    ),
  ],
);
