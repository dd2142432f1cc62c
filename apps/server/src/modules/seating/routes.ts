import type { FastifyInstance } from 'fastify';
import { can } from '@tickera/shared/permissions';
import { eventIdParams, seatMapSchema } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { errors, typed } from '../../lib/http';
import * as service from './service';

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

export function seatingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['seating'];
  const open = new Set<import('node:http').ServerResponse>();
  // Streams never end on their own: close them, and their connections (a stream's
  // connection is kept alive, and would keep the server from shutting down), on close.
  fastify.addHook('preClose', async () => {
    for (const res of open) res.end(() => res.socket?.end());
  });

  app.get(
    '/api/events/:id/seat-map',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'getSeatMap',
        summary: 'Mapa de asientos con el estado de cada asiento',
        tags,
        params: eventIdParams,
        response: { 200: seatMapSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const json = await service.getSeatMapJson(
        ctx,
        req.params.id,
        req.user?.id ?? null,
        can(req.user?.role, 'events.manage'),
      );
      // The schema documents the shape; the text is built from the cached layout (layout-cache.ts) and sent as is.
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(json as never);
    },
  );

  app.get(
    '/api/events/:id/seat-map/stream',
    {
      config: { permission: 'public' },
      schema: {
        operationId: 'streamSeatMap',
        summary: 'Cambios de estado de los asientos (Server-Sent Events)',
        tags,
        params: eventIdParams,
        response: { ...errors(400, 404, 429) },
      },
    },
    async (req, reply) => {
      const eventId = req.params.id;
      await service.eventAudience(ctx, eventId, can(req.user?.role, 'events.manage'));
      // Streams open at once from one address: a slot taken now, given back on close.
      const slot = await ctx.limiter.open('SSE_IP', req.ip);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n: conectado\n\n');
      open.add(res);
      // One batch after another: the text waits for the layout (ordinals), never out of order.
      let queue = Promise.resolve();
      const unsubscribe = ctx.seatFeed.subscribe(eventId, (changes) => {
        queue = queue
          .then(() => service.seatChangesText(ctx, eventId, changes))
          .then((text) => void (res.writableEnded || res.write(text)));
      });
      const heartbeat = setInterval(() => {
        res.write(': latido\n\n');
        void slot.touch().catch(() => undefined);
      }, HEARTBEAT_MS);
      req.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
        void slot.release().catch(() => undefined);
      });
    },
  );
}
