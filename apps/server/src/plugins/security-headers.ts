/**
 * Security headers on every answer (issue 14): a Content-Security-Policy the web app passes
 * (no inline script), no framing, nosniff, no referrer (reset links carry a token in their
 * query), and HSTS only on requests that arrived over TLS (per the trusted proxy).
 * CORS: closed (no grant to another site) unless CORS_ORIGINS names the sites that may call
 * the API from their pages; they get the headers the API uses, never cookies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // The door's QR reader compiles WebAssembly; no inline or evaluated JavaScript.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // PrimeReact positions overlays with style attributes and adds <style> rules at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Event banners are https URLs; QR codes and logos are data: URLs; the camera frame a blob.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  // The service workers (/door-sw.js, /entradas-sw.js) and web app manifests (decisions 038, 044).
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The headers of an API answer (OWASP's REST Security Cheat Sheet): a JSON answer is never a
 * page, so the document headers (script sources, prefetch, download options…) have nothing to
 * govern; if one is opened as a page it may load nothing and be framed by nobody. Six short
 * headers instead of eleven, one of them 400 characters long: a status poll pays for every
 * header it sends (BENCHMARKS.md, waiting room). Decision 047.
 */
export const API_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/** Sent only on requests that came over TLS (as Fastify's `request.protocol` says). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** `/api/…` but not the OpenAPI pages (`/api/docs`), which are HTML with scripts. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  corsOrigins: string[] = [],
): Promise<void> {
  if (corsOrigins.length)
    await app.register(cors, {
      origin: corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key'],
      exposedHeaders: ['content-disposition', 'retry-after'],
      maxAge: 600,
    });
  const headers: [string, string][] = Object.entries(
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'no-referrer' },
      // Sent below, only over TLS: a browser must not be told to insist on https for a
      // plain-http install (a box office on a LAN).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // On the raw answer, as helmet itself sets them: errors, 404s and static files get them too.
  // An API answer is JSON, never a page: it gets the short set of API_HEADERS (decision 047).
  app.addHook('onRequest', (req, reply, done) => {
    const set = isApiAnswer(req.url) ? API_HEADERS : headers;
    for (let i = 0; i < set.length; i++) reply.raw.setHeader(set[i][0], set[i][1]);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

/**
 * The headers helmet sets for these options, worked out once: none of them depends on the
 * request (no nonces), and building helmet's middleware for every answer, as its Fastify
 * plugin does, cost about a seventh of the server's time on the hold path (BENCHMARKS.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
