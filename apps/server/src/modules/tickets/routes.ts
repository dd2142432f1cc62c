/** Entradas (admin): every issued ticket with search, and the ticket e-mail resent on demand. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { errors, typed } from '../../lib/http';
import { containsPattern, iso, rows } from '../../lib/sql';
import { currentUser } from '../auth/current-user';
import { queueTicketMail } from '../orders/ticket-delivery';

const query = z.object({
  q: z.string().trim().min(2, { error: 'Escriba al menos 2 caracteres' }).max(100).optional(),
  eventId: z.uuid({ error: 'Identificador inválido' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

const ticketRow = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(['VALIDA', 'INGRESADA', 'ANULADA']),
  checkedInAt: z.string().nullable(),
  orderId: z.uuid(),
  orderNumber: z.number(),
  eventName: z.string(),
  eventStartAt: z.string(),
  zoneName: z.string(),
  seatName: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
});

export function ticketsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['tickets'];

  app.get(
    '/api/tickets',
    {
      config: { permission: 'tickets.manage' },
      schema: {
        tags,
        querystring: query,
        response: {
          200: z.object({ items: z.array(ticketRow), total: z.number(), hasMore: z.boolean() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => {
      const { q, eventId, page, limit } = req.query;
      const conds = [sql`true`];
      if (eventId) conds.push(sql`t.event_id = ${eventId}`);
      if (q) {
        const like = containsPattern(q);
        conds.push(
          sql`(t.code ilike ${like} or p.name || ' ' || p.last_name ilike ${like} or u.email ilike ${like} or p.identification ilike ${like} or s.name ilike ${like})`,
        );
      }
      const where = sql.join(conds, sql` and `);
      const from = sql`from tickets t join orders o on o.id = t.order_id join events e on e.id = t.event_id join seats s on s.id = t.seat_id
      join zones z on z.id = s.zone_id join users u on u.id = o.customer_id join profiles p on p.user_id = o.customer_id
      left join checkins c on c.ticket_id = t.id`;
      const [{ total }] = await rows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total ${from} where ${where}`,
      );
      const found = await rows<
        Omit<z.infer<typeof ticketRow>, 'checkedInAt' | 'eventStartAt'> & {
          checkedInAt: Date | null;
          eventStartAt: Date;
        }
      >(
        ctx.db,
        sql`select t.id, t.code, case when not t.is_active or o.status = 'ANULADA' then 'ANULADA' when c.id is not null then 'INGRESADA' else 'VALIDA' end as status,
            c.checked_in_at as "checkedInAt", o.id as "orderId", o.number as "orderNumber", e.name as "eventName", e.start_at as "eventStartAt",
            z.name as "zoneName", s.name as "seatName", p.name || ' ' || p.last_name as "customerName", u.email as "customerEmail"
          ${from} where ${where} order by t.created_at desc, t.code limit ${limit} offset ${(page - 1) * limit}`,
      );
      return {
        items: found.map((r) => ({
          ...r,
          checkedInAt: r.checkedInAt ? iso(r.checkedInAt) : null,
          eventStartAt: iso(r.eventStartAt),
        })),
        total,
        hasMore: page * limit < total,
      };
    },
  );

  app.post(
    '/api/orders/:id/resend-tickets',
    {
      config: { permission: 'tickets.manage' },
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Identificador inválido' }) }),
        response: { 202: z.object({ queued: z.boolean() }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const queued = await ctx.db.transaction(async (tx) => {
        const [order] = await rows<{ id: string }>(
          tx,
          sql`select id from orders where id = ${req.params.id}`,
        );
        if (!order) throw new AppError('NOT_FOUND');
        const ok = await queueTicketMail(ctx, tx, req.params.id);
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'tickets.resend',
          entity: 'order',
          entityId: req.params.id,
          ip: req.ip,
        });
        return ok;
      });
      ctx.mailer.kick();
      return reply.status(202).send({ queued });
    },
  );
}
