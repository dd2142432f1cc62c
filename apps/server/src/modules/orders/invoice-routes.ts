import type { FastifyInstance } from 'fastify';
import { eventIdParams } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { errors, pdfSchema, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import { loadInvoice } from './invoice-data';
import { renderInvoicePdf } from './invoice-pdf';
import { readOrderFor, seesCodes } from './read';
import { renderTicketsPdf } from '../tickets/public';
import { AppError } from '../../errors';

export function invoiceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'getInvoicePdf',
        tags: ['orders'],
        summary: 'Factura de la orden en PDF (dueño o personal de ventas)',
        params: eventIdParams,
        // The PDF on 200; the errors are the usual JSON body.
        produces: ['application/pdf', 'application/json'],
        response: {
          200: pdfSchema('La factura en PDF'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const order = await readOrderFor(ctx.db, currentUser(req), req.params.id);
      const pdf = await renderInvoicePdf(await loadInvoice(ctx.db, order));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="factura-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/orders/:id/tickets.pdf',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'getTicketsPdf',
        tags: ['orders'],
        summary: 'Entradas de una orden pagada en PDF, una por página con su QR',
        params: eventIdParams,
        produces: ['application/pdf', 'application/json'],
        response: {
          200: pdfSchema('Las entradas en PDF'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const order = await readOrderFor(ctx.db, user, req.params.id);
      // Entry documents go to the owner and the box office only (an auditor reads the order).
      if (!seesCodes(user, order.customer.id)) throw new AppError('FORBIDDEN');
      if (order.status !== 'PAGADA') {
        throw new AppError(
          'VALIDATION',
          { fields: { id: 'La orden no está pagada' } },
          'Las entradas se emiten cuando la orden está pagada.',
          409,
        );
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="entradas-${order.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderTicketsPdf(order));
    },
  );
}
