import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '@tickera/shared/permissions';
import { eventIdParams } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../../plugins/auth';
import { loadInvoice } from './invoice-data';
import { renderInvoicePdf } from './invoice-pdf';
import { readOrder } from './read';

export function invoiceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['orders'],
        summary: 'Factura de la orden en PDF (dueño o personal de ventas)',
        params: eventIdParams,
        // The PDF on 200; the errors are the usual JSON body.
        produces: ['application/pdf', 'application/json'],
        response: {
          200: z
            .custom<Buffer>((v) => Buffer.isBuffer(v))
            .meta({ type: 'string', format: 'binary', description: 'La factura en PDF' }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const order = await readOrder(ctx.db, req.params.id);
      // Someone else's order is "not found", so ids cannot be probed.
      if (order.customer.id !== user.id && !can(user.role, 'orders.list'))
        throw new AppError('NOT_FOUND');
      const pdf = await renderInvoicePdf(await loadInvoice(ctx.db, order));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="factura-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
