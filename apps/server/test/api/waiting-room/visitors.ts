/** What the waiting room's API tests share: visitors, and a second process on the same data. */
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { H } from '../../factories';
import { JWT_SECRET, signInAs, type TestApp } from '../../helper';

/** `n` anonymous sessions (each its own user), as the page makes them. */
export async function visitors(t: TestApp, n: number) {
  const out: { id: string; headers: H }[] = [];
  for (let i = 0; i < n; i++) {
    const s = await signInAs(t, 'anonymous');
    out.push({ id: s.user.id, headers: s.headers });
  }
  return out;
}

/** Another process (or a restart) on the same database, with no memory of its own. */
export function processOnSameData(
  t: TestApp,
  env: Record<string, string>,
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://tickera.test',
    RATE_SOURCE_URL: 'http://127.0.0.1:9/',
    RATE_REFRESH_MINUTES: '0',
    ...env,
  });
  return buildApp({ config, database: t.database, jwtSecret: JWT_SECRET, logger: false });
}

/** The event's room on, opened a minute ago, one admission a minute. */
export async function openRoom(t: TestApp, admin: H, eventId: string): Promise<void> {
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/waiting-room`,
    headers: admin,
    payload: {
      enabled: true,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      admitPerMinute: 1,
    },
  });
  if (put.statusCode !== 200) throw new Error(`PUT waiting-room: ${put.statusCode} ${put.body}`);
}

/**
 * A bearer token for `sub` signed as the server signs them, never seen by the server: good
 * for `expiresIn` seconds (600), an anonymous session unless `role` says otherwise.
 */
export function signedToken(
  sub: string,
  opts: { secret?: string; expiresIn?: number; role?: string } = {},
): Promise<string> {
  return new SignJWT({ role: opts.role ?? 'anonymous', anon: true })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.expiresIn ?? 600))
    .setIssuer('tickera')
    .sign(new TextEncoder().encode(opts.secret ?? JWT_SECRET));
}
