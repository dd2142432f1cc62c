/**
 * Delivers the outbox: over SMTP when SMTP_URL is set, else each message is written
 * as an .eml file under DATA_DIR/mail (nothing is lost, and a person can open it): files
 * only the server's user reads (0600, in a 0700 folder). In production such a file never
 * holds a working one-use link (reset, activation): the link is left out, and the server
 * warns at start that e-mail is not delivered.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../context';

export type { Mailer };
import type { Db } from '../../db/client';
import { claimDue, enqueueMail, enqueueMails, markFailed, markSent } from './repo';

/** What a one-use link becomes in a production mail file (no SMTP_URL). */
export const LINK_OMITTED = '[enlace omitido: configure SMTP_URL]';
/** A link that carries a token in its query string (the reset and activation links). */
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]*/g;
const omitLinks = (body: string) => body.replace(TOKEN_LINK, LINK_OMITTED);

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
  // A production install writing mail to files: nobody receives a message, and a one-use
  // link left in a file would let whoever reads the folder take the account.
  const withoutLinks = !!dir && config.production;
  if (withoutLinks)
    log.warn(
      `SMTP_URL no está configurado: los correos no se envían, se escriben en ${dir} y sin sus enlaces de recuperación o activación`,
    );
  let dirReady = false;
  const writeMailFile = (name: string, message: Buffer) => {
    if (!dirReady) {
      // Made by an older version with the default mode: tightened once per process.
      mkdirSync(dir!, { recursive: true, mode: 0o700 });
      chmodSync(dir!, 0o700);
      dirReady = true;
    }
    writeFileSync(join(dir!, name), message, { mode: 0o600 });
  };
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
              html: withoutLinks ? omitLinks(m.html) : m.html,
              text: withoutLinks ? omitLinks(m.text) : m.text,
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
              const stamp = new Date().toISOString().replace(/[:.]/g, '-');
              writeMailFile(
                `${stamp}-${m.template}-${m.id.slice(0, 8)}.eml`,
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
    enqueueAll: enqueueMails,
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
