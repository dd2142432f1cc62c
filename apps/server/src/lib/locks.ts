/**
 * PostgreSQL advisory locks held until the transaction ends: they serialise work that no
 * row lock covers (one customer's coupon uses, one idempotency key, one job runner).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rows } from './sql';

/** Waits for the lock named by one or two keys (hashed). */
export async function lockForTransaction(db: Tx, key: string, second?: string): Promise<void> {
  await db.execute(
    second === undefined
      ? sql`select pg_advisory_xact_lock(hashtext(${key}))`
      : sql`select pg_advisory_xact_lock(hashtext(${key}), hashtext(${second}))`,
  );
}

/** Takes the lock if nobody holds it; false when another transaction does. */
export async function tryLockForTransaction(db: Tx, key: string): Promise<boolean> {
  const [{ locked }] = await rows<{ locked: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`,
  );
  return locked;
}
