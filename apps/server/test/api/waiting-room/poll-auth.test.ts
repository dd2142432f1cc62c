/**
 * The waiting page's poll (GET /api/events/:id/queue/me) knows its caller from the token's
 * signature alone (decision 045): it reads no users row, so a crowd's polls cost the database
 * nothing. What a caller notices: a forged or expired token is still refused, a token names
 * only its own place, and everything that changes something keeps the full session check.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, createRate, type H } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { openRoom as openRoomAs, signedToken } from './visitors';

let t: TestApp;
let admin: H;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off', QUEUE_TICK_MS: '0' });
  await createRate(t);
  admin = (await signInAs(t, 'admin')).headers;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, headers?: H, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });

const openRoom = (eventId: string) => openRoomAs(t, admin, eventId);

describe('[WAITING ROOM] the poll knows its caller by the token', () => {
  it('answers a signed-out session its own place, but the holds gate and joins want a live session', async () => {
    const ev = await createEvent(t);
    await openRoom(ev.id);
    const [a, b] = [await signInAs(t, 'anonymous'), await signInAs(t, 'anonymous')];
    expect((await call('POST', `/api/events/${ev.id}/queue`, a.headers, {})).statusCode).toBe(201);
    expect((await call('POST', `/api/events/${ev.id}/queue`, b.headers, {})).statusCode).toBe(201);
    const before = (await call('GET', `/api/events/${ev.id}/queue/me`, b.headers)).json();
    expect(before).toMatchObject({ state: 'WAITING', position: 2, ahead: 1 });

    // The account behind b is gone: the poll still reads b's own place from the signature…
    await t.database.db.execute(sql`update users set is_active = false where id = ${b.user.id}`);
    await t.app.ctx.sessions.forget(b.user.id);
    const after = await call('GET', `/api/events/${ev.id}/queue/me`, b.headers);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ state: 'WAITING', position: 2 });
    // …while anything that acts checks the session as ever.
    const joinAgain = await call('POST', `/api/events/${ev.id}/queue`, b.headers, {});
    expect(joinAgain.statusCode).toBe(403);
    expect(joinAgain.json().error.code).toBe('USER_INACTIVE');
    const held = await call('POST', '/api/holds', b.headers, {
      eventId: ev.id,
      seatIds: [ev.seatIds[0]],
    });
    expect(held.statusCode).toBe(403);
    expect(held.json().error.code).toBe('USER_INACTIVE');
  });

  it('refuses a forged, expired or roleless token (401), and a token names only its own place', async () => {
    const ev = await createEvent(t);
    const a = await signInAs(t, 'anonymous');
    const url = `/api/events/${ev.id}/queue/me`;
    for (const bad of [
      await signedToken(a.user.id, { secret: 'another-secret-another-secret-another-secret' }),
      await signedToken(a.user.id, { expiresIn: -60 }),
      await signedToken(a.user.id, { role: 'emperor' }),
    ]) {
      const res = await call('GET', url, bearer(bad));
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await call('GET', url)).statusCode).toBe(401);
    // A valid token of a user not in line: NONE, whoever else waits.
    const stranger = await signedToken('00000000-0000-4000-8000-000000000001');
    expect((await call('GET', url, bearer(stranger))).json()).toMatchObject({ state: 'NONE' });
  });

  it('a token polled before is answered at once, and refused once it expires', async () => {
    const ev = await createEvent(t);
    await openRoom(ev.id);
    const a = await signInAs(t, 'anonymous');
    expect((await call('POST', `/api/events/${ev.id}/queue`, a.headers, {})).statusCode).toBe(201);
    const short = bearer(await signedToken(a.user.id, { expiresIn: 60 }));
    const url = `/api/events/${ev.id}/queue/me`;
    const first = await call('GET', url, short);
    const again = await call('GET', url, short);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toMatchObject({ state: 'WAITING', position: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const late = await call('GET', url, short);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});
