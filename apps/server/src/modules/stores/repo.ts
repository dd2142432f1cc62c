/** Store and bank SQL. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { banks, stores } from '../../db/schema/stores';
import { refuseDuplicateCode } from '../../lib/pg-errors';

export type StoreRow = typeof stores.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export async function listStores(db: Tx): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.isDelete, false)).orderBy(asc(stores.name));
}

export async function insertStore(db: Tx, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row;
}

export async function updateStore(db: Tx, id: string, values: Partial<typeof stores.$inferInsert>) {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stores.id, id))
    .returning();
  return row as StoreRow | undefined;
}

export async function listBanks(db: Tx): Promise<BankRow[]> {
  return db.select().from(banks).orderBy(asc(banks.code));
}

export async function listActiveBanks(db: Tx) {
  return db
    .select({ id: banks.id, code: banks.code, name: banks.name })
    .from(banks)
    .where(and(eq(banks.isActive, true), eq(banks.isDelete, false)))
    .orderBy(asc(banks.code));
}

/** Banks by id, active or not (a payment or a payee account keeps naming its bank). */
export async function findBanks(db: Tx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: banks.id, code: banks.code, name: banks.name, isActive: banks.isActive })
    .from(banks)
    .where(inArray(banks.id, ids));
}

export async function insertBank(db: Tx, values: typeof banks.$inferInsert) {
  const [row] = await db.insert(banks).values(values).returning().catch(refuseDuplicateCode);
  return row;
}

export async function updateBank(db: Tx, id: string, values: Partial<typeof banks.$inferInsert>) {
  const [row] = await db
    .update(banks)
    .set(values)
    .where(eq(banks.id, id))
    .returning()
    .catch(refuseDuplicateCode);
  return row as BankRow | undefined;
}
