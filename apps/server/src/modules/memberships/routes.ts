import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventIdParams } from '@tickera/shared/schemas/events';
import {
  createMembershipSchema,
  membershipListQuerySchema,
  membershipListSchema,
  membershipSchema,
  membershipTypeInputSchema,
  membershipTypeListSchema,
  membershipTypePatchSchema,
  membershipTypeSchema,
} from '@tickera/shared/schemas/memberships';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

const tags = ['memberships'];

export function membershipsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/membership-types',
    {
      config: { permission: 'membershipTypes.read' },
      schema: {
        operationId: 'listMembershipTypes',
        summary: 'Tipos de membresía con los eventos de su temporada',
        tags,
        response: { 200: membershipTypeListSchema, ...errors(401, 403) },
      },
    },
    async () => service.listTypes(ctx),
  );

  app.post(
    '/api/membership-types',
    {
      config: { permission: 'membershipTypes.manage' },
      schema: {
        operationId: 'createMembershipType',
        summary: 'Crea un tipo de membresía (auditado)',
        tags,
        body: membershipTypeInputSchema,
        response: { 201: membershipTypeSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createType(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/membership-types/:id',
    {
      config: { permission: 'membershipTypes.manage' },
      schema: {
        operationId: 'patchMembershipType',
        summary: 'Cambia el nombre, el precio, la zona o el estado de un tipo (auditado)',
        tags,
        params: eventIdParams,
        body: membershipTypePatchSchema,
        response: { 200: membershipTypeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.patchType(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/api/memberships',
    {
      config: { permission: 'memberships.create' },
      schema: {
        operationId: 'createMembership',
        summary: 'Vende una membresía: los mismos asientos en cada evento de la temporada',
        tags,
        body: createMembershipSchema,
        response: { 201: membershipSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.createMembership(ctx, currentUser(req), req.body, req.ip)),
  );

  app.get(
    '/api/memberships',
    {
      config: { permission: 'memberships.read' },
      schema: {
        operationId: 'listMemberships',
        summary: 'Membresías, las más nuevas primero; `code` busca una por su código',
        tags,
        querystring: membershipListQuerySchema,
        response: { 200: membershipListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listMemberships(ctx, req.query.code),
  );

  app.delete(
    '/api/memberships/:id',
    {
      config: { permission: 'memberships.delete' },
      schema: {
        operationId: 'removeMembership',
        summary: 'Anula una membresía: libera sus asientos en los eventos que no han empezado',
        tags,
        params: eventIdParams,
        response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await service.removeMembership(ctx, currentUser(req), req.params.id, req.ip);
      return reply.status(204).send(null);
    },
  );
}
