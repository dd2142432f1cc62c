import type { FastifyInstance } from 'fastify';
import {
  locationInputSchema,
  locationListSchema,
  locationPatchSchema,
  locationSchema,
} from '@tickera/shared/schemas/locations';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import {
  planVersionListSchema,
  planVersionParams,
  planVersionSchema,
} from '@tickera/shared/schemas/venue-plans';
import { venuePlanSchema } from '@tickera/shared/venue-plan';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as plans from './plans';
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

  app.get(
    '/api/locations/:id/plan',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'getLocationPlan',
        summary: 'El plano vigente de un lugar (su última versión)',
        params: idParams,
        response: { 200: planVersionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => plans.getCurrentPlan(ctx, req.params.id),
  );

  app.put(
    '/api/locations/:id/plan',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'saveLocationPlan',
        summary: 'Guarda el plano como una versión nueva (auditado); 422 con los asientos en falta',
        params: idParams,
        body: venuePlanSchema,
        response: { 200: planVersionSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (req) => plans.savePlan(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.get(
    '/api/locations/:id/plan/versions',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'listLocationPlanVersions',
        summary: 'Las versiones guardadas del plano de un lugar, la más nueva primero',
        params: idParams,
        response: { 200: planVersionListSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => plans.listPlanVersions(ctx, req.params.id),
  );

  app.get(
    '/api/locations/:id/plan/versions/:version',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        operationId: 'getLocationPlanVersion',
        summary: 'Una versión del plano de un lugar',
        params: planVersionParams,
        response: { 200: planVersionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => plans.getPlanVersion(ctx, req.params.id, req.params.version),
  );
}
