/** Payment SQL: where a reference was used. */
import { sql } from 'drizzle-orm';
import { normalizeReference } from '@tickera/shared/payment-reference';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

export interface PaymentUseRow {
  orderId: string;
  orderNumber: number;
  orderStatus: string;
  bankName: string | null;
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
    sql`select pm.order_id as "orderId", o.number as "orderNumber", o.status as "orderStatus", b.code || ' - ' || b.name as "bankName",
          pm.reference, pm.amount::text as amount, pm.currency, pm.payment_date::text as date, pm.created_at as "createdAt"
        from payments pm join orders o on o.id = pm.order_id left join banks b on b.id = pm.bank_id
        where pm.reference = ${reference}
           or (pm.bank_id is not null and pm.normalized_reference = ${asBank})
           or (pm.bank_id is null and pm.normalized_reference = ${asOther})
        order by pm.created_at desc`,
  );
}
