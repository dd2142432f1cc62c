/**
 * Compressed answers (brotli, else gzip) for every text response over 1 KB: the seat map
 * of a stadium is megabytes of JSON and shrinks about tenfold. Dynamic answers use brotli
 * quality 4 (fast enough for the hot path); the web's files are compressed once at build
 * time at the highest level and served as they are (plugins/static-web.ts). The seat
 * stream (SSE) writes to the socket itself and is never buffered here.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const TEXT =
  /^(?:application\/(?:json|javascript|xml|manifest\+json)|text\/(?:html|css|plain|csv|javascript|xml)|image\/svg\+xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: TEXT,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
