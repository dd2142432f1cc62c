/**
 * The compact seat map the seat page draws from (decision 016): the layout without seat
 * ids (kept by browsers under its version), the statuses by ordinal, and one zone's ids
 * when the page needs them. GET …/seat-map (routes.ts) stays as API.md describes it.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '@tickera/shared/permissions';
import { eventIdParams } from '@tickera/shared/schemas/events';
import {
  layoutVersionQuery,
  seatLayoutSchema,
  seatMapStatusSchema,
  zoneIdsQuery,
  zoneSeatIdsSchema,
} from '@tickera/shared/schemas/seating';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

/**
 * A versioned answer asked for by its current version never changes: keep it a year (a
 * shared cache only when anyone may see the event). Any other version gets the current
 * answer, to be asked again (the page then asks for the version that answer names).
 */
function cacheControl(current: boolean, audience: service.Audience): string {
  if (!current) return 'no-cache';
  return `${audience === 'public' ? 'public' : 'private'}, max-age=31536000, immutable`;
}

export function compactSeatMapRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['seating'];
  const config = { permission: 'public' as const };

  app.get(
    '/api/events/:id/seat-map/layout',
    {
      config,
      schema: {
        operationId: 'getSeatLayout',
        summary: 'Disposición del mapa de asientos, sin identificadores, por versión',
        tags,
        params: eventIdParams,
        querystring: layoutVersionQuery,
        response: { 200: seatLayoutSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const canManage = can(req.user?.role, 'events.manage');
      const { v, f } = req.query;
      const layout = await service.getSeatLayout(ctx, req.params.id, v, canManage, f);
      // Ready text from the layout cache, like the JSON map; the schema documents it.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', cacheControl(layout.current, layout.audience))
        .send(layout.text as never);
    },
  );

  app.get(
    '/api/events/:id/seat-map/status',
    {
      config,
      schema: {
        operationId: 'getSeatStatus',
        summary: 'Asientos no disponibles (retenidos, vendidos, míos) por número de orden',
        tags,
        params: eventIdParams,
        response: { 200: seatMapStatusSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const canManage = can(req.user?.role, 'events.manage');
      reply.header('cache-control', 'no-store');
      return service.getSeatStatus(ctx, req.params.id, req.user?.id ?? null, canManage);
    },
  );

  app.get(
    '/api/events/:id/seat-map/ids',
    {
      config,
      schema: {
        operationId: 'getZoneSeatIds',
        summary: 'Identificadores de los asientos de una zona, en orden',
        tags,
        params: eventIdParams,
        querystring: zoneIdsQuery,
        response: { 200: zoneSeatIdsSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const canManage = can(req.user?.role, 'events.manage');
      const { zone, v } = req.query;
      const ids = await service.getZoneSeatIds(ctx, req.params.id, zone, v, canManage);
      reply.header('cache-control', cacheControl(ids.current, ids.audience));
      return ids.body;
    },
  );
}
