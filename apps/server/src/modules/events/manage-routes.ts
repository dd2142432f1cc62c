import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  eventInputSchema,
  eventPatchSchema,
  seatGenerationSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
} from '@tickera/shared/schemas/venues';
import {
  adminEventDetailSchema,
  adminEventListSchema,
  eventRecordSchema,
} from '@tickera/shared/schemas/events';
import { seatGenerationResultSchema, zoneSchema } from '@tickera/shared/schemas/seating';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../../plugins/auth';
import * as service from './manage-service';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

export function eventSetupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['event set-up'];
  const permission = 'events.manage' as const;

  app.get(
    '/api/admin/events',
    {
      config: { permission },
      schema: {
        tags,
        response: { 200: adminEventListSchema, ...errors(401, 403) },
      },
    },
    async () => ({ items: await service.listAllEvents(ctx) }),
  );

  app.get(
    '/api/admin/events/:id',
    {
      config: { permission },
      schema: {
        tags,
        params: idParams,
        response: { 200: adminEventDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.getEventForEdit(ctx, req.params.id),
  );

  app.post(
    '/api/events',
    {
      config: { permission },
      schema: {
        tags,
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
      config: { permission },
      schema: {
        tags,
        params: idParams,
        body: eventPatchSchema,
        response: { 200: eventRecordSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.updateEvent(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/api/events/:id/zones',
    {
      config: { permission },
      schema: {
        tags,
        params: idParams,
        body: zoneInputSchema,
        response: { 201: zoneSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.createZone(ctx, currentUser(req), req.params.id, req.body, req.ip)),
  );

  app.patch(
    '/api/zones/:id',
    {
      config: { permission },
      schema: {
        tags,
        params: idParams,
        body: zonePatchSchema,
        response: { 200: zoneSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.updateZone(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/api/zones/:id/seats',
    {
      config: { permission },
      schema: {
        tags,
        params: idParams,
        body: seatGenerationSchema,
        response: { 201: seatGenerationResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.generateSeats(ctx, currentUser(req), req.params.id, req.body, req.ip)),
  );

  app.post(
    '/api/zones/:id/tables',
    {
      config: { permission },
      schema: {
        tags,
        params: idParams,
        body: tableGenerationSchema,
        response: { 201: seatGenerationResultSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.generateTables(ctx, currentUser(req), req.params.id, req.body, req.ip)),
  );
}
