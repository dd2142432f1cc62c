/**
 * Decision 055: a session in use is read again before its cache entry ends, in the
 * background, so buyers who arrived together do not all wait for their users row in the
 * same second a minute later. What a caller notices: a change made outside the application
 * (no announcement) reaches a session in use from the middle of the minute on, never later
 * than before, and no request waits for it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSION_CACHE_HEARD_MS } from '../../../src/modules/auth/session-cache';
import { createTestApp, createUser, signIn, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const me = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers });

describe('[AUTH] a session in use is read again before its cache entry ends', () => {
  it('sees a deactivation made in the database from three quarters of the minute, not at its end', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await me(s.headers)).statusCode).toBe(200);
    // Outside the application: nothing announces it, so only a read of the row finds it.
    await t.database.db.execute(sql`update users set is_active = false where id = ${u.id}`);

    // Before half the minute the entry is believed and not read again.
    vi.setSystemTime(Date.now() + SESSION_CACHE_HEARD_MS / 2 - 1_000);
    expect((await me(s.headers)).statusCode).toBe(200);
    expect((await me(s.headers)).statusCode).toBe(200);

    // Past the renewal point (drawn between half and three quarters): this request is
    // answered from the entry and starts the read; a later one sees what it found.
    vi.setSystemTime(Date.now() + SESSION_CACHE_HEARD_MS / 4 + 1_000);
    expect((await me(s.headers)).statusCode).toBe(200);
    await expect.poll(async () => (await me(s.headers)).statusCode, { timeout: 10_000 }).toBe(403);
  });
});
