/** The request logger made on first use (lib/log.ts lazyRequestLogger): what a log reader sees is unchanged. */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { lazyRequestLogger, loggerOptions } from '../../src/lib/log';

async function appLogging(level: string) {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (d) =>
    String(d)
      .split('\n')
      .filter(Boolean)
      .forEach((l) => lines.push(JSON.parse(l))),
  );
  const app = Fastify({
    logger: loggerOptions(loadConfig({ LOG_LEVEL: level }), stream),
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (req) => {
    req.log.warn({ token: 'secreto' }, 'aviso de la ruta');
    req.log.child({ paso: 2 }).error('error del paso');
    req.log.debug('no se escribe');
    return { ok: true };
  });
  app.get('/debug', { logLevel: 'debug' }, async (req) => {
    req.log.debug('depuración de esta ruta');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('[LOG] the request logger', () => {
  it('at info, writes both request lines with the request id, as before', async () => {
    const { app, lines } = await appLogging('info');
    const res = await app.inject({ method: 'GET', url: '/quiet' });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l.reqId === res.headers['request-id'] || l.reqId);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(mine.map((l) => l.reqId)).size).toBe(1);
    await app.close();
  });

  it('at warn, a route’s own warning and its child’s error carry the request id, redacted; nothing else is written', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/loud' });
    expect(lines.map((l) => [l.msg, l.level])).toEqual([
      ['aviso de la ruta', 40],
      ['error del paso', 50],
    ]);
    expect(lines[0].reqId).toBeTruthy();
    expect(lines[1].reqId).toBe(lines[0].reqId);
    expect(lines[1].paso).toBe(2);
    expect(lines[0].token).toBe('[REDACTED]');
    await app.close();
  });

  it('a route’s own log level is kept', async () => {
    const { app, lines } = await appLogging('warn');
    const res = await app.inject({ method: 'GET', url: '/debug' });
    expect(res.json()).toEqual({ ok: true });
    expect(lines.map((l) => l.msg)).toContain('depuración de esta ruta');
    await app.close();
  });
});
