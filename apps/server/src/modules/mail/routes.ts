import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventIdParams as idParams } from '@tickera/shared/schemas/events';
import { listMailQuerySchema, mailPageSchema } from '@tickera/shared/schemas/mail';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

export function mailRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['mail'];

  app.get(
    '/api/mail',
    {
      config: { permission: 'mail.log' },
      schema: {
        tags,
        operationId: 'listMail',
        summary: 'Correos enviados, en cola o fallidos',
        querystring: listMailQuerySchema,
        response: { 200: mailPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listMail(ctx, req.query),
  );

  app.post(
    '/api/mail/:id/resend',
    {
      config: { permission: 'mail.log' },
      schema: {
        tags,
        operationId: 'resendMail',
        summary:
          'Vuelve a poner un correo en la cola (auditado); 409 si llevaba un enlace de un solo uso ya borrado',
        params: idParams,
        response: {
          202: z.object({ queued: z.literal(true) }),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await service.resendMail(ctx, currentUser(req).id, req.params.id, req.ip)),
  );
}
