import type { FastifyInstance } from 'fastify';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import {
  bankOptionListSchema,
  bankInputSchema,
  bankListSchema,
  bankPatchSchema,
  bankSchema,
  storeInputSchema,
  storeListSchema,
  storePatchSchema,
  storeSchema,
} from '@tickera/shared/schemas/stores';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { imageBodyLimit } from '../../lib/images';
import { currentUser } from '../auth/public';
import * as service from './service';

const tags = ['stores'];

export function storesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/stores',
    {
      config: { permission: 'stores.manage' },
      schema: {
        tags,
        operationId: 'listStores',
        summary: 'Tiendas (emisoras de facturas)',
        response: { 200: storeListSchema, ...errors(401, 403) },
      },
    },
    async () => service.listStores(ctx),
  );

  app.post(
    '/api/stores',
    {
      bodyLimit: imageBodyLimit(3),
      config: { permission: 'stores.manage' },
      schema: {
        tags,
        operationId: 'createStore',
        summary: 'Crea una tienda con su logo y firma (auditado)',
        body: storeInputSchema,
        response: { 201: storeSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createStore(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/stores/:id',
    {
      bodyLimit: imageBodyLimit(3),
      config: { permission: 'stores.manage' },
      schema: {
        tags,
        operationId: 'patchStore',
        summary: 'Cambia una tienda (auditado)',
        params: idParams,
        body: storePatchSchema,
        response: { 200: storeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.patchStore(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.get(
    '/api/banks',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        operationId: 'listActiveBanks',
        summary: 'Bancos activos, por código',
        response: { 200: bankOptionListSchema },
      },
    },
    async () => service.listActiveBanks(ctx),
  );

  app.get(
    '/api/admin/banks',
    {
      config: { permission: 'banks.manage' },
      schema: {
        tags,
        operationId: 'listBanks',
        summary: 'Todos los bancos, activos o no',
        response: { 200: bankListSchema, ...errors(401, 403) },
      },
    },
    async () => service.listBanks(ctx),
  );

  app.post(
    '/api/banks',
    {
      config: { permission: 'banks.manage' },
      schema: {
        tags,
        operationId: 'createBank',
        summary: 'Registra un banco con su código SUDEBAN (auditado)',
        body: bankInputSchema,
        response: { 201: bankSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createBank(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/banks/:id',
    {
      config: { permission: 'banks.manage' },
      schema: {
        tags,
        operationId: 'patchBank',
        summary: 'Cambia un banco (auditado)',
        params: idParams,
        body: bankPatchSchema,
        response: { 200: bankSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.patchBank(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );
}
