import type { FastifyInstance } from 'fastify';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import {
  seatGenerationSchema,
  seatGenerationResultSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
  zoneSchema,
} from '@tickera/shared/schemas/seating';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './manage-service';

export function seatingSetupRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['seating'];
  const permission = 'events.manage' as const;

  app.post(
    '/api/events/:id/zones',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'createZone',
        summary: 'Crea una zona del evento (auditado)',
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
        operationId: 'updateZone',
        summary: 'Cambia una zona (auditado)',
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
        operationId: 'generateSeats',
        summary: 'Genera asientos por filas en una zona (auditado)',
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
        operationId: 'generateTables',
        summary: 'Genera mesas VIP con sus puestos (auditado)',
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
