/** Buscador de Clientes: find a customer by cédula, e-mail, phone or name; see their orders and tickets. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createCustomerSchema, profileSchema } from '@tickera/shared/schemas/users';
import { orderSchema } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { errors, typed } from '../../lib/http';
import { containsPattern, rows } from '../../lib/sql';
import { readCustomerOrders } from '../orders/read';
import * as users from '../users/repo';
import { createCustomer } from './create-customer';
import { currentUser } from '../auth/current-user';

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
        querystring: searchQuery,
        response: {
          200: z.object({ items: z.array(profileSchema), total: z.number(), hasMore: z.boolean() }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (req) => {
      const { q, page, limit } = req.query;
      const like = containsPattern(q);
      // Cédulas are typed with or without the V- prefix and dashes: compare digits too.
      const digits = q.replace(/\D/g, '');
      const match = sql`(p.name || ' ' || p.last_name ilike ${like} or u.email ilike ${like} or p.phone ilike ${like}
      or p.identification ilike ${like}
      ${digits.length >= 5 ? sql`or regexp_replace(coalesce(p.identification, ''), '\\D', '', 'g') = ${digits} or regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`;
      const where = sql`not u.is_delete and not u.is_anonymous and ${match}`;
      const [{ total }] = await rows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from users u join profiles p on p.user_id = u.id where ${where}`,
      );
      const found = await rows<{ id: string }>(
        ctx.db,
        sql`select u.id from users u join profiles p on p.user_id = u.id where ${where}
          order by p.last_name, p.name, u.id limit ${limit} offset ${(page - 1) * limit}`,
      );
      const items = await Promise.all(
        found.map(async (f) => users.serializeProfile((await users.findProfile(ctx.db, f.id))!)),
      );
      return { items, total, hasMore: page * limit < total };
    },
  );

  app.get(
    '/api/customers/:id',
    {
      config: { permission: 'customers.search' },
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: 'Identificador inválido' }) }),
        response: {
          200: z.object({ profile: profileSchema, orders: z.array(orderSchema) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      const profile = await users.findProfile(ctx.db, req.params.id);
      if (!profile || profile.isAnonymous) throw new AppError('NOT_FOUND');
      return {
        profile: users.serializeProfile(profile),
        orders: await readCustomerOrders(ctx.db, req.params.id, { includeCancelled: true }),
      };
    },
  );

  app.post(
    '/api/customers',
    {
      config: { permission: 'customers.create' },
      schema: {
        tags,
        body: createCustomerSchema,
        response: { 201: profileSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createCustomer(ctx, currentUser(req), req.body, req.ip)),
  );
}
