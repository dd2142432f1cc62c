/** The e-mail outbox: the `mail` module's table. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns';

/** Durable e-mail: written in the same transaction as the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Inline attachments: [{cid, filename, contentBase64, contentType}]. */
    attachments: jsonb('attachments'),
    /**
     * The body holds a one-use secret (a reset or activation link): kept while the message
     * waits to be sent, replaced by a notice once it is sent or given up (022).
     */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
