import { desc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { exchangeRates } from '../../db/schema/sales';

export async function findCurrentRate(db: Tx) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.fetchedAt))
    .limit(1);
  return row;
}
