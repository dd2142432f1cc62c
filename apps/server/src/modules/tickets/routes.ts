import type { FastifyInstance } from 'fastify';
import { listTicketsQuerySchema, ticketPageSchema } from '@tickera/shared/schemas/tickets';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

export function ticketsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  typed(fastify).get(
    '/api/tickets',
    {
      config: { permission: 'tickets.manage' },
      schema: {
        tags: ['tickets'],
        operationId: 'listTickets',
        summary: 'Entradas emitidas, con búsqueda por código, cliente o asiento',
        querystring: listTicketsQuerySchema,
        response: { 200: ticketPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listTickets(ctx, req.query),
  );
}
