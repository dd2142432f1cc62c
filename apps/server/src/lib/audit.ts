import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/auth';
import { AppError } from '../errors';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  data?: unknown;
  ip?: string;
}

export async function writeAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? null });
}

/**
 * A set-up write and its audit row in one transaction: both or neither. A write that
 * touches no row (an unknown id) is a 404 and audits nothing.
 */
export async function auditedWrite<T extends { id: string }>(
  db: Db,
  entry: Omit<AuditEntry, 'entityId'>,
  write: (tx: Tx) => Promise<T | undefined>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, { ...entry, entityId: row.id });
    return row;
  });
}
