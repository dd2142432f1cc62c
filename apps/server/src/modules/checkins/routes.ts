import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uuidSchema } from '@tickera/shared/schemas/events';
import {
  checkinAnswerSchema,
  checkinBySeatSchema,
  checkinPageSchema,
  checkinRequestSchema,
  checkinSyncAnswerSchema,
  checkinSummarySchema,
  checkinSyncSchema,
  doorEventsSchema,
  doorSettingsAnswerSchema,
  doorSettingsSchema,
  listCheckinsQuerySchema,
  offlineListSchema,
} from '@tickera/shared/schemas/checkins';
import type { AppContext } from '../../context';
import { errors, fileSchema, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

export function checkinsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['checkins'];

  app.post(
    '/api/checkins',
    {
      config: { permission: 'checkin.scan', limit: 'CHECKINS_DEVICE' },
      schema: {
        operationId: 'checkIn',
        summary: 'Registra el ingreso de una entrada por su código QR (una sola vez)',
        tags,
        body: checkinRequestSchema,
        response: { 200: checkinAnswerSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.checkIn(ctx, currentUser(req), req.body),
  );

  app.post(
    '/api/checkins/by-seat',
    {
      config: { permission: 'checkin.scan', limit: 'CHECKINS_DEVICE' },
      schema: {
        operationId: 'checkInBySeat',
        summary: 'Registra el ingreso por asiento (entrada perdida o teléfono sin batería)',
        tags,
        body: checkinBySeatSchema,
        response: { 200: checkinAnswerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.checkInBySeat(ctx, currentUser(req), req.body),
  );

  app.post(
    '/api/checkins/sync',
    {
      config: { permission: 'checkin.scan', limit: 'CHECKINS_DEVICE' },
      schema: {
        operationId: 'syncCheckins',
        summary: 'Envía los escaneos hechos sin conexión; gana el más temprano de cada entrada',
        tags,
        body: checkinSyncSchema,
        response: { 200: checkinSyncAnswerSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.syncScans(ctx, currentUser(req), req.body),
  );

  app.get(
    '/api/checkins',
    {
      config: { permission: 'checkin.list' },
      schema: {
        operationId: 'listCheckins',
        summary: 'Entradas del evento con su ingreso, y ingresos por zona',
        tags,
        querystring: listCheckinsQuerySchema,
        response: { 200: checkinPageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.listCheckins(ctx, req.query),
  );

  app.get(
    '/api/checkins/export',
    {
      config: { permission: 'checkin.list' },
      schema: {
        operationId: 'exportCheckins',
        summary: 'El listado de ingresos del evento en CSV',
        tags,
        querystring: listCheckinsQuerySchema.omit({ page: true, limit: true }),
        produces: ['text/csv', 'application/json'],
        response: { 200: fileSchema('El listado en CSV (UTF-8)'), ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const { eventName, csv } = await service.exportCheckinsCsv(ctx, req.query);
      const file = `ingresos-${eventName
        .normalize('NFD')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toLowerCase()}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );

  app.get(
    '/api/checkins/events',
    {
      config: { permission: 'checkin.list' },
      schema: {
        operationId: 'listDoorEvents',
        summary: 'Eventos en puerta: los de hoy y los próximos',
        tags,
        response: { 200: doorEventsSchema, ...errors(401, 403) },
      },
    },
    async () => service.doorEvents(ctx),
  );

  app.get(
    '/api/checkins/tickets',
    {
      config: { permission: 'checkin.scan' },
      schema: {
        operationId: 'listOfflineTickets',
        summary:
          'Copia de las entradas del evento para escanear sin conexión: el SHA-256 de cada código, nunca el código',
        tags,
        querystring: z.object({ eventId: uuidSchema }),
        response: { 200: offlineListSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await service.offlineList(ctx, currentUser(req), req.query.eventId, req.ip)),
  );

  app.get(
    '/api/checkins/summary',
    {
      config: { permission: 'checkin.list' },
      schema: {
        operationId: 'checkinSummary',
        summary:
          'Personas adentro, entradas y salidas del evento, en total y por puerta (se leen cada 1,5 s)',
        tags,
        querystring: z.object({ eventId: uuidSchema }),
        response: { 200: checkinSummarySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await service.checkinSummary(ctx, req.query.eventId)),
  );

  app.get(
    '/api/events/:id/door',
    {
      config: { permission: 'checkin.list' },
      schema: {
        operationId: 'getDoorSettings',
        summary: 'Ajustes de la puerta del evento: si se permite el reingreso tras una salida',
        tags,
        params: z.object({ id: uuidSchema }),
        response: { 200: doorSettingsAnswerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.doorSettings(ctx, req.params.id),
  );

  app.put(
    '/api/events/:id/door',
    {
      config: { permission: 'checkin.doorSettings' },
      schema: {
        operationId: 'saveDoorSettings',
        summary: 'Cambia los ajustes de la puerta del evento (reingreso tras una salida); auditado',
        tags,
        params: z.object({ id: uuidSchema }),
        body: doorSettingsSchema,
        response: { 200: doorSettingsAnswerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => service.saveDoorSettings(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );
}
