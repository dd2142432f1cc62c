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
}

/** The live payments at `bankId` carrying any of the references, with their order's id. */
export async function findPaymentsByReferences(
  db: Tx,
  bankId: string,
  references: string[],
): Promise<PaymentOfReference[]> {
  if (!references.length) return [];
  return rows<PaymentOfReference>(
    db,
    sql`select normalized_reference as "normalizedReference", order_id as "orderId"
        from payments
        where bank_id = ${bankId} and is_active
          and normalized_reference in (${sql.join(
            references.map((r) => sql`${r}`),
            sql`, `,
          )})`,
  );
}
