import type { FastifyInstance } from 'fastify';
import {
  adminEventListSchema,
  adminEventDetailSchema,
  eventInputSchema,
  eventPatchSchema,
  eventRecordSchema,
} from '@tickera/shared/schemas/events';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import { eventPlanAnswerSchema } from '@tickera/shared/schemas/venue-plans';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { imageBodyLimit } from '../../lib/images';
import { currentUser } from '../auth/public';
import * as service from './manage-service';
import { takeVenuePlan } from './plan';

export function eventSetupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['events'];
  const permission = 'events.manage' as const;

  app.get(
    '/api/admin/events',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'listAllEvents',
        summary: 'Todos los eventos, publicados o no, con asientos y vendidos',
        response: { 200: adminEventListSchema, ...errors(401, 403) },
      },
    },
    async () => service.listAllEvents(ctx),
  );

  app.get(
    '/api/admin/events/:id',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'getEventForEdit',
        summary: 'Un evento como lo edita el formulario (configuración y zonas)',
        params: idParams,
        response: { 200: adminEventDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.getEventForEdit(ctx, req.params.id),
  );

  app.post(
    '/api/events',
    {
      bodyLimit: imageBodyLimit(1),
      config: { permission },
      schema: {
        tags,
        operationId: 'createEvent',
        summary: 'Crea un evento con su configuración de cargos (auditado)',
        body: eventInputSchema,
        response: { 201: eventRecordSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createEvent(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/events/:id',
    {
      bodyLimit: imageBodyLimit(1),
      config: { permission },
      schema: {
        tags,
        operationId: 'updateEvent',
        summary: 'Cambia un evento (auditado)',
        params: idParams,
        body: eventPatchSchema,
        response: { 200: eventRecordSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.updateEvent(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/api/admin/events/:id/plan',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'takeVenuePlan',
        summary:
          'El evento toma la versión vigente del plano de su lugar (auditado; sin órdenes y antes de la venta)',
        params: idParams,
        response: { 200: eventPlanAnswerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => takeVenuePlan(ctx, currentUser(req), req.params.id, req.ip),
  );
}
