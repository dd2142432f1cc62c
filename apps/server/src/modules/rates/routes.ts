import type { FastifyInstance } from 'fastify';
import { rateSchema } from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { errorBodySchema, typed } from '../../lib/http';
import * as service from './service';

export function ratesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/rates/current',
    {
      config: { permission: 'public' },
      schema: { tags: ['rates'], response: { 200: rateSchema, 503: errorBodySchema } },
    },
    async () => service.getCurrentRate(ctx),
  );
}
