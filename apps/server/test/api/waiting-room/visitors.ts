/** What the waiting room's API tests share: visitors, and a second process on the same data. */
import type { FastifyInstance } from 'fastify';
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
