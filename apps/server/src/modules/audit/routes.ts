import type { FastifyInstance } from 'fastify';
import {
  auditExportQuerySchema,
  auditListSchema,
  auditQuerySchema,
} from '@tickera/shared/schemas/reports';
import type { AppContext } from '../../context';
import { errors, fileSchema, typed } from '../../lib/http';
import * as service from './service';

const tags = ['audit'];
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function auditRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'listAudit',
        summary:
          'Auditoría: cada acción del personal (quién, cuándo, qué, antes y después), la más nueva primero',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listAudit(ctx, req.query);
    },
  );

  app.get(
    '/api/audit/export',
    {
      config: { permission: 'audit.read' },
      schema: {
        operationId: 'exportAudit',
        summary: `La auditoría filtrada en CSV o XLSX (hasta ${service.AUDIT_EXPORT_LIMIT} filas)`,
        tags,
        querystring: auditExportQuerySchema,
        produces: [CSV, XLSX, 'application/json'],
        response: { 200: fileSchema('La auditoría'), ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const file = await service.exportAudit(ctx, req.query);
      return reply
        .type(req.query.format === 'csv' ? `${CSV}; charset=utf-8` : XLSX)
        .header('content-disposition', `attachment; filename="auditoria.${req.query.format}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
