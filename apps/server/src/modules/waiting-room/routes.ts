import type { FastifyInstance } from 'fastify';
import { eventIdParams } from '@tickera/shared/schemas/events';
import {
  queueChallengeSchema,
  queueJoinSchema,
  queuePlaceSchema,
  waitingRoomInputSchema,
  waitingRoomSchema,
  waitingRoomSettingsSchema,
} from '@tickera/shared/schemas/waiting-room';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

export function waitingRoomRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['waiting-room'];

  app.put(
    '/api/events/:id/waiting-room',
    {
      config: { permission: 'waitingRoom.manage' },
      schema: {
        tags,
        operationId: 'putWaitingRoom',
        summary: 'Configura la sala de espera del evento: apertura, ritmo, pase, pausa (auditado)',
        params: eventIdParams,
        body: waitingRoomInputSchema,
        response: { 200: waitingRoomSettingsSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.putRoom(ctx, currentUser(req).id, req.params.id, req.body, req.ip),
  );

  app.get(
    '/api/events/:id/waiting-room',
    {
      config: { permission: 'public' },
      // A poll's answer is a few hundred bytes, under any compression threshold: no hooks.
      compress: false,
      decompress: false,
      schema: {
        tags,
        operationId: 'getWaitingRoom',
        summary: 'Estado de la sala de espera del evento: apertura, en fila, admitidos',
        params: eventIdParams,
        response: { 200: waitingRoomSchema, ...errors(400, 404) },
      },
    },
    // Polled by every waiting page: answered as JSON text (decision 034), the response
    // schema stays the contract (and the tests check the answers against it).
    // From this second's text when the copy has it: no promise to wait for.
    (req, reply) => {
      const json = service.roomJsonNow(ctx, req.params.id);
      if (json !== undefined) return void reply.type(JSON_TYPE).send(json as never);
      return service
        .getRoomJson(ctx, req.params.id)
        .then((text) => void reply.type(JSON_TYPE).send(text as never));
    },
  );

  app.get(
    '/api/events/:id/queue/challenge',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        operationId: 'getQueueChallenge',
        summary: 'El reto de prueba de trabajo para entrar a la fila (bits 0: ninguno)',
        params: eventIdParams,
        response: { 200: queueChallengeSchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => service.challenge(ctx, currentUser(req).id, req.params.id),
  );

  app.post(
    '/api/events/:id/queue',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        operationId: 'joinQueue',
        summary:
          'Entra a la fila de la sala de espera (una vez por sesión: repetir da el mismo puesto)',
        params: eventIdParams,
        body: queueJoinSchema.optional(),
        response: {
          200: queuePlaceSchema,
          201: queuePlaceSchema,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const { created, place } = await service.join(
        ctx,
        currentUser(req),
        req.params.id,
        req.body ?? {},
        req.ip,
      );
      return reply.status(created ? 201 : 200).send(place);
    },
  );

  app.get(
    '/api/events/:id/queue/me',
    {
      // Polled by every waiting page: the token's signature names the caller (decision 045).
      config: { permission: 'session', auth: 'signature' },
      compress: false,
      decompress: false,
      schema: {
        tags,
        operationId: 'getMyQueuePlace',
        summary: 'Mi puesto en la fila: posición, personas delante, tiempo estimado, pase',
        params: eventIdParams,
        response: { 200: queuePlaceSchema, ...errors(400, 401, 404) },
      },
    },
    (req, reply) => {
      const userId = currentUser(req).id;
      const now = service.myPlaceNow(ctx, userId, req.params.id);
      if (now) return void reply.type(JSON_TYPE).send(JSON.stringify(now) as never);
      return service
        .myPlace(ctx, userId, req.params.id)
        .then((place) => void reply.type(JSON_TYPE).send(JSON.stringify(place) as never));
    },
  );
}
