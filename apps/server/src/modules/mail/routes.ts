/** The staff mail log: what was sent, what is waiting or failed, and a resend. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { errors, typed } from '../../lib/http';
import { containsPattern, iso, rows } from '../../lib/sql';
import { currentUser } from '../auth/current-user';

const query = z.object({
  status: z
    .enum(['PENDING', 'SENT', 'FAILED'], { error: 'Estado inválido (PENDING, SENT o FAILED)' })
    .optional(),
  to: z.string().trim().min(2).max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const mailRow = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function mailRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['mail'];

  app.get(
    '/api/mail',
    {
      config: { permission: 'mail.log' },
      schema: {
        tags,
        querystring: query,
        response: {
          200: z.object({ items: z.array(mailRow), total: z.number(), hasMore: z.boolean() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => {
      const { status, to, page, limit } = req.query;
      const conds = [sql`true`];
      if (status) conds.push(sql`status = ${status}`);
      if (to) conds.push(sql`"to" ilike ${containsPattern(to)}`);
      const where = sql.join(conds, sql` and `);
      const [{ total }] = await rows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from mail_outbox where ${where}`,
      );
      const found = await rows<
        Omit<z.infer<typeof mailRow>, 'createdAt' | 'sentAt'> & {
          createdAt: Date;
          sentAt: Date | null;
        }
      >(
        ctx.db,
        sql`select id, "to", subject, template, status, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
          from mail_outbox where ${where} order by created_at desc limit ${limit} offset ${(page - 1) * limit}`,
      );
      return {
        items: found.map((m) => ({
          ...m,
          createdAt: iso(m.createdAt),
          sentAt: m.sentAt ? iso(m.sentAt) : null,
        })),
        total,
        hasMore: page * limit < total,
      };
    },
  );

  app.post(
    '/api/mail/:id/resend',
    {
      config: { permission: 'mail.log' },
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Identificador inválido' }) }),
        response: { 202: z.object({ queued: z.literal(true) }), ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const updated = await rows<{ id: string }>(
        ctx.db,
        sql`update mail_outbox set status = 'PENDING', attempts = 0, next_attempt_at = now(), last_error = null where id = ${req.params.id} returning id`,
      );
      if (!updated.length) throw new AppError('NOT_FOUND');
      await writeAudit(ctx.db, {
        actorId: currentUser(req).id,
        action: 'mail.resend',
        entity: 'mail',
        entityId: req.params.id,
        ip: req.ip,
      });
      ctx.mailer.kick();
      return reply.status(202).send({ queued: true as const });
    },
  );
}
