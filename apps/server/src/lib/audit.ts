import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { AppError } from '../errors';
import { rows } from './sql';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  /** What the entity was (the fields the action changed); none for a creation. */
  before?: unknown;
  /** What it is after the action: the fields changed, or what was created. */
  after?: unknown;
  ip?: string;
}

export async function writeAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await writeAudits(db, [entry]);
}

/** Several entries in one insert. */
export async function writeAudits(db: Tx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map(({ after, before, ...rest }) => ({
      ...rest,
      before: before ?? null,
      data: after ?? null,
    })),
  );
}

type Snapshot = Record<string, unknown>;

/** Columns never copied into the audit log: secrets, and bookkeeping every update touches. */
const HIDDEN = ['password_hash', 'updated_at', 'logo_base64'];

/** A row as JSON (snake_case columns), as the audit log keeps it. */
export async function rowSnapshot(
  tx: Tx,
  table: string,
  id: string,
  key = 'id',
): Promise<Snapshot | undefined> {
  const hidden = sql.join(
    HIDDEN.map((c) => sql`${c}`),
    sql` - `,
  );
  const [row] = await rows<{ j: Snapshot }>(
    tx,
    sql`select to_jsonb(t) - ${hidden} as j from ${sql.identifier(table)} t where ${sql.identifier(key)} = ${id}`,
  );
  return row?.j;
}

/** Where an update's before and after are read: a row, and maybe a row that hangs off it. */
export interface AuditedRow {
  table: string;
  id: string;
  /** A 1:1 row keyed by this id (e.g. an event's config), kept under its table's name. */
  with?: { table: string; key: string };
}

export async function readAudited(tx: Tx, r: AuditedRow): Promise<Snapshot | undefined> {
  const row = await rowSnapshot(tx, r.table, r.id);
  if (!row || !r.with) return row;
  return {
    ...row,
    [r.with.table]: (await rowSnapshot(tx, r.with.table, r.id, r.with.key)) ?? null,
  };
}

/** Only what changed between two snapshots: `{before, after}` of those fields. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const pick = (s: Snapshot) => Object.fromEntries(keys.map((k) => [k, s[k] ?? null]));
  return { before: pick(before), after: pick(after) };
}

/**
 * A set-up write and its audit row in one transaction: both or neither. A write that
 * touches no row (an unknown id) is a 404 and audits nothing. A creation audits the row
 * it wrote (or the entry's `after`); an update names its `table` and `id` and audits the
 * fields it changed, before and after, read from the row itself.
 */
export async function auditedWrite<T extends { id: string }>(
  db: Db,
  entry: Omit<AuditEntry, 'entityId'>,
  write: (tx: Tx) => Promise<T | undefined>,
  update?: AuditedRow,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = update && (await readAudited(tx, update));
    const row = await write(tx);
    if (!row) throw new AppError('NOT_FOUND');
    const after = update && (await readAudited(tx, update));
    const changes = before && after ? changedFields(before, after) : undefined;
    await writeAudit(tx, {
      ...entry,
      entityId: row.id,
      before: changes?.before ?? entry.before,
      after: changes?.after ?? entry.after ?? row,
    });
    return row;
  });
}
