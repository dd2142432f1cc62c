import type { FastifyInstance } from 'fastify';
import { settingsInputSchema, settingsSchema } from '@tickera/shared/schemas/settings';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

const tags = ['settings'];

export function settingsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    '/api/settings',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        operationId: 'getSettings',
        summary: 'Datos del negocio: cuentas de cobro, soporte y plazo de pago',
        response: { 200: settingsSchema },
      },
    },
    async () => service.getSettings(ctx),
  );

  app.put(
    '/api/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        operationId: 'putSettings',
        summary: 'Cambia los datos del negocio (auditado)',
        body: settingsInputSchema,
        response: { 200: settingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.putSettings(ctx, currentUser(req).id, req.body, req.ip),
  );
}
