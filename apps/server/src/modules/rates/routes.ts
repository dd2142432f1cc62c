import type { FastifyInstance } from 'fastify';
import {
  currentRateSchema,
  manualRateSchema,
  rateEntrySchema,
  rateHistoryQuerySchema,
  rateHistorySchema,
  rateRefreshSchema,
} from '@tickera/shared/schemas/rates';
import type { AppContext } from '../../context';
import { errorBodySchema, errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import { createManualRate, refreshRateNow } from './manage-rates';
import * as service from './service';

export function ratesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['rates'];

  app.get(
    '/api/rates/current',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getCurrentRate',
        summary: 'Tasa BCV vigente',
        tags,
        response: { 200: currentRateSchema, 503: errorBodySchema },
      },
    },
    async () => service.getCurrentRate(ctx),
  );

  app.get(
    '/api/rates',
    {
      // Admin and auditor: the same readers as the reports the rates feed.
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'listRates',
        summary: 'Historial de tasas',
        tags,
        querystring: rateHistoryQuerySchema,
        response: { 200: rateHistorySchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listRateHistory(ctx, req.query),
  );

  app.post(
    '/api/rates',
    {
      config: { permission: 'rates.manage' },
      schema: {
        operationId: 'createRate',
        summary: 'Registra una tasa a mano (auditado)',
        tags,
        body: manualRateSchema,
        response: { 201: rateEntrySchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createManualRate(ctx, currentUser(req), req.body, req.ip)),
  );

  app.post(
    '/api/rates/refresh',
    {
      config: { permission: 'rates.manage' },
      schema: {
        operationId: 'refreshRate',
        summary: 'Consulta la tasa del BCV ahora',
        tags,
        response: { 200: rateRefreshSchema, ...errors(401, 403), 502: errorBodySchema },
      },
    },
    async (req) => refreshRateNow(ctx, currentUser(req), req.ip),
  );
}
