import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

export function couponsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/coupons/:code',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getCoupon',
        summary: 'Un cupón utilizable por su código',
        tags: ['coupons'],
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        response: {
          200: z.object({
            code: z.string(),
            eventId: z.uuid(),
            discountType: z.string(),
            discountValue: z.string(),
            validTo: z.string().nullable(),
            remainingUses: z.number().nullable(),
          }),
          ...errors(400, 404),
        },
      },
    },
    async (req) => service.getCoupon(ctx, req.params.code),
  );
}
