/** The mail outbox: rows written in the caller's transaction, delivered by the mailer; the staff log. */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { ListMailQuery, MailRow } from '@tickera/shared/schemas/mail';
import type { Tx } from '../../db/client';
import type { OutgoingMail } from '../../lib/mail';

export type { OutgoingMail };
import { containsPattern, rows } from '../../lib/sql';
import { mailOutbox } from '../../db/schema/sales';

export async function enqueueMail(db: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, attachments: mail.attachments ?? null })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** After this many failed attempts a message is marked FAILED and left for a person to resend. */
export const MAX_ATTEMPTS = 8;

/** Claims due messages; SKIP LOCKED lets several server processes share the outbox. */
export async function claimDue(db: Tx, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(db: Tx, id: string) {
  await db
    .update(mailOutbox)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

/** Exponential backoff: `baseSeconds` (MAIL_BACKOFF, 60 by default) × 1, 2, 4 … */
export async function markFailed(
  db: Tx,
  id: string,
  attempts: number,
  error: string,
  baseSeconds = 60,
) {
  const next = attempts + 1;
  await db
    .update(mailOutbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 1000),
      status: next >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(secs => ${baseSeconds * 2 ** (next - 1)})`,
    })
    .where(eq(mailOutbox.id, id));
}

export type MailListRow = Omit<MailRow, 'createdAt' | 'sentAt'> & {
  createdAt: Date;
  sentAt: Date | null;
};

/** The staff log: newest first, by status and recipient. */
export async function listMail(db: Tx, q: ListMailQuery) {
  const conds = [sql`true`];
  if (q.status) conds.push(sql`status = ${q.status}`);
  if (q.to) conds.push(sql`"to" ilike ${containsPattern(q.to)}`);
  const where = sql.join(conds, sql` and `);
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from mail_outbox where ${where}`,
  );
  const items = await rows<MailListRow>(
    db,
    sql`select id, "to", subject, template, status, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
      from mail_outbox where ${where} order by created_at desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return { items, total };
}

/** Puts a message back in the queue, attempts reset; false when the id is unknown. */
export async function requeueMail(db: Tx, id: string): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`update mail_outbox set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null where id = ${id} returning id`,
  );
  return updated.length > 0;
}
