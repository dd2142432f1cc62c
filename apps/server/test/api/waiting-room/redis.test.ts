/**
 * The line in Redis (issue 25 point 6, decision 040): with REDIS_URL, places, the draw and
 * admissions are written to Redis after PostgreSQL commits them, and another process
 * answers statuses from Redis without reading places from PostgreSQL. PostgreSQL stays
 * the record: a flushed Redis is repaired from it, a postponed opening leaves nothing of
 * the old draw. On real Redis (TEST_REDIS_URL); the repo is spied on, not replaced.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { rows } from '../../../src/lib/sql';
import { EventLine } from '../../../src/modules/waiting-room/line';
import { RedisLine } from '../../../src/modules/waiting-room/redis-line';
import * as repo from '../../../src/modules/waiting-room/repo';
import * as room from '../../../src/modules/waiting-room/service';
import { createEvent, createRate, type H } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { processOnSameData, visitors } from './visitors';

vi.mock('../../../src/modules/waiting-room/repo', async (original) => {
  const real = await original<typeof repo>();
  return {
    ...real,
    findPlace: vi.fn(real.findPlace),
    placesSince: vi.fn(real.placesSince),
    drawnPlaces: vi.fn(real.drawnPlaces),
    admissionsSince: vi.fn(real.admissionsSince),
  };
});

const MINUTE = 60_000;
const REDIS_URL = process.env.TEST_REDIS_URL!;
const env = { RATE_LIMITS: 'off', QUEUE_TICK_MS: '0', REDIS_URL };
let t: TestApp;
let admin: H;
let redis: Redis;

const setRoom = (eventId: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/waiting-room`,
    headers: admin,
    payload: body,
  });
const join = (eventId: string, headers: H) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/queue`, headers, payload: {} });
const me = (eventId: string, headers: H, app: FastifyInstance) =>
  app.inject({ method: 'GET', url: `/api/events/${eventId}/queue/me`, headers });

async function recordedPositions(eventId: string) {
  const found = await rows<{ user_id: string; position: number }>(
    t.database.db,
    sql`select user_id, position from queue_places where event_id = ${eventId}`,
  );
  return new Map(found.map((r) => [r.user_id, r.position]));
}

/** The event's places as Redis holds them: user → place. */
async function mirroredPositions(eventId: string) {
  const hash = await redis.hgetall(`tickera:queue:${eventId}:places`);
  return new Map(Object.entries(hash).map(([user, v]) => [user, Number(v.split(',')[1])]));
}

const spied = [repo.findPlace, repo.placesSince, repo.drawnPlaces, repo.admissionsSince];
const clearSpies = () => spied.forEach((f) => vi.mocked(f).mockClear());

describe.runIf(REDIS_URL)('[WAITING ROOM] the line in Redis', () => {
  beforeAll(async () => {
    t = await createTestApp(env);
    await createRate(t);
    admin = (await signInAs(t, 'admin')).headers;
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
    await t?.close();
  });

  /** An open room with a drawn pre-queue of `n` and `admitted` let in, through process A. */
  async function drawnLine(n: number) {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() + 5 * MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 120 });
    const line = await visitors(t, n);
    for (const v of line) await join(ev.id, v.headers);
    await room.tick(t.app.ctx, ev.id, new Date(opensAt.getTime() + 100));
    // Two seconds at 120 a minute: four let in.
    await room.tick(t.app.ctx, ev.id, new Date(opensAt.getTime() + 2100));
    return { ev, line, opensAt };
  }

  it('places, the draw and the admissions are in Redis, and another process answers from there without reading places from PostgreSQL', async () => {
    const { ev, line } = await drawnLine(12);
    const recorded = await recordedPositions(ev.id);
    expect(await mirroredPositions(ev.id)).toEqual(recorded);
    const admissions = await redis.zrange(`tickera:queue:${ev.id}:admissions`, 0, -1);
    expect(admissions.map((a) => a.split(',').slice(1, 3).map(Number))).toEqual([[0, 4]]);

    const other = await processOnSameData(t, env);
    try {
      clearSpies();
      const answers = [];
      for (const v of line) answers.push((await me(ev.id, v.headers, other)).json());
      for (const f of spied) expect(vi.mocked(f)).not.toHaveBeenCalled();
      expect(answers.map((a) => a.position)).toEqual(line.map((v) => recorded.get(v.id)));
      expect(
        answers
          .filter((a) => a.state === 'ADMITTED')
          .map((a) => a.position)
          .sort(),
      ).toEqual([1, 2, 3, 4]);
    } finally {
      await other.close();
    }
  });

  it('a flushed Redis costs reads, not places: another process answers from PostgreSQL and writes the line back', async () => {
    const { ev, line } = await drawnLine(10);
    const recorded = await recordedPositions(ev.id);
    const before = [];
    for (const v of line) before.push((await me(ev.id, v.headers, t.app)).json());
    await redis.del(`tickera:queue:${ev.id}:places`, `tickera:queue:${ev.id}:admissions`);

    const other = await processOnSameData(t, env);
    try {
      const after = [];
      for (const v of line) after.push((await me(ev.id, v.headers, other)).json());
      expect(after).toEqual(before);
      expect(await mirroredPositions(ev.id)).toEqual(recorded);
      expect(await redis.zcard(`tickera:queue:${ev.id}:admissions`)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('an opening postponed before anyone was let in clears the old draw from Redis; the new draw is what every process answers', async () => {
    const ev = await createEvent(t);
    const settings = { enabled: true, admitPerMinute: 60 };
    await setRoom(ev.id, { ...settings, opensAt: new Date(Date.now() - 1000).toISOString() });
    const line = await visitors(t, 8);
    // The first join after the opening draws an empty pre-queue: everyone is first come.
    for (const v of line) await join(ev.id, v.headers);
    expect([...(await mirroredPositions(ev.id)).values()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const later = new Date(Date.now() + 10 * MINUTE);
    expect((await setRoom(ev.id, { ...settings, opensAt: later.toISOString() })).statusCode).toBe(
      200,
    );
    expect(await redis.exists(`tickera:queue:${ev.id}:places`)).toBe(0);
    await room.tick(t.app.ctx, ev.id, new Date(later.getTime() + 100));
    const recorded = await recordedPositions(ev.id);
    expect(await mirroredPositions(ev.id)).toEqual(recorded);

    const other = await processOnSameData(t, env);
    try {
      const answers = [];
      for (const v of line) answers.push((await me(ev.id, v.headers, other)).json().position);
      expect(answers).toEqual(line.map((v) => recorded.get(v.id)));
      expect([...answers].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      await other.close();
    }
  });

  it('a process that cannot reach Redis reads places and admissions from PostgreSQL, the record', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    const line = await visitors(t, 2);
    for (const v of line) await join(ev.id, v.headers);
    const now = Date.now();
    await room.tick(t.app.ctx, ev.id, new Date(now - 1000));
    expect(await room.tick(t.app.ctx, ev.id, new Date(now))).toBe(1);

    const errors: unknown[] = [];
    const closedPort = new RedisLine('redis://127.0.0.1:9/0', (err) => errors.push(err));
    try {
      const copy = await new EventLine(ev.id, closedPort).fresh(t.database.db);
      expect(copy.admitted).toBe(1);
      const places = [];
      for (const v of line) places.push((await copy.place(t.database.db, v.id))?.position);
      expect(places).toEqual([1, 2]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await closedPort.close();
    }
  });
});
