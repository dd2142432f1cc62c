import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '@tickera/shared/permissions';
import {
  eventDetailSchema,
  eventIdParams,
  eventSummarySchema,
  listEventsQuerySchema,
} from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

export function eventsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['events'];

  app.get(
    '/api/events',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'listEvents',
        summary: 'Eventos publicados a la venta, los más próximos primero',
        tags,
        querystring: listEventsQuerySchema,
        response: { 200: z.object({ items: z.array(eventSummarySchema) }), ...errors(400) },
      },
    },
    async (req) => service.listEvents(ctx, req.query.category),
  );

  app.get(
    '/api/events/:id',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getEvent',
        summary: 'Un evento con su lugar y sus zonas',
        tags,
        params: eventIdParams,
        response: { 200: eventDetailSchema, ...errors(400, 404) },
      },
    },
    async (req) => service.getEvent(ctx, req.params.id, can(req.user?.role, 'events.manage')),
  );
}
