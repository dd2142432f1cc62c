import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  indicatorsSchema,
  producerSalesSchema,
  reportEventsSchema,
  salesByDayZoneSchema,
  salesQuerySchema,
  seatsByZoneQuerySchema,
  seatsByZoneSchema,
  settlementQuerySchema,
  settlementSchema,
} from '@tickera/shared/schemas/reports';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as files from './files';
import * as service from './service';

const tags = ['reports'];

/** The JSON, or the file `format` asks for (never cached: the books change). */
function send(reply: FastifyReply, file: files.ReportFile) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export function reportsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const produces = ['application/json', files.PDF, files.XLSX, files.CSV];

  app.get(
    '/api/reports/events',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'reportEvents',
        summary: 'Eventos sobre los que se puede reportar: pasados, en venta y sin publicar',
        tags,
        response: { 200: reportEventsSchema, ...errors(401, 403) },
      },
    },
    async () => service.reportEvents(ctx),
  );

  app.get(
    '/api/reports/settlement',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'settlementReport',
        summary:
          'Reporte de liquidación de un evento (órdenes pagadas): por zona, por método, totales; ?format=pdf|xlsx',
        tags,
        querystring: settlementQuerySchema,
        produces,
        response: { 200: settlementSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const report = await service.settlement(ctx, req.query);
      if (req.query.format === 'json') return report;
      return send(reply, await files.settlementFile(report, req.query.format));
    },
  );

  app.get(
    '/api/reports/sales-by-day-zone',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'salesByDayZoneReport',
        summary: 'Asientos vendidos y bruto por día (Caracas) y zona; ?format=csv|xlsx',
        tags,
        querystring: salesQuerySchema,
        produces,
        response: {
          200: salesByDayZoneSchema,
          ...errors(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const report = await service.salesByDayZone(ctx, req.query);
      if (req.query.format === 'json') return report;
      return send(
        reply,
        await files.tableFile(
          files.salesByDayZoneSheet(report),
          req.query.format,
          'ventas-dia-zona',
        ),
      );
    },
  );

  app.get(
    '/api/reports/producer-sales',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'producerSalesReport',
        summary: 'Ventas por día, zona, tienda (productor) y canal; ?format=csv|xlsx',
        tags,
        querystring: salesQuerySchema,
        produces,
        response: {
          200: producerSalesSchema,
          ...errors(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const report = await service.producerSales(ctx, req.query);
      if (req.query.format === 'json') return report;
      return send(
        reply,
        await files.tableFile(
          files.producerSalesSheet(report),
          req.query.format,
          'ventas-productor',
        ),
      );
    },
  );

  app.get(
    '/api/reports/seats-by-zone',
    {
      config: { permission: 'reports.read' },
      schema: {
        operationId: 'seatsByZoneReport',
        summary:
          'Asientos de un evento por zona: capacidad, vendidos, reservados, en carrito, disponibles',
        tags,
        querystring: seatsByZoneQuerySchema,
        produces,
        response: {
          200: seatsByZoneSchema,
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const report = await service.seatsByZone(ctx, req.query);
      if (req.query.format === 'json') return report;
      return send(
        reply,
        await files.tableFile(
          files.seatsByZoneSheet(report),
          req.query.format,
          'asientos-por-zona',
        ),
      );
    },
  );

  app.get(
    '/api/indicators/today',
    {
      config: { permission: 'indicators.read' },
      schema: {
        operationId: 'todayIndicators',
        summary:
          'Indicadores de hoy (Caracas): órdenes, asientos, bruto, aprobaciones pendientes, entradas; por evento',
        tags,
        response: { 200: indicatorsSchema, ...errors(401, 403) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.today(ctx);
    },
  );
}
