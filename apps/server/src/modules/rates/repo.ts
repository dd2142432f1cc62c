import { count, desc, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { exchangeRates } from '../../db/schema/rates';

/** Rows typed in by an admin; every other source is a fetch. */
export const MANUAL_SOURCE = 'MANUAL';

export type RateRow = typeof exchangeRates.$inferSelect;

export async function findCurrentRate(db: Tx): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.fetchedAt))
    .limit(1);
  return row;
}

/** The newest fetched row: what the source said last time it said something new. */
export async function findLatestFetchedRate(db: Tx): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(ne(exchangeRates.source, MANUAL_SOURCE))
    .orderBy(desc(exchangeRates.fetchedAt))
    .limit(1);
  return row;
}

export async function insertRate(
  db: Tx,
  values: { rate: string; source: string; valueDate: string | null; createdBy: string | null },
): Promise<RateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row;
}

export async function listRates(db: Tx, page: { page: number; limit: number }) {
  const rows = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.fetchedAt), desc(exchangeRates.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [{ total }] = await db.select({ total: count() }).from(exchangeRates);
  return { rows, total };
}
