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

/**
 * Hashed build assets never change under their name: a year, immutable. The page itself
 * is checked again on each visit (a new build must reach everyone), and so are the service
 * workers and manifests (a new build's worker must be found, decisions 038 and 044); the
 * favicon, icons and robots.txt keep a day (a scanner that loses its network must not ask
 * for them).
 */
export function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/(?:\.html|[\\/][a-z]+-sw\.js|\.webmanifest)$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}

export async function registerStaticWeb(app: FastifyInstance, root: string | null): Promise<void> {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      // `.br` / `.gz` twins written by the web build (scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(path)),
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
