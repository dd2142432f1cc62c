import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { banks } from '../../db/schema/sales';
import { typed } from '../../lib/http';

export function paymentsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/banks',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({
            items: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
          }),
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
}
