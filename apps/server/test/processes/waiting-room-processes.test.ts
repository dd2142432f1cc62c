/**
 * Issue 25 point 6: three real server processes behind nginx share one waiting line on one
 * PostgreSQL (and Redis when TEST_REDIS_URL is set, as in CI). Visitors join through nginx;
 * every process tells each of them the same place; a process killed with SIGKILL loses no
 * place and the others go on admitting at the set rate; after all of them are killed and
 * started again, the line goes on from the stored state with no burst for the time it was
 * down. The admissions are checked in their record (queue_admissions).
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { NGINX, startNginx } from '../../../../deploy/nginx.mjs';
import { MAX_CATCH_UP_MS } from '../../src/modules/waiting-room/draw';
import { until } from '../until';
import { freshDatabase, startServer } from './spawn-server';

const url = freshDatabase('tickera_room');
const PORTS = [3951, 3952, 3953];
const PROXY = '127.0.0.1:3950';
const RATE = 600; // a minute: ten a second
const VISITORS = 240;
const env = {
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  JWT_SECRET: 'fila-fila-fila-fila-fila-fila-fila-0123',
  // The proof of work and the join limit are abuse limits: off for a load of joins.
  RATE_LIMITS: 'off',
  QUEUE_TICK_MS: '200',
  ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
};

const start = (port: number) => startServer({ ...env, PORT: String(port) });

async function call(path: string, init: { method?: string; token?: string; body?: object } = {}) {
  const res = await fetch(`http://${PROXY}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

describe('[WAITING ROOM] three processes behind nginx', () => {
  it('one line for all: the same places everywhere, none lost to a SIGKILL, admission at the rate and no burst after a restart', async () => {
    expect(existsSync(NGINX), `nginx (${NGINX}): apt-get install nginx`).toBe(true);
    let servers = PORTS.map(start);
    await Promise.all(servers.map((s) => s.ready));
    const nginx = await startNginx({
      listen: PROXY,
      servers: PORTS.map((p) => `127.0.0.1:${p}`),
      workers: 1,
    });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const admin = await call('/api/auth/sign-in', {
        method: 'POST',
        body: { email: 'admin@tickera.test', password: 'Tickera.2026' },
      });
      const token = admin.json.session.accessToken;
      const eventId = (await call('/api/events')).json.items[0].id;
      const setRoom = (opensAt: Date) =>
        call(`/api/events/${eventId}/waiting-room`, {
          method: 'PUT',
          token,
          body: { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: RATE },
        });
      expect((await setRoom(new Date(Date.now() + 20 * 60_000))).status).toBe(200);

      // The pre-queue: visitors join through nginx, twenty at a time.
      const visitors: string[] = [];
      while (visitors.length < VISITORS) {
        const batch = await Promise.all(
          Array.from({ length: 20 }, async () => {
            const session = await call('/api/auth/anonymous', { method: 'POST' });
            const visitor = session.json.session.accessToken as string;
            const joined = await call(`/api/events/${eventId}/queue`, {
              method: 'POST',
              token: visitor,
              body: {},
            });
            expect(joined.status).toBe(201);
            return visitor;
          }),
        );
        visitors.push(...batch);
      }
      // The opening: now. Whichever process ticks first draws.
      expect((await setRoom(new Date())).status).toBe(200);
      const admitted = async () =>
        (await call(`/api/events/${eventId}/waiting-room`)).json.admitted as number;
      // Each process's copy of the line is at most a second old: wait until all three have
      // seen the draw (and the first admissions).
      for (const port of PORTS) {
        const room = `http://127.0.0.1:${port}/api/events/${eventId}/waiting-room`;
        await until(async () => (await (await fetch(room)).json()).admitted > 0);
      }

      const placesThrough = async (base: string) =>
        Promise.all(
          visitors.map(async (visitor) => {
            const res = await fetch(`${base}/api/events/${eventId}/queue/me`, {
              headers: { authorization: `Bearer ${visitor}` },
            });
            expect(res.status).toBe(200);
            return (await res.json()).position as number;
          }),
        );
      // Through nginx (round robin over the three) every place is once in 1..VISITORS, and
      // each process, asked directly, says the same for everyone.
      const places = await placesThrough(`http://${PROXY}`);
      expect([...places].sort((a, b) => a - b)).toEqual(
        Array.from({ length: VISITORS }, (_, i) => i + 1),
      );
      for (const port of PORTS)
        expect(await placesThrough(`http://127.0.0.1:${port}`)).toEqual(places);

      // One process killed: every place kept, and the others go on letting people in.
      servers[1].child.kill('SIGKILL');
      await servers[1].exited;
      const killedAt = Date.now();
      expect(await placesThrough(`http://${PROXY}`)).toEqual(places);
      const atKill = await admitted();
      await until(async () => (await admitted()) >= atKill + 30);

      // All killed, down for a while, started again.
      for (const s of [servers[0], servers[2]]) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      const downAt = Date.now();
      const atDown = await admissionsUpTo(db);
      await sleep(3000); // the outage: a burst to catch up would admit its worth at once
      servers = PORTS.map(start);
      await Promise.all(servers.map((s) => s.ready));
      expect(await placesThrough(`http://${PROXY}`)).toEqual(places);
      await until(async () => (await admissionsUpTo(db)) >= atDown + 30);
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));

      // The record: each step let in what the time since the last one earns at the rate,
      // counting at most MAX_CATCH_UP_MS of it (a place of credit may carry over).
      const { rows } = await db.query<{ up_to: number; at: Date }>(
        `select up_to, at from queue_admissions where event_id = $1 order by id`,
        [eventId],
      );
      const perMs = RATE / 60_000;
      let earned = 0;
      for (let i = 1; i < rows.length; i++) {
        const count = rows[i].up_to - rows[i - 1].up_to;
        const ms = Math.min(rows[i].at.getTime() - rows[i - 1].at.getTime(), MAX_CATCH_UP_MS);
        expect(count).toBeLessThanOrEqual(Math.floor(perMs * ms) + 1);
        earned += perMs * ms;
      }
      expect(Math.abs(rows.at(-1)!.up_to - rows[0].up_to - earned)).toBeLessThanOrEqual(2);
      // While two processes were left, steps kept coming (never a gap past the catch-up cap,
      // which would lose time), at the rate within 10 %.
      const afterKill = rows.filter((r) => r.at.getTime() > killedAt && r.at.getTime() < downAt);
      for (let i = 1; i < afterKill.length; i++)
        expect(afterKill[i].at.getTime() - afterKill[i - 1].at.getTime()).toBeLessThan(
          MAX_CATCH_UP_MS,
        );
      const span = afterKill.at(-1)!.at.getTime() - afterKill[0].at.getTime();
      const admittedThen = afterKill.at(-1)!.up_to - afterKill[0].up_to;
      expect(Math.abs(admittedThen / (perMs * span) - 1)).toBeLessThanOrEqual(0.1);
      // The first step after the outage let in at most MAX_CATCH_UP_MS worth, not 3 s and more.
      const resumed = rows.findIndex((r) => r.at.getTime() > downAt);
      expect(rows[resumed].at.getTime() - rows[resumed - 1].at.getTime()).toBeGreaterThan(3000);
      expect(rows[resumed].up_to - rows[resumed - 1].up_to).toBeLessThanOrEqual(
        Math.floor(perMs * MAX_CATCH_UP_MS) + 1,
      );
    } finally {
      await db.end();
      await nginx.stop();
    }
  }, 120_000);
});

/** Places let in so far, as PostgreSQL records them. */
async function admissionsUpTo(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ admitted: number }>(
    `select coalesce(max(up_to), 0)::int as admitted from queue_admissions`,
  );
  return rows[0].admitted;
}
