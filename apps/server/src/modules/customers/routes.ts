/** Buscador de Clientes: find a customer by cédula, e-mail, phone or name; see their orders and tickets. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCustomerSchema, profileSchema } from '@tickera/shared/schemas/users';
import { orderSchema } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';
import { currentUser } from '../auth/public';

const searchQuery = z.object({
  q: z
    .string({ error: 'Indique qué buscar' })
    .trim()
    .min(2, { error: 'Escriba al menos 2 caracteres' })
    .max(100),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export function customersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['customers'];

  app.get(
    '/api/customers',
    {
      config: { permission: 'customers.search' },
      schema: {
        tags,
        operationId: 'searchCustomers',
        summary: 'Busca clientes por nombre, correo, teléfono o cédula',
        querystring: searchQuery,
        response: {
          200: z.object({ items: z.array(profileSchema), total: z.number(), hasMore: z.boolean() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => service.searchCustomers(ctx, req.query.q, req.query.page, req.query.limit),
  );

  app.get(
    '/api/customers/:id',
    {
      config: { permission: 'customers.search' },
      schema: {
        tags,
        operationId: 'getCustomer',
        summary: 'Un cliente con sus órdenes (anuladas incluidas)',
        params: z.object({ id: z.uuid({ error: 'Identificador inválido' }) }),
        response: {
          200: z.object({ profile: profileSchema, orders: z.array(orderSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req) => service.getCustomer(ctx, currentUser(req), req.params.id),
  );

  app.post(
    '/api/customers',
    {
      config: { permission: 'customers.create' },
      schema: {
        tags,
        operationId: 'createCustomer',
        summary: 'Registra un cliente de taquilla y le envía la activación',
        body: createCustomerSchema,
        response: { 201: profileSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createCustomer(ctx, currentUser(req), req.body, req.ip)),
  );
}
