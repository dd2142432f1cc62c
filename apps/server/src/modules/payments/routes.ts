import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bankOptionListSchema } from '@tickera/shared/schemas/stores';
import type { AppContext } from '../../context';
import { banks } from '../../db/schema/sales';
import { errors, typed } from '../../lib/http';
import { iso, rows } from '../../lib/sql';

export function paymentsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/banks',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['payments'],
        response: {
          200: bankOptionListSchema,
        },
      },
    },
    async () => ({
      items: await ctx.db
        .select({ id: banks.id, code: banks.code, name: banks.name })
        .from(banks)
        .where(and(eq(banks.isActive, true), eq(banks.isDelete, false)))
        .orderBy(asc(banks.code)),
    }),
  );

  typed(fastify).get(
    '/api/payments',
    {
      config: { permission: 'payments.lookup' },
      schema: {
        tags: ['payments'],
        querystring: z.object({
          reference: z.string().trim().min(3, { error: 'Indique al menos 3 caracteres' }).max(30),
        }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                orderId: z.uuid(),
                orderNumber: z.number(),
                orderStatus: z.string(),
                bankName: z.string().nullable(),
                reference: z.string(),
                amount: z.string(),
                currency: z.string(),
                date: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => {
      // Every payment with that reference, at any bank, live or not: the box office checks reuse.
      const found = await rows<{
        orderId: string;
        orderNumber: number;
        orderStatus: string;
        bankName: string | null;
        reference: string;
        amount: string;
        currency: string;
        date: string | null;
        createdAt: Date;
      }>(
        ctx.db,
        sql`select pm.order_id as "orderId", o.number as "orderNumber", o.status as "orderStatus", b.code || ' - ' || b.name as "bankName", pm.reference,
            pm.amount::text as amount, pm.currency, pm.payment_date::text as date, pm.created_at as "createdAt"
          from payments pm join orders o on o.id = pm.order_id left join banks b on b.id = pm.bank_id
          where pm.reference = ${req.query.reference} order by pm.created_at desc`,
      );
      return { items: found.map((p) => ({ ...p, createdAt: iso(p.createdAt) })) };
    },
  );
}
