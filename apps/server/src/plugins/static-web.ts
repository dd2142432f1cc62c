/** Serves the built web app (apps/web/dist) with an SPA fallback; /api stays JSON. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** What the web build lists for a page (apps/web/build/route-preload.ts). */
interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

const ATTRIBUTE = /^\/[\w./-]+$/;

/** A page's HTML as it is sent: plain, compressed as the build compresses its files, its tag. */
export interface PageCopy {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function pageCopy(text: string): PageCopy {
  const html = Buffer.from(text);
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * The HTML of each page the web build lists in `route-preloads.json` (decision 062): the app's
 * page with that page's own scripts (`modulepreload`) and styles linked in its head, so that
 * they download beside the start-up's files instead of after them. Returns the HTML for a
 * request's path, or null where the plain page serves (no list, no page of it matches). Each
 * is made and compressed once, at start: the plain page's `.br` / `.gz` twins are the build's.
 */
export function pagePreloads(root: string): (url: string) => PageCopy | null {
  const list = join(root, 'route-preloads.json');
  if (!existsSync(list)) return () => null;
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  if (!html.includes('</head>')) throw new Error(`${root}/index.html has no </head>`);
  const pages = (JSON.parse(readFileSync(list, 'utf8')) as RoutePreload[]).map((page) => {
    const urls = [...page.styles, ...page.scripts];
    // A page that asked for a file the build does not have would get this page back instead.
    const odd = urls.find((u) => !ATTRIBUTE.test(u) || !existsSync(join(root, u)));
    if (odd) throw new Error(`route-preloads.json: ${odd} is not a file of the build`);
    const pattern = page.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const tags = [
      ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...page.scripts.map(
        (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
      ),
    ].join('\n    ');
    return {
      matches: new RegExp(`^${pattern}/?$`),
      copy: pageCopy(html.replace('</head>', `  ${tags}\n  </head>`)),
    };
  });
  return (url) => {
    const path = url.split('?')[0];
    return pages.find((page) => page.matches.test(path))?.copy ?? null;
  };
}

/** The encodings a request accepts (`Accept-Encoding`), without those it refuses (`q=0`). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const item of String(header ?? '').split(',')) {
    const [name, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * A page from memory as `@fastify/static` sends a file of the build: compressed as the browser
 * accepts, with its tag, and "not modified" when the browser has it already (the page is
 * checked again on every visit).
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: PageCopy) {
  reply.header('vary', 'accept-encoding').header('etag', page.etag);
  const known = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(page.etag)) return reply.code(304).send();
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.html);
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
  const preloaded = root ? pagePreloads(root) : () => null;
  app.setNotFoundHandler((req, reply) => {
    const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && root;
    if (wantsPage) {
      reply.header('cache-control', 'no-cache');
      const page = preloaded(req.url);
      return page ? sendPage(req, reply, page) : reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND } });
  });
}
