/** The mail outbox: rows written in the caller's transaction, delivered by the mailer; the staff log. */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { ListMailQuery, MailRow } from '@tickera/shared/schemas/mail';
import type { Tx } from '../../db/client';
import { REMOVED_BODY, type OutgoingMail } from '../../lib/mail';

export type { OutgoingMail };
import { containsPattern, rows } from '../../lib/sql';
import { mailOutbox } from '../../db/schema/mail';

export async function enqueueMail(db: Tx, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, [mail]);
  return id;
}

/** Several messages in one insert; their ids in the order given. */
export async function enqueueMails(db: Tx, mails: OutgoingMail[]): Promise<string[]> {
  if (!mails.length) return [];
  const inserted = await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ ...mail, attachments: mail.attachments ?? null })))
    .returning({ id: mailOutbox.id });
  return inserted.map((row) => row.id);
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

/** Once a message has left (or been given up), a one-use link in its body is not kept. */
const forgetSecret = {
  html: sql`case when ${mailOutbox.carriesSecret} then ${REMOVED_BODY.html} else ${mailOutbox.html} end`,
  text: sql`case when ${mailOutbox.carriesSecret} then ${REMOVED_BODY.text} else ${mailOutbox.text} end`,
};

export async function markSent(db: Tx, id: string) {
  await db
    .update(mailOutbox)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...forgetSecret,
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
  const givenUp = next >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 1000),
      status: givenUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(secs => ${baseSeconds * 2 ** (next - 1)})`,
      ...(givenUp ? forgetSecret : {}),
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

/**
 * Puts a message back in the queue, attempts reset. `missing` when the id is unknown;
 * `removed` when its body was a one-use link already forgotten (nothing left to send).
 */
export async function requeueMail(db: Tx, id: string): Promise<'queued' | 'missing' | 'removed'> {
  const [found] = await rows<{ queued: boolean }>(
    db,
    sql`with target as (select id, carries_secret and status <> 'PENDING' as removed from mail_outbox where id = ${id}),
      queued as (update mail_outbox m set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null
        from target where m.id = target.id and not target.removed returning m.id)
      select exists (select 1 from queued) as queued from target`,
  );
  return !found ? 'missing' : found.queued ? 'queued' : 'removed';
}
