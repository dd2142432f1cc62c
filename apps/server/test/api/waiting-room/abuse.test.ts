/**
 * Joining the waiting room is an abuse limit (decision 034): a proof of work the browser
 * computes, and joins per address group (IPv4 address, IPv6 /64). RATE_LIMITS=off lifts both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { leadingZeroBits } from '@tickera/shared/schemas/waiting-room';
import { solve } from '../../../src/modules/waiting-room/pow';
import { createEvent, type H } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

const MINUTE = 60_000;

/** A nonce whose digest does not start with `bits` zero bits. */
function unsolved(challenge: string, bits: number): string {
  for (let n = 0; ; n++) {
    const digest = createHash('sha256')
      .update(challenge + `w${n}`)
      .digest();
    if (!leadingZeroBits(digest, bits)) return `w${n}`;
  }
}

describe('[WAITING ROOM] abuse limits on', () => {
  let t: TestApp;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp({
      QUEUE_TICK_MS: '0',
      QUEUE_POW_BITS: '8',
      LIMIT_QUEUE_JOIN_IP: '3/1m',
    });
    const admin = (await signInAs(t, 'admin')).headers;
    eventId = (await createEvent(t)).id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/waiting-room`,
      headers: admin,
      payload: {
        enabled: true,
        opensAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
        admitPerMinute: 100,
      },
    });
  });
  afterAll(async () => t?.close());

  const join = (headers: H, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/queue`,
      headers,
      payload,
      remoteAddress,
    });
  const challenge = async (headers: H) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/queue/challenge`, headers })
    ).json() as { challenge: string; bits: number };

  it('asks for the proof of work, refuses a wrong or borrowed one, and takes a solved one', async () => {
    const a = (await signInAs(t, 'anonymous')).headers;
    const b = (await signInAs(t, 'anonymous')).headers;
    const without = await join(a, {}, '10.1.0.1');
    expect(without.statusCode).toBe(403);
    const err = without.json().error;
    expect(err.code).toBe('QUEUE_PROOF_REQUIRED');
    expect(err.message).toMatch(/verificar su navegador/);
    expect(err.details.bits).toBe(8);

    const c = await challenge(a);
    expect(c.bits).toBe(8);
    const nonce = solve(c.challenge, c.bits);
    // Someone else's solved challenge is no proof for this session.
    expect((await join(b, { challenge: c.challenge, nonce }, '10.1.0.2')).statusCode).toBe(403);
    // A nonce that does not solve it.
    const bad = await join(
      a,
      { challenge: c.challenge, nonce: unsolved(c.challenge, c.bits) },
      '10.1.0.3',
    );
    expect(bad.json().error.code).toBe('QUEUE_PROOF_REQUIRED');
    const ok = await join(a, { challenge: c.challenge, nonce }, '10.1.0.4');
    expect([200, 201]).toContain(ok.statusCode);
    expect(ok.json()).toMatchObject({ state: 'WAITING', position: null });
    // Joining again needs nothing: the same place.
    expect((await join(a, {}, '10.1.0.5')).statusCode).toBe(200);
  });

  it('limits joins per address group: an IPv6 /64 counts as one (429 past 3 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const h = (await signInAs(t, 'anonymous')).headers;
      const c = await challenge(h);
      const res = await join(
        h,
        { challenge: c.challenge, nonce: solve(c.challenge, c.bits) },
        `2800:1:2:3::${i}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another /64 is another group.
    const h = (await signInAs(t, 'anonymous')).headers;
    const c = await challenge(h);
    const other = await join(
      h,
      { challenge: c.challenge, nonce: solve(c.challenge, c.bits) },
      '2800:1:2:4::1',
    );
    expect(other.statusCode).toBe(201);
  });
});

describe('[WAITING ROOM] RATE_LIMITS=off', () => {
  let t: TestApp;
  afterAll(async () => t?.close());
  it('asks no proof of work and counts no joins', async () => {
    t = await createTestApp({
      RATE_LIMITS: 'off',
      QUEUE_TICK_MS: '0',
      LIMIT_QUEUE_JOIN_IP: '1/1m',
    });
    const admin = (await signInAs(t, 'admin')).headers;
    const ev = await createEvent(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${ev.id}/waiting-room`,
      headers: admin,
      payload: {
        enabled: true,
        opensAt: new Date(Date.now() + MINUTE).toISOString(),
        admitPerMinute: 5,
      },
    });
    for (let i = 0; i < 3; i++) {
      const h = (await signInAs(t, 'anonymous')).headers;
      const c = await t.app.inject({
        method: 'GET',
        url: `/api/events/${ev.id}/queue/challenge`,
        headers: h,
      });
      expect(c.json()).toEqual({ challenge: null, bits: 0 });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/events/${ev.id}/queue`,
        headers: h,
        payload: {},
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
