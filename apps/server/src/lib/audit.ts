import type { Tx } from '../db/client';
import { auditLog } from '../db/schema/auth';

export async function writeAudit(
  db: Tx,
  entry: {
    actorId: string | null;
    action: string;
    entity: string;
    entityId?: string | null;
    data?: unknown;
    ip?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? null });
}
