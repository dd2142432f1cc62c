import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventIdParams } from '@tickera/shared/schemas/events';
import {
  approveOrderSchema,
  cancelOrderSchema,
  createOrderSchema,
  listOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  reviewOrderSchema,
} from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import { createOrder } from './create-order';
import { approveOrder, cancelOrder, reviewOrder } from './manage-order';
import { listOrders, readCustomerOrders, readOrderFor } from './read';
import { resendTickets } from './ticket-delivery';

export function ordersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['orders'];

  app.post(
    '/api/orders',
    {
      config: { permission: 'orders.create' },
      schema: {
        operationId: 'createOrder',
        summary: 'Crea una orden con las reservas vigentes (tasa congelada, plazo de pago)',
        tags,
        headers: z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() }),
        body: createOrderSchema,
        response: { 200: orderSchema, 201: orderSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) => {
      const { order, replayed } = await createOrder(
        ctx,
        currentUser(req),
        req.body,
        req.headers['idempotency-key'],
        req.ip,
      );
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/api/orders/mine',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'listMyOrders',
        summary: 'Las órdenes del comprador, salvo las anuladas',
        tags,
        response: { 200: orderListSchema, ...errors(401, 403) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { items: await readCustomerOrders(ctx.db, user, user.id) };
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'getOrder',
        summary: 'Una orden con asientos, entradas, pago y totales',
        tags,
        params: eventIdParams,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => readOrderFor(ctx.db, currentUser(req), req.params.id),
  );

  app.get(
    '/api/orders',
    {
      config: { permission: 'orders.list' },
      schema: {
        operationId: 'listOrders',
        summary: 'Órdenes para el personal, con filtros y búsqueda',
        tags,
        querystring: listOrdersQuerySchema,
        response: {
          200: orderListSchema.extend({ total: z.number(), hasMore: z.boolean() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => listOrders(ctx.db, currentUser(req), req.query),
  );

  app.post(
    '/api/orders/:id/approve',
    {
      config: { permission: 'orders.approve' },
      schema: {
        operationId: 'approveOrder',
        summary: 'Aprueba el pago (monto y autoaprobación verificados), emite y envía las entradas',
        tags,
        params: eventIdParams,
        body: approveOrderSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => approveOrder(ctx, currentUser(req), req.params.id, req.ip, req.body),
  );

  app.post(
    '/api/orders/:id/review',
    {
      config: { permission: 'orders.review' },
      schema: {
        operationId: 'reviewOrder',
        summary: 'Marca o quita la revisión de una orden',
        tags,
        params: eventIdParams,
        body: reviewOrderSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => reviewOrder(ctx, currentUser(req), req.params.id, req.body.inReview, req.ip),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { permission: 'orders.cancel' },
      schema: {
        operationId: 'cancelOrder',
        summary: 'Anula una orden: asientos y cupón de vuelta, motivo y autor guardados',
        tags,
        params: eventIdParams,
        body: cancelOrderSchema,
        response: { 200: orderSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      cancelOrder(
        ctx,
        currentUser(req),
        req.params.id,
        req.body.reason,
        req.body.notesText,
        req.ip,
      ),
  );

  app.post(
    '/api/orders/:id/resend-tickets',
    {
      config: { permission: 'tickets.manage' },
      schema: {
        tags,
        operationId: 'resendTickets',
        summary: 'Reenvía el correo con las entradas de una orden pagada (auditado)',
        params: eventIdParams,
        response: { 202: z.object({ queued: z.boolean() }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await resendTickets(ctx, currentUser(req).id, req.params.id, req.ip)),
  );
}
