/**
 * Security headers on every answer (issue 14): a Content-Security-Policy the web app passes
 * (no inline script), no framing, nosniff, no referrer (reset links carry a token in their
 * query), and HSTS only on requests that arrived over TLS (per the trusted proxy).
 * CORS: closed (no grant to another site) unless CORS_ORIGINS names the sites that may call
 * the API from their pages; they get the headers the API uses, never cookies.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

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
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below, only over TLS: a browser must not be told to insist on https for a
    // plain-http install (a box office on a LAN).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
