import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The cheapest round trip: answers when the database does. */
export async function pingDatabase(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
