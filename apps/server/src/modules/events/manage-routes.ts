import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventInputSchema, eventPatchSchema } from '@tickera/shared/schemas/event-setup';
import {
  seatGenerationSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
} from '@tickera/shared/schemas/seating-setup';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/current-user';
import * as service from './manage-service';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });
const anyRow = z.record(z.string(), z.unknown());
const generated = z.object({ created: z.number(), tables: z.number().optional() });

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
        response: { 200: z.object({ items: z.array(anyRow) }), ...errors(401, 403) },
      },
    },
    async () => ({ items: await service.listAllEvents(ctx) }),
  );

  app.get(
    '/api/admin/events/:id',
    {
      config: { permission },
      schema: { tags, params: idParams, response: { 200: anyRow, ...errors(400, 401, 403, 404) } },
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
        response: { 201: anyRow, ...errors(400, 401, 403, 409) },
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
        response: { 200: anyRow, ...errors(400, 401, 403, 404) },
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
        response: { 201: anyRow, ...errors(400, 401, 403, 404, 409) },
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
        response: { 200: anyRow, ...errors(400, 401, 403, 404) },
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
        response: { 201: generated, ...errors(400, 401, 403, 404, 409) },
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
        response: { 201: generated, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.generateTables(ctx, currentUser(req), req.params.id, req.body, req.ip)),
  );
}
