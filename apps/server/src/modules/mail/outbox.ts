/** The mail outbox: rows written in the caller's transaction, delivered by the mailer. */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/sales';

export interface MailAttachment {
  cid: string;
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

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

/** Exponential backoff: 1, 2, 4 … minutes. */
export async function markFailed(db: Tx, id: string, attempts: number, error: string) {
  const next = attempts + 1;
  await db
    .update(mailOutbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 1000),
      status: next >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(mins => ${2 ** (next - 1)})`,
    })
    .where(eq(mailOutbox.id, id));
}
