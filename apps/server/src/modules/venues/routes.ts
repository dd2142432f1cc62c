/** Locations (event set-up: admin, supervisor), stores and banks (admin). Nothing is deleted: isActive. */
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  bankInputSchema,
  bankPatchSchema,
  locationInputSchema,
  locationPatchSchema,
  storeInputSchema,
  storePatchSchema,
} from '@tickera/shared/schemas/venues';
import {
  bankListSchema,
  bankSchema,
  storeListSchema,
  storeSchema,
} from '@tickera/shared/schemas/stores';
import { locationListSchema, locationSchema } from '@tickera/shared/schemas/locations';
import type { AppContext } from '../../context';
import { locations, stores } from '../../db/schema/catalog';
import { banks } from '../../db/schema/sales';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { errors, typed } from '../../lib/http';
import { isUniqueViolation } from '../../lib/pg-errors';
import { jsonDates } from '../../lib/sql';
import { currentUser } from '../../plugins/auth';

const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

/** A unique code taken twice is a 409 naming the field. */
function duplicateCode(err: unknown): never {
  if (isUniqueViolation(err))
    throw new AppError(
      'VALIDATION',
      { fields: { code: 'Ese código ya existe' } },
      'Ese código ya existe.',
      409,
    );
  throw err;
}

export function venuesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/locations',
    {
      config: { permission: 'events.manage' },
      schema: { tags: ['venues'], response: { 200: locationListSchema, ...errors(401, 403) } },
    },
    async () => ({
      items: (
        await ctx.db
          .select()
          .from(locations)
          .where(eq(locations.isDelete, false))
          .orderBy(asc(locations.name))
      ).map(jsonDates),
    }),
  );

  app.post(
    '/api/locations',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags: ['venues'],
        body: locationInputSchema,
        response: { 201: locationSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(locations).values(req.body).returning().catch(duplicateCode);
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'locations.create',
          entity: 'location',
          entityId: row.id,
          ip: req.ip,
        });
        return row;
      });
      return reply.status(201).send(jsonDates(row));
    },
  );

  app.patch(
    '/api/locations/:id',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags: ['venues'],
        params: idParams,
        body: locationPatchSchema,
        response: { 200: locationSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(locations)
          .set(req.body)
          .where(eq(locations.id, req.params.id))
          .returning()
          .catch(duplicateCode);
        if (!row) throw new AppError('NOT_FOUND');
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'locations.update',
          entity: 'location',
          entityId: row.id,
          data: req.body,
          ip: req.ip,
        });
        return row;
      });
      return jsonDates(row);
    },
  );

  app.get(
    '/api/stores',
    {
      config: { permission: 'stores.manage' },
      schema: { tags: ['venues'], response: { 200: storeListSchema, ...errors(401, 403) } },
    },
    async () => ({
      items: (
        await ctx.db
          .select()
          .from(stores)
          .where(eq(stores.isDelete, false))
          .orderBy(asc(stores.name))
      ).map(jsonDates),
    }),
  );

  app.post(
    '/api/stores',
    {
      config: { permission: 'stores.manage' },
      schema: {
        tags: ['venues'],
        body: storeInputSchema,
        response: { 201: storeSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(stores).values(req.body).returning();
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'stores.create',
          entity: 'store',
          entityId: row.id,
          ip: req.ip,
        });
        return row;
      });
      return reply.status(201).send(jsonDates(row));
    },
  );

  app.patch(
    '/api/stores/:id',
    {
      config: { permission: 'stores.manage' },
      schema: {
        tags: ['venues'],
        params: idParams,
        body: storePatchSchema,
        response: { 200: storeSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(stores)
          .set({ ...req.body, updatedAt: sql`now()` })
          .where(eq(stores.id, req.params.id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND');
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'stores.update',
          entity: 'store',
          entityId: row.id,
          ip: req.ip,
        });
        return row;
      });
      return jsonDates(row);
    },
  );

  app.get(
    '/api/admin/banks',
    {
      config: { permission: 'banks.manage' },
      schema: { tags: ['venues'], response: { 200: bankListSchema, ...errors(401, 403) } },
    },
    async () => ({
      items: (await ctx.db.select().from(banks).orderBy(asc(banks.code))).map(jsonDates),
    }),
  );

  app.post(
    '/api/banks',
    {
      config: { permission: 'banks.manage' },
      schema: {
        tags: ['venues'],
        body: bankInputSchema,
        response: { 201: bankSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(banks).values(req.body).returning().catch(duplicateCode);
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'banks.create',
          entity: 'bank',
          entityId: row.id,
          ip: req.ip,
        });
        return row;
      });
      return reply.status(201).send(jsonDates(row));
    },
  );

  app.patch(
    '/api/banks/:id',
    {
      config: { permission: 'banks.manage' },
      schema: {
        tags: ['venues'],
        params: idParams,
        body: bankPatchSchema,
        response: { 200: bankSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(banks)
          .set(req.body)
          .where(eq(banks.id, req.params.id))
          .returning()
          .catch(duplicateCode);
        if (!row) throw new AppError('NOT_FOUND');
        await writeAudit(tx, {
          actorId: currentUser(req).id,
          action: 'banks.update',
          entity: 'bank',
          entityId: row.id,
          data: req.body,
          ip: req.ip,
        });
        return row;
      });
      return jsonDates(row);
    },
  );
}
