/** Payment SQL: where a reference was used. */
import { sql } from 'drizzle-orm';
import { normalizeReference } from '@tickera/shared/payment-reference';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { rows, uuidList } from '../../lib/sql';

export interface PaymentUseRow {
  orderId: string;
  bankId: string | null;
  reference: string;
  amount: string;
  currency: string;
  date: string | null;
  createdAt: Date;
}

/**
 * Every payment with that reference, at any bank, live or not, however it was written
 * (`0012-3456` finds `123456`): the box office checks reuse.
 */
export async function findPaymentUses(db: Tx, reference: string): Promise<PaymentUseRow[]> {
  const asBank = normalizeReference(reference, true);
  const asOther = normalizeReference(reference, false);
  return rows<PaymentUseRow>(
    db,
    sql`select pm.order_id as "orderId", pm.bank_id as "bankId", pm.reference, pm.amount::text as amount, pm.currency,
          pm.payment_date::text as date, pm.created_at as "createdAt"
        from payments pm
        where pm.reference = ${reference}
           or (pm.bank_id is not null and pm.normalized_reference = ${asBank})
           or (pm.bank_id is null and pm.normalized_reference = ${asOther})
        order by pm.created_at desc`,
  );
}

/* ---- An order's payments (orders record and approve them through payments/public.ts) ---- */

/** The payment an order was created with (bank, reference, amount, date, currency). */
export function insertOrderPayment(
  db: Tx,
  orderId: string,
  method: string,
  payment: { bankId: string; reference: string; amount: string; currency: string; date: string },
  rate: string,
) {
  return insertPayment(db, {
    orderId,
    method,
    bankId: payment.bankId,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    rate,
    paymentDate: payment.date,
  });
}

/** Inserts a payment with its normalized reference, which the unique index compares. */
export async function insertPayment(
  db: Tx,
  values: Omit<typeof payments.$inferInsert, 'normalizedReference'>,
) {
  const normalizedReference = values.reference
    ? normalizeReference(values.reference, !!values.bankId)
    : null;
  await db.insert(payments).values({ ...values, normalizedReference });
}

/** Approved orders' live payments are approved with them. */
export async function approveOrderPayments(db: Tx, orderIds: string[]): Promise<void> {
  await db.execute(
    sql`update payments set status = 'APROBADO' where order_id in (${uuidList(orderIds)}) and is_active`,
  );
}

/** The live payments declared on these orders. */
export function findDeclaredPayments(db: Tx, orderIds: string[]) {
  return rows<{ orderId: string; amount: string; currency: string }>(
    db,
    sql`select order_id as "orderId", amount::text as amount, currency
        from payments where order_id in (${uuidList(orderIds)}) and is_active`,
  );
}
