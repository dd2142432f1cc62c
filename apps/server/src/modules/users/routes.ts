import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@tickera/shared/schemas/auth';
import {
  createUserSchema,
  listUsersQuerySchema,
  patchUserSchema,
  profileSchema,
  updateProfileSchema,
  usersPageSchema,
} from '@tickera/shared/schemas/users';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

export function usersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['users'];
  const idParams = z.object({ id: z.uuid({ error: 'Identificador inválido' }) });

  app.get(
    '/api/users',
    {
      config: { permission: 'users.list' },
      schema: {
        operationId: 'listUsers',
        summary: 'Usuarios, con filtros y orden',
        tags,
        querystring: listUsersQuerySchema,
        response: { 200: usersPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listUsers(ctx, req.query),
  );

  app.get(
    '/api/users/exists',
    {
      config: { permission: 'users.exists' },
      schema: {
        operationId: 'checkUserExists',
        summary: 'Si existe una cuenta con ese correo',
        tags,
        querystring: z.object({ email: emailSchema }),
        response: { 200: z.object({ exists: z.boolean() }), ...errors(400, 401, 403) },
      },
    },
    async (req) => service.userExists(ctx, req.query.email),
  );

  app.post(
    '/api/users',
    {
      config: { permission: 'users.create' },
      schema: {
        operationId: 'createUser',
        summary: 'Crea un usuario del personal con su rol',
        tags,
        body: createUserSchema,
        response: { 201: profileSchema, ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createUser(ctx, currentUser(req), req.body, req.ip)),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { permission: 'users.setActive' },
      schema: {
        operationId: 'patchUser',
        summary:
          'Activa, desactiva o cambia el rol de un usuario de rango inferior (un administrador, a cualquiera); 409 LAST_ADMIN para el último administrador activo',
        tags,
        params: idParams,
        body: patchUserSchema,
        response: { 200: profileSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.patchUser(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  app.get(
    '/api/profile',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'getProfile',
        summary: 'El perfil propio',
        tags: ['profile'],
        response: { 200: profileSchema, ...errors(401, 403) },
      },
    },
    async (req) => service.getProfile(ctx, currentUser(req).id),
  );

  app.patch(
    '/api/profile',
    {
      config: { permission: 'account' },
      schema: {
        operationId: 'updateOwnProfile',
        summary: 'Cambia el perfil propio',
        tags: ['profile'],
        body: updateProfileSchema,
        response: { 200: profileSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.updateOwnProfile(ctx, currentUser(req).id, req.body),
  );
}
