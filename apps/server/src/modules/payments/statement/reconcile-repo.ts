/** Reconciliation SQL: the stored column mapping of each bank, and the payments a statement names. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bankStatementMappings } from '../../../db/schema/payments';
import { rows } from '../../../lib/sql';

export async function findStatementMapping(db: Tx, bankId: string): Promise<unknown> {
  const [row] = await rows<{ mapping: unknown }>(
    db,
    sql`select mapping from bank_statement_mappings where bank_id = ${bankId}`,
  );
  return row?.mapping ?? null;
}

export async function saveStatementMapping(
  db: Tx,
  bankId: string,
  mapping: object,
  userId: string,
) {
  await db
    .insert(bankStatementMappings)
    .values({ bankId, mapping, updatedBy: userId })
    .onConflictDoUpdate({
      target: bankStatementMappings.bankId,
      set: { mapping, updatedBy: userId, updatedAt: new Date() },
    });
}

export interface PaymentOfReference {
  normalizedReference: string;
  orderId: string;
  orderNumber: number;
  status: string;
  totalVes: string;
  customerName: string;
}

/**
 * The live payments at `bankId` carrying any of the references, with their order. The
 * amount expected of a membership's payment is the total of its unpaid orders, which the
 * one payment pays (decision 029).
 */
export async function findPaymentsByReferences(
  db: Tx,
  bankId: string,
  references: string[],
): Promise<PaymentOfReference[]> {
  if (!references.length) return [];
  return rows<PaymentOfReference>(
    db,
    sql`select pm.normalized_reference as "normalizedReference", o.id as "orderId", o.number as "orderNumber",
          o.status,
          coalesce((select sum(o2.total_ves) from membership_orders mo
                    join membership_orders mo2 on mo2.membership_id = mo.membership_id
                    join orders o2 on o2.id = mo2.order_id
                    where mo.order_id = o.id and o2.status = 'PENDIENTE'), o.total_ves)::text as "totalVes",
          trim(coalesce(p.name, '') || ' ' || coalesce(p.last_name, '')) as "customerName"
        from payments pm
        join orders o on o.id = pm.order_id
        left join profiles p on p.user_id = o.customer_id
        where pm.bank_id = ${bankId} and pm.is_active
          and pm.normalized_reference in (${sql.join(
            references.map((r) => sql`${r}`),
            sql`, `,
          )})`,
  );
}
