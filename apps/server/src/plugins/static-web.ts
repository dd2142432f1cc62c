/** Serves the built web app (apps/web/dist) with an SPA fallback; /api stays JSON. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@tickera/shared/messages';

export function findWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}

export async function registerStaticWeb(app: FastifyInstance, root: string | null): Promise<void> {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      maxAge: '1h',
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && root;
    if (wantsPage)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ error: { code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND } });
  });
}
