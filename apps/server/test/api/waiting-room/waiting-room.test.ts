/**
 * The on-sale waiting room (issue 25, decision 034): settings, the pre-queue's draw, FIFO
 * after the opening, a smooth admission rate, the holds gate, the pass's expiry, a rejoin,
 * and a restart on the same database. Admission runs on a clock the test gives (`tick(at)`),
 * so nothing sleeps; the app's own ticker is off (QUEUE_TICK_MS=0).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queuePlaceSchema, waitingRoomSchema } from '@tickera/shared/schemas/waiting-room';
import { rows } from '../../../src/lib/sql';
import { MAX_CATCH_UP_MS } from '../../../src/modules/waiting-room/draw';
import { REFRESH_MS } from '../../../src/modules/waiting-room/line';
import * as room from '../../../src/modules/waiting-room/service';
import { createEvent, createRate, type H } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { processOnSameData, visitors } from './visitors';

const MINUTE = 60_000;
let t: TestApp;
let admin: H;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', QUEUE_TICK_MS: '0' });
  await createRate(t);
  admin = (await signInAs(t, 'admin')).headers;
});
afterAll(async () => t?.close());

function setRoom(eventId: string, body: object, headers: H = admin, app = t.app) {
  return app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/waiting-room`,
    headers,
    payload: body,
  });
}

const join = (eventId: string, headers: H, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: `/api/events/${eventId}/queue`, headers, payload: {} });
const me = (eventId: string, headers: H, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: `/api/events/${eventId}/queue/me`, headers });
const hold = (eventId: string, seatIds: string[], headers: H) =>
  t.app.inject({ method: 'POST', url: '/api/holds', headers, payload: { eventId, seatIds } });

/** `n` users made directly in the database (for lines too long to sign in one by one). */
async function bulkUsers(n: number): Promise<string[]> {
  const made = await rows<{ id: string }>(
    t.database.db,
    sql`insert into users (role, is_anonymous)
        select 'anonymous', true from generate_series(1, ${n}) returning id`,
  );
  return made.map((r) => r.id);
}
const asUser = (id: string) => ({ id, role: 'anonymous' as const, isAnonymous: true, email: null });

async function roomRow(eventId: string) {
  const [r] = await rows<{ admitted: number; joined: number }>(
    t.database.db,
    sql`select admitted, joined from waiting_rooms where event_id = ${eventId}`,
  );
  return r;
}

