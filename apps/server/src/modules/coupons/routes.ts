import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errors, fileSchema, typed } from '../../lib/http';
import {
  claimExportQuerySchema,
  claimListQuerySchema,
  claimListSchema,
  couponInputSchema,
  couponListQuerySchema,
  couponListSchema,
  couponPatchSchema,
  couponSchema,
} from '@tickera/shared/schemas/coupons';
import { eventIdParams } from '@tickera/shared/schemas/events';
import { currentUser } from '../auth/public';
import * as claims from './claims';
import * as service from './service';

const tags = ['coupons'];
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function couponsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/coupons',
    {
      config: { permission: 'coupons.list' },
      schema: {
        operationId: 'listCoupons',
        summary: 'Cupones, los más nuevos primero, con los usos que les quedan',
        tags,
        querystring: couponListQuerySchema,
        response: { 200: couponListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listCoupons(ctx, req.query),
  );

  app.post(
    '/api/coupons',
    {
      config: { permission: 'coupons.manage' },
      schema: {
        operationId: 'createCoupon',
        summary: 'Crea un cupón de un evento (auditado)',
        tags,
        body: couponInputSchema,
        response: { 201: couponSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createCoupon(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/coupons/:id',
    {
      config: { permission: 'coupons.manage' },
      schema: {
        operationId: 'patchCoupon',
        summary: 'Cambia o desactiva un cupón (auditado)',
        tags,
        params: eventIdParams,
        body: couponPatchSchema,
        response: { 200: couponSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => service.patchCoupon(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.get(
    '/api/coupon-claims',
    {
      config: { permission: 'claims.read' },
      schema: {
        operationId: 'listCouponClaims',
        summary: 'Cupones reclamados, los más nuevos primero',
        tags,
        querystring: claimListQuerySchema,
        response: { 200: claimListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => claims.listClaims(ctx, req.query),
  );

  app.get(
    '/api/coupon-claims/export',
    {
      config: { permission: 'claims.read' },
      schema: {
        operationId: 'exportCouponClaims',
        summary: 'Los cupones reclamados en CSV o XLSX',
        tags,
        querystring: claimExportQuerySchema,
        produces: [CSV, XLSX, 'application/json'],
        response: { 200: fileSchema('Los cupones reclamados'), ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const file = await claims.exportClaims(ctx, req.query);
      return reply
        .type(req.query.format === 'csv' ? `${CSV}; charset=utf-8` : XLSX)
        .header(
          'content-disposition',
          `attachment; filename="cupones-reclamados.${req.query.format}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/api/coupons/:code',
    {
      config: { permission: 'public', limit: 'COUPON_LOOKUP' },
      schema: {
        operationId: 'getCoupon',
        summary: 'Un cupón utilizable por su código',
        tags,
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        response: {
          200: z.object({
            code: z.string(),
            eventId: z.uuid(),
            discountType: z.string(),
            discountValue: z.string(),
            validTo: z.string().nullable(),
            remainingUses: z.number().nullable(),
          }),
          ...errors(400, 404),
        },
      },
    },
    async (req) => service.getCoupon(ctx, req.params.code),
  );
}
