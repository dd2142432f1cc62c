import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uuidSchema } from '@tickera/shared/schemas/events';
import {
  bestHoldCreatedSchema,
  bestHoldRequestSchema,
  cartSummaryQuerySchema,
  cartSummarySchema,
  holdCreatedSchema,
  holdListSchema,
  holdRequestSchema,
  holdsQuerySchema,
} from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import { requirePass } from '../waiting-room/public';
import { getCartSummary } from './cart';
import * as service from './service';

export function holdsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['holds'];

  app.post(
    '/api/holds',
    {
      config: { permission: 'holds.own', limit: 'HOLDS_ACCOUNT' },
      schema: {
        operationId: 'holdSeats',
        summary: 'Reserva asientos (todos o ninguno) por 10 minutos',
        tags,
        body: holdRequestSchema,
        response: { 201: holdCreatedSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      // The event's waiting room, when on: 403 QUEUE_REQUIRED without a live pass.
      await requirePass(ctx, user, req.body.eventId);
      return reply.status(201).send(await service.holdSeats(ctx, user, req.body, req.ip));
    },
  );

  app.post(
    '/api/holds/best',
    {
      config: { permission: 'holds.own', limit: 'HOLDS_ACCOUNT' },
      schema: {
        operationId: 'holdBestSeats',
        summary: 'Reserva los mejores N asientos juntos de una zona (elegidos en el servidor)',
        tags,
        body: bestHoldRequestSchema,
        response: { 201: bestHoldCreatedSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      await requirePass(ctx, user, req.body.eventId);
      return reply.status(201).send(await service.holdBestSeats(ctx, user, req.body, req.ip));
    },
  );

  app.get(
    '/api/holds',
    {
      config: { permission: 'holds.own' },
      schema: {
        operationId: 'listHolds',
        summary: 'Las reservas vigentes de la sesión',
        tags,
        querystring: holdsQuerySchema,
        response: { 200: holdListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listHolds(ctx, currentUser(req).id, req.query.eventId),
  );

  app.delete(
    '/api/holds/:seatId',
    {
      config: { permission: 'holds.own', limit: 'HOLDS_ACCOUNT' },
      schema: {
        operationId: 'releaseHold',
        summary: 'Libera un asiento reservado',
        tags,
        params: z.object({ seatId: uuidSchema }),
        response: { 204: z.null(), ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      await service.releaseHolds(ctx, currentUser(req).id, { seatId: req.params.seatId });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/holds',
    {
      config: { permission: 'holds.own', limit: 'HOLDS_ACCOUNT' },
      schema: {
        operationId: 'releaseHolds',
        summary: 'Libera las reservas de la sesión (de un evento o todas)',
        tags,
        querystring: holdsQuerySchema,
        response: { 204: z.null(), ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      await service.releaseHolds(ctx, currentUser(req).id, { eventId: req.query.eventId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cart/summary',
    {
      config: { permission: 'holds.own' },
      schema: {
        operationId: 'getCartSummary',
        summary: 'Resumen de la compra: zonas, cargos, impuestos y totales en USD y Bs.S',
        tags,
        querystring: cartSummaryQuerySchema,
        response: { 200: cartSummarySchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      // Trying codes here is a coupon lookup too: the same limit.
      if (req.query.couponCode) await ctx.limiter.hit('COUPON_LOOKUP', `u:${user.id}`);
      return getCartSummary(ctx, user.id, req.query.eventId, req.query.couponCode);
    },
  );
}
