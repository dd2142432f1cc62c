import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import {
  authResultSchema,
  changePasswordSchema,
  recoverSchema,
  refreshSchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
  userSchema,
} from '@tickera/shared/schemas/auth';
import type { AppContext } from '../../context';
import { errors, messageSchema, typed } from '../../lib/http';
import { currentUser } from './current-user';
import * as service from './service';

export function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['auth'];

  app.post(
    '/api/auth/sign-up',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'signUp',
        summary: 'Crea una cuenta (o convierte la sesión anónima) y envía la bienvenida',
        tags,
        body: signUpSchema,
        response: { 201: authResultSchema, ...errors(400, 409, 422) },
      },
    },
    async (req, reply) => {
      const anonymousId = req.user?.isAnonymous ? req.user.id : null;
      return reply.status(201).send(await service.signUp(ctx, req.body, anonymousId, req.ip));
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'signIn',
        summary: 'Inicia sesión con correo y contraseña',
        tags,
        body: signInSchema,
        response: { 200: authResultSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (req) => service.signIn(ctx, req.body, req.ip),
  );

  app.post(
    '/api/auth/anonymous',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'startAnonymousSession',
        summary: 'Abre una sesión anónima para reservar asientos',
        tags,
        response: { 201: authResultSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await service.signInAnonymously(ctx, req.ip)),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'refreshSession',
        summary: 'Rota el token de refresco y entrega un token de acceso nuevo',
        tags,
        body: refreshSchema,
        response: { 200: z.object({ session: sessionSchema }), ...errors(400, 401, 403) },
      },
    },
    async (req) => ({ session: await service.refresh(ctx, req.body.refreshToken) }),
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'signOut',
        summary: 'Cierra la sesión (invalida el token de refresco)',
        tags,
        body: refreshSchema,
        response: { 204: z.null(), ...errors(400) },
      },
    },
    async (req, reply) => {
      await service.signOut(ctx, req.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'getSessionUser',
        summary: 'El usuario de la sesión',
        tags,
        response: { 200: userSchema, ...errors(401, 403) },
      },
    },
    async (req) => service.getUser(ctx, currentUser(req).id),
  );

  app.post(
    '/api/auth/recover',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'recoverPassword',
        summary: 'Envía el enlace para crear una contraseña nueva (si la cuenta existe)',
        tags,
        body: recoverSchema,
        response: { 202: messageSchema, ...errors(400, 429) },
      },
    },
    async (req, reply) => {
      await service.recover(ctx, req.body.email, req.ip);
      return reply.status(202).send({ message: SPEC_MESSAGES.recoverySent });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Crea una contraseña nueva con el enlace recibido',
        tags,
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors(400, 422) },
      },
    },
    async (req) => {
      await service.resetPassword(ctx, req.body.token, req.body.password);
      return { message: SPEC_MESSAGES.passwordUpdated };
    },
  );

  app.put(
    '/api/auth/password',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'changePassword',
        summary:
          'Cambia la contraseña (pide la actual: 422 CURRENT_PASSWORD_WRONG si no coincide) y cierra las demás sesiones y los enlaces de recuperación pendientes',
        tags,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      await service.changePassword(ctx, currentUser(req), req.body, req.ip);
      return { message: SPEC_MESSAGES.passwordUpdated };
    },
  );
}