describe('[WAITING ROOM] settings', () => {
  it('admin and supervisor set it (200 the same object, audited); others are refused; bad input says why', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() + 10 * MINUTE).toISOString();
    const res = await setRoom(ev.id, { enabled: true, opensAt, admitPerMinute: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      opensAt,
      preQueueMinutes: 30,
      admitPerMinute: 120,
      passMinutes: 15,
      paused: false,
    });
    const supervisor = (await signInAs(t, 'supervisor')).headers;
    const paused = await setRoom(
      ev.id,
      { enabled: true, opensAt, admitPerMinute: 60, paused: true },
      supervisor,
    );
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ admitPerMinute: 60, paused: true });

    const audit = await rows<{ action: string; before: unknown; data: unknown }>(
      t.database.db,
      sql`select action, before, data from audit_log where entity_id = ${ev.id} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['waitingRoom.update', 'waitingRoom.update']);
    expect(audit[1].before).toEqual({ admitPerMinute: 120, paused: false });
    expect(audit[1].data).toEqual({ admitPerMinute: 60, paused: true });

    for (const role of ['customer', 'sales', 'anonymous', 'auditor'] as const) {
      const h = (await signInAs(t, role)).headers;
      const refused = await setRoom(ev.id, { enabled: false, opensAt, admitPerMinute: 5 }, h);
      expect(refused.statusCode, role).toBe(403);
    }
    const noOpening = await setRoom(ev.id, { enabled: true, opensAt: null, admitPerMinute: 10 });
    expect(noOpening.statusCode).toBe(400);
    expect(noOpening.json().error.details.fields.opensAt).toMatch(/apertura/);
    const zeroRate = await setRoom(ev.id, { enabled: true, opensAt, admitPerMinute: 0 });
    expect(zeroRate.statusCode).toBe(400);
    expect(zeroRate.json().error.details.fields.admitPerMinute).toMatch(/mínimo 1/);
    const unknown = await setRoom('00000000-0000-4000-8000-000000000000', {
      enabled: false,
      opensAt: null,
      admitPerMinute: 10,
    });
    expect(unknown.statusCode).toBe(404);

    const shown = await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/waiting-room` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      enabled: true,
      state: 'PREQUEUE',
      waiting: 0,
      admitted: 0,
    });
    // Answered as JSON text (cheap to poll): still exactly the contract's shape.
    expect(shown.headers['content-type']).toMatch(/^application\/json/);
    expect(waitingRoomSchema.strict().parse(shown.json())).toEqual(shown.json());
  });

  it('says OFF outside the pre-queue, and refuses joins then (409 QUEUE_NOT_OPEN)', async () => {
    const ev = await createEvent(t);
    const [v] = await visitors(t, 1);
    const none = await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/waiting-room` });
    expect(none.json()).toMatchObject({ enabled: false, state: 'OFF' });
    expect((await join(ev.id, v.headers)).json().error.code).toBe('QUEUE_NOT_OPEN');
    const later = new Date(Date.now() + 2 * 60 * MINUTE).toISOString();
    await setRoom(ev.id, { enabled: true, opensAt: later, admitPerMinute: 10 });
    const early = await join(ev.id, v.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/todavía no está abierta/);
    expect((await me(ev.id, v.headers)).json().state).toBe('NONE');
  });
});

describe('[WAITING ROOM] the line', () => {
  it('draws the pre-queue once at the opening into a permutation unlike arrival, then serves later arrivals in order', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() + 5 * MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    const early = await visitors(t, 40);
    for (const v of early) {
      const res = await join(ev.id, v.headers);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ state: 'WAITING', position: null, roomState: 'PREQUEUE' });
    }
    // Joining again (another tab) is the same place, not a second one.
    const again = await join(ev.id, early[0].headers);
    expect(again.statusCode).toBe(200);
    expect((await roomRow(ev.id)).joined).toBe(40);

    // The opening: the first tick draws (and a second draws nothing again).
    await room.tick(t.app.ctx, ev.id, new Date(opensAt.getTime() + 100));
    const drawn = [];
    for (const v of early) drawn.push((await me(ev.id, v.headers)).json().position as number);
    expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // 1 chance in 40! that a fair draw keeps arrival order.
    expect(drawn).not.toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await room.tick(t.app.ctx, ev.id, new Date(opensAt.getTime() + 1100));
    const again2 = [];
    for (const v of early) again2.push((await me(ev.id, v.headers)).json().position);
    expect(again2).toEqual(drawn);

    // After the draw: first come, first served, behind everyone drawn.
    const late = await visitors(t, 3);
    for (const v of late) await join(ev.id, v.headers);
    const latePlaces = [];
    for (const v of late) latePlaces.push((await me(ev.id, v.headers)).json().position);
    expect(latePlaces).toEqual([41, 42, 43]);
    // Rejoining keeps the place.
    expect((await join(ev.id, late[1].headers)).json().position).toBe(42);
  });

  it('admits at the set rate within ±10 %, smoothly (no burst per minute), whatever the tick spacing', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 60 * MINUTE);
    const rate = 90;
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: rate });
    const users = await bulkUsers(700);
    for (const id of users)
      await room.join(
        t.app.ctx,
        asUser(id),
        ev.id,
        {},
        '10.9.9.9',
        new Date(opensAt.getTime() + 1000),
      );
    // Five minutes of ticks 0.5–1.5 s apart (as several processes' tickers would interleave).
    let at = opensAt.getTime() + 2000;
    await room.tick(t.app.ctx, ev.id, new Date(at));
    const start = (await roomRow(ev.id)).admitted;
    const perTenSeconds: number[] = [];
    let windowStart = at;
    let inWindow = 0;
    const end = at + 5 * MINUTE;
    let step = 0;
    while (at < end) {
      at += 500 + ((step++ * 373) % 1000);
      inWindow += await room.tick(t.app.ctx, ev.id, new Date(at));
      if (at - windowStart >= 10_000) {
        perTenSeconds.push((inWindow * 10_000) / (at - windowStart));
        windowStart = at;
        inWindow = 0;
      }
    }
    const admitted = (await roomRow(ev.id)).admitted - start;
    const expected = (rate * (at - (opensAt.getTime() + 2000))) / MINUTE;
    expect(Math.abs(admitted - expected) / expected).toBeLessThanOrEqual(0.1);
    // Smooth: every ten seconds lets in about a sixth of the minute's rate (15), never a burst.
    for (const n of perTenSeconds) expect(Math.abs(n - 15)).toBeLessThanOrEqual(3);
  });
});

describe('[WAITING ROOM] the holds gate and the pass', () => {
  it('refuses holds without a pass (403 QUEUE_REQUIRED with the place), lets the admitted through, and staff who sell are never queued', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 10 * MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    const [first, second, stranger] = await visitors(t, 3);
    await join(ev.id, first.headers);
    await join(ev.id, second.headers);

    const refused = await hold(ev.id, [ev.seatIds[0]], first.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'QUEUE_REQUIRED',
      details: { position: 1, ahead: 0 },
    });
    expect(refused.json().error.message).toMatch(/sala de espera/);
    const notInLine = await hold(ev.id, [ev.seatIds[0]], stranger.headers);
    expect(notInLine.json().error).toMatchObject({
      code: 'QUEUE_REQUIRED',
      details: { state: 'NONE' },
    });
    const best = await t.app.inject({
      method: 'POST',
      url: '/api/holds/best',
      headers: first.headers,
      payload: { eventId: ev.id, zoneId: ev.zones[0].id, quantity: 2 },
    });
    expect(best.statusCode).toBe(403);
    expect(best.json().error.code).toBe('QUEUE_REQUIRED');

    const sales = (await signInAs(t, 'sales')).headers;
    expect((await hold(ev.id, [ev.seatIds[5]], sales)).statusCode).toBe(201);

    // One second at 60 a minute lets the first place in.
    const now = Date.now();
    await room.tick(t.app.ctx, ev.id, new Date(now - 1000));
    expect(await room.tick(t.app.ctx, ev.id, new Date(now))).toBe(1);
    const admitted = (await me(ev.id, first.headers)).json();
    expect(queuePlaceSchema.strict().parse(admitted)).toEqual(admitted);
    expect(admitted).toMatchObject({ state: 'ADMITTED', position: 1 });
    const passLeft = Date.parse(admitted.passExpiresAt) - now;
    expect(passLeft).toBe(15 * MINUTE);
    expect((await hold(ev.id, [ev.seatIds[0]], first.headers)).statusCode).toBe(201);
    // Second in line: still waiting, told who is ahead and an honest time.
    expect((await me(ev.id, second.headers)).json()).toMatchObject({
      state: 'WAITING',
      position: 2,
      ahead: 0,
      etaSeconds: 1,
    });
    expect((await hold(ev.id, [ev.seatIds[1]], second.headers)).statusCode).toBe(403);
    // The room switched off: anyone holds.
    await setRoom(ev.id, { enabled: false, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    expect((await hold(ev.id, [ev.seatIds[2]], stranger.headers)).statusCode).toBe(201);
  });

  it('lets the pass lapse after passMinutes: then the holds answer 403 again', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 60 * MINUTE);
    await setRoom(ev.id, {
      enabled: true,
      opensAt: opensAt.toISOString(),
      admitPerMinute: 60,
      passMinutes: 15,
    });
    const [v] = await visitors(t, 1);
    await join(ev.id, v.headers);
    const admittedAt = Date.now() - 16 * MINUTE;
    await room.tick(t.app.ctx, ev.id, new Date(admittedAt - 1000));
    expect(await room.tick(t.app.ctx, ev.id, new Date(admittedAt))).toBe(1);
    const lapsed = (await me(ev.id, v.headers)).json();
    expect(lapsed).toMatchObject({ state: 'EXPIRED', position: 1 });
    expect(Date.parse(lapsed.passExpiresAt)).toBe(admittedAt + 15 * MINUTE);
    const refused = await hold(ev.id, [ev.seatIds[0]], v.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'QUEUE_REQUIRED',
      details: { state: 'EXPIRED' },
    });
  });
});

describe('[WAITING ROOM] a restart', () => {
  it('a new app on the same database keeps every place and admits no burst for the time it was down', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() + 5 * MINUTE);
    const rate = 600;
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: rate });
    const line = await visitors(t, 30);
    for (const v of line) await join(ev.id, v.headers);
    const users = await bulkUsers(300);
    for (const id of users)
      await room.join(
        t.app.ctx,
        asUser(id),
        ev.id,
        {},
        '10.9.9.9',
        new Date(opensAt.getTime() + 500),
      );
    await room.tick(t.app.ctx, ev.id, new Date(opensAt.getTime() + 1000));
    const lastTick = opensAt.getTime() + 2000;
    await room.tick(t.app.ctx, ev.id, new Date(lastTick));
    const before = [];
    for (const v of line) before.push((await me(ev.id, v.headers)).json().position);
    const admittedBefore = (await roomRow(ev.id)).admitted;

    // Another process (a restart) on the same database, with no memory of its own.
    const again = await processOnSameData(t, { RATE_LIMITS: 'off', QUEUE_TICK_MS: '0' });
    try {
      const after = [];
      for (const v of line) after.push((await me(ev.id, v.headers, again)).json().position);
      expect(after).toEqual(before);
      expect(new Set(after).size).toBe(30);
      // Ten minutes later the new process ticks: at most MAX_CATCH_UP_MS of admissions.
      const n = await room.tick(again.ctx, ev.id, new Date(lastTick + 10 * MINUTE));
      expect(n).toBeLessThanOrEqual(Math.ceil((rate * MAX_CATCH_UP_MS) / MINUTE));
      expect((await roomRow(ev.id)).admitted).toBe(admittedBefore + n);
      // And it goes on at the rate.
      expect(await room.tick(again.ctx, ev.id, new Date(lastTick + 10 * MINUTE + 1000))).toBe(10);
    } finally {
      await again.close();
    }
  });
});

describe('[WAITING ROOM] several processes', () => {
  it('a tick that reaches the row after a later one stands down: the same time is never paid twice', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 10 * MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    for (const id of await bulkUsers(10))
      await room.join(t.app.ctx, asUser(id), ev.id, {}, '10.9.9.7', opensAt);
    const at = opensAt.getTime() + MINUTE;
    // The joins drew the line: the bucket starts at the first step.
    expect(await room.tick(t.app.ctx, ev.id, new Date(at))).toBe(0);
    expect(await room.tick(t.app.ctx, ev.id, new Date(at + 1000))).toBe(1);
    // Another process's tick, begun at +500 ms, comes to the row only now.
    expect(await room.tick(t.app.ctx, ev.id, new Date(at + 500))).toBe(0);
    const [state] = await rows<{ ticked_at: Date }>(
      t.database.db,
      sql`select ticked_at from waiting_rooms where event_id = ${ev.id}`,
    );
    expect(new Date(state.ticked_at).getTime()).toBe(at + 1000);
    // 1.5 s after the step at +1 s earns one place and a half, not two.
    expect(await room.tick(t.app.ctx, ev.id, new Date(at + 2500))).toBe(1);
  });

  it('two processes ticking and joining at the opening draw once: every place is taken once', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() + 5 * MINUTE);
    await setRoom(ev.id, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 60 });
    const early = await bulkUsers(60);
    for (const id of early)
      await room.join(
        t.app.ctx,
        asUser(id),
        ev.id,
        {},
        '10.9.9.9',
        new Date(opensAt.getTime() - 1000),
      );
    const other = await processOnSameData(t, { RATE_LIMITS: 'off', QUEUE_TICK_MS: '0' });
    try {
      const late = await bulkUsers(20);
      const at = (ms: number) => new Date(opensAt.getTime() + ms);
      // At the opening: both processes tick and take late joiners at once.
      await Promise.all([
        room.tick(t.app.ctx, ev.id, at(10)),
        room.tick(other.ctx, ev.id, at(20)),
        ...late.map((id, i) =>
          room.join(i % 2 ? t.app.ctx : other.ctx, asUser(id), ev.id, {}, '10.9.9.8', at(30 + i)),
        ),
      ]);
      const places = await rows<{ position: number; pre: boolean }>(
        t.database.db,
        sql`select position, join_no <= 60 as pre from queue_places where event_id = ${ev.id}`,
      );
      expect(places.map((p) => p.position).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 80 }, (_, i) => i + 1),
      );
      // Everyone drawn comes before every late joiner.
      expect(Math.max(...places.filter((p) => p.pre).map((p) => p.position))).toBe(60);
    } finally {
      await other.close();
    }
  });
});

/**
 * The clock a second on (and stopped there): another process's copy of the line is at most
 * a second old, so the next answer reads it again.
 */
function nextSecond() {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + REFRESH_MS + 1);
}

describe('[WAITING ROOM] the opening moved', () => {
  it('moved later after the draw, before anyone was let in: the pre-queue opens again and everyone is drawn anew at the new time, in every process', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 2000);
    const settings = { enabled: true, admitPerMinute: 60 };
    await setRoom(ev.id, { ...settings, opensAt: new Date(Date.now() + 5 * MINUTE).toISOString() });
    const early = await visitors(t, 12);
    for (const v of early) await join(ev.id, v.headers);
    // The opening came (set to a moment ago): a join after it draws, and comes after the 12.
    await setRoom(ev.id, { ...settings, opensAt: opensAt.toISOString() });
    const [late] = await visitors(t, 1);
    expect((await join(ev.id, late.headers)).json().position).toBe(13);
    const other = await processOnSameData(t, { RATE_LIMITS: 'off', QUEUE_TICK_MS: '0' });
    try {
      const firstDraw = [];
      for (const v of early) firstDraw.push((await me(ev.id, v.headers, other)).json().position);
      expect(new Set(firstDraw).size).toBe(12);

      // Postponed ten minutes before anyone was let in.
      const later = new Date(Date.now() + 10 * MINUTE);
      const moved = await setRoom(ev.id, { ...settings, opensAt: later.toISOString() });
      expect(moved.statusCode).toBe(200);
      const newcomer = (await visitors(t, 1))[0];
      expect((await join(ev.id, newcomer.headers)).json()).toMatchObject({
        state: 'WAITING',
        position: null,
        roomState: 'PREQUEUE',
      });
      const everyone = [...early, late, newcomer];
      // Both processes (the other one once its copy is refreshed) say: waiting for the draw.
      nextSecond();
      for (const app of [t.app, other])
        for (const v of everyone)
          expect((await me(ev.id, v.headers, app)).json()).toMatchObject({
            position: null,
            roomState: 'PREQUEUE',
          });

      // The new opening draws all 14 (the late joiner and the newcomer came before it too).
      expect(await room.tick(t.app.ctx, ev.id, new Date(later.getTime() + 100))).toBe(0);
      nextSecond();
      const drawn = [];
      for (const v of everyone) drawn.push((await me(ev.id, v.headers, other)).json().position);
      expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
      for (const [i, v] of everyone.entries())
        expect((await me(ev.id, v.headers)).json().position).toBe(drawn[i]);
      // The bucket starts at the new opening: one second at 60 a minute lets one in.
      expect(await room.tick(t.app.ctx, ev.id, new Date(later.getTime() + 1100))).toBe(1);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it('once buyers were let in, the opening cannot move to a later time (409, nothing written); an earlier one keeps the order', async () => {
    const ev = await createEvent(t);
    const opensAt = new Date(Date.now() - 10 * MINUTE);
    const settings = { enabled: true, admitPerMinute: 60 };
    await setRoom(ev.id, { ...settings, opensAt: opensAt.toISOString() });
    const line = await visitors(t, 3);
    for (const v of line) await join(ev.id, v.headers);
    const now = Date.now();
    await room.tick(t.app.ctx, ev.id, new Date(now - 1000));
    expect(await room.tick(t.app.ctx, ev.id, new Date(now))).toBe(1);

    const later = new Date(Date.now() + 10 * MINUTE).toISOString();
    const refused = await setRoom(ev.id, { ...settings, opensAt: later });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.fields.opensAt).toMatch(/no puede moverse/);
    const shown = await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/waiting-room` });
    expect(shown.json()).toMatchObject({ opensAt: opensAt.toISOString(), state: 'OPEN' });

    const earlier = new Date(opensAt.getTime() - MINUTE).toISOString();
    expect((await setRoom(ev.id, { ...settings, opensAt: earlier })).statusCode).toBe(200);
    const places = [];
    for (const v of line) places.push((await me(ev.id, v.headers)).json());
    expect(places.map((p) => p.position)).toEqual([1, 2, 3]);
    expect(places[0].state).toBe('ADMITTED');
  });
});
