import type { FastifyInstance } from 'fastify';
import {
  locationInputSchema,
  locationListSchema,
  locationPatchSchema,
  locationSchema,
} from '@tickera/shared/schemas/locations';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

const tags = ['locations'];

export function locationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/locations',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'listLocations',
        summary: 'Lugares de los eventos',
        response: { 200: locationListSchema, ...errors(401, 403) },
      },
    },
    async () => service.listLocations(ctx),
  );

  app.post(
    '/api/locations',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'createLocation',
        summary: 'Crea un lugar (auditado)',
        body: locationInputSchema,
        response: { 201: locationSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createLocation(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/locations/:id',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'patchLocation',
        summary: 'Cambia un lugar (auditado)',
        params: idParams,
        body: locationPatchSchema,
        response: { 200: locationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.patchLocation(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );
}
