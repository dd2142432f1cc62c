import type { FastifyInstance } from 'fastify';
import { paymentLookupQuerySchema, paymentUseListSchema } from '@tickera/shared/schemas/payments';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

export function paymentsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/payments',
    {
      config: { permission: 'payments.lookup' },
      schema: {
        tags: ['payments'],
        operationId: 'findPaymentUses',
        summary: 'Pagos que usan una referencia, en cualquier banco y como se haya escrito',
        querystring: paymentLookupQuerySchema,
        response: { 200: paymentUseListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.findPaymentUses(ctx, req.query.reference),
  );
}
