/**
 * Delivers the outbox: over SMTP when SMTP_URL is set, else each message is written
 * as an .eml file under DATA_DIR/mail (nothing is lost, and a person can open it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../context';

export type { Mailer };
import type { Db } from '../../db/client';
import { claimDue, enqueueMail, markFailed, markSent } from './repo';

function createTransport(config: Config): { transporter: Transporter; dir?: string } {
  if (config.smtpUrl)
    return {
      // A server that accepts and then says nothing must not keep a delivery run (and the
      // rows it has claimed) for nodemailer's default minutes: it is a failed attempt.
      transporter: nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  const dir = join(config.dataDir, 'mail');
  return {
    transporter: nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
    dir,
  };
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const { transporter, dir } = createTransport(config);
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const due = await claimDue(tx, 10);
        for (const m of due) {
          try {
            const info = await transporter.sendMail({
              from: config.mailFrom,
              to: m.to,
              subject: m.subject,
              html: m.html,
              text: m.text,
              attachments: (
                (m.attachments as
                  | { cid: string; filename: string; contentType: string; contentBase64: string }[]
                  | null) ?? []
              ).map((a) => ({
                cid: a.cid,
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            });
            if (dir) {
              mkdirSync(dir, { recursive: true });
              const stamp = new Date().toISOString().replace(/[:.]/g, '-');
              writeFileSync(
                join(dir, `${stamp}-${m.template}-${m.id.slice(0, 8)}.eml`),
                info.message as Buffer,
              );
            }
            await markSent(tx, m.id);
            sent++;
          } catch (err) {
            log.warn({ err, mailId: m.id }, 'mail delivery failed; will retry');
            await markFailed(
              tx,
              m.id,
              m.attempts,
              (err as Error).message,
              config.mailBackoffSeconds,
            );
          }
        }
        return due.length;
      });
      if (batch < 10) return sent;
    }
  }

  async function deliverDue(): Promise<number> {
    if (closed) return 0;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runOnce();
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    enqueue: enqueueMail,
    kick() {
      deliverDue().catch((err) => log.error({ err }, 'mail outbox run failed'));
    },
    deliverDue,
    async close() {
      closed = true;
      // The run under way finishes its batch (each message sent is marked so) before the
      // database closes; what is left stays PENDING for the next start.
      await running?.catch(() => undefined);
      transporter.close();
    },
  };
}
