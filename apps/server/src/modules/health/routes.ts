import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pingDatabase } from './repo';
import { errorBodySchema, typed } from '../../lib/http';

export function healthRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/health',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Estado del servidor y de la base de datos',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBodySchema,
        },
      },
    },
    async (_req, reply) => {
      try {
        await pingDatabase(ctx.db);
      } catch {
        return reply.status(503).send({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'La base de datos no responde.' },
        });
      }
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}
