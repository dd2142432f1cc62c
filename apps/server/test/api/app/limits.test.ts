/**
 * Issue 14 "Limits that hold": per-IP limits cannot be dodged with X-Forwarded-For, a
 * guesser locks out only its own (account, IP) pair, sign-up, anonymous sessions, holds,
 * coupon lookups, check-ins and streams are limited, each with Retry-After in Spanish.
 * Small limits are set through the environment, as an operator would.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createEvent, createRate } from '../../factories';
import { until } from '../../until';
import {
  createTestApp,
  createUser,
  signIn,
  signInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../helper';

const apps: TestApp[] = [];
/** One server with small limits of every kind (each test uses its own addresses and users). */
const SMALL = {
  LIMIT_SIGN_IN_IP: '3/15m',
  LIMIT_SIGN_IN_ACCOUNT_IP: '2/15m',
  LIMIT_SIGN_UP_IP: '2/1h',
  LIMIT_ANONYMOUS_IP: '2/1h',
  LIMIT_HOLDS_ACCOUNT: '2/1m',
  LIMIT_COUPON_LOOKUP: '2/1m',
  LIMIT_CHECKINS_DEVICE: '2/1m',
  LIMIT_SSE_IP: '2',
};
let small: TestApp | undefined;
const smallApp = async () => (small ??= await app(SMALL));
afterAll(async () => Promise.all(apps.map((a) => a.close())));
async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

type Res = {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { error: { code: string; message: string } };
};
const RATE_LIMITED = 'Demasiados intentos. Espere unos minutos e intente nuevamente.';
function expectLimited(res: Res, retryAfter?: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: RATE_LIMITED,
    details: expect.anything(),
  });
  const header = Number(res.headers['retry-after']);
  if (retryAfter) expect(header).toBe(retryAfter);
  else expect(header).toBeGreaterThan(0);
}

const signInFrom = (
  t: TestApp,
  email: string,
  password: string,
  remoteAddress: string,
  xff?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

describe('[LIMITS] sign-in', () => {
  it('ignores X-Forwarded-For unless the proxy is configured: a forged header does not reset the per-IP count', async () => {
    const t = await smallApp();
    for (let i = 0; i < 3; i++)
      expect(
        (await signInFrom(t, `nadie${i}@x.test`, 'mala-clave-1', '203.0.113.5', `198.51.100.${i}`))
          .statusCode,
      ).toBe(401);
    expectLimited(
      await signInFrom(t, 'otro@x.test', 'mala-clave-1', '203.0.113.5', '198.51.100.99'),
    );
    // Another address is not affected.
    expect((await signInFrom(t, 'otro@x.test', 'mala-clave-1', '203.0.113.6')).statusCode).toBe(
      401,
    );
  });

  it('believes X-Forwarded-For from a configured proxy (each client counted apart)', async () => {
    const t = await app({ LIMIT_SIGN_IN_IP: '2/15m', TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 2; i++)
      expect(
        (await signInFrom(t, 'a@x.test', 'mala-clave-1', '127.0.0.1', '198.51.100.7')).statusCode,
      ).toBe(401);
    expectLimited(await signInFrom(t, 'a@x.test', 'mala-clave-1', '127.0.0.1', '198.51.100.7'));
    expect(
      (await signInFrom(t, 'a@x.test', 'mala-clave-1', '127.0.0.1', '198.51.100.8')).statusCode,
    ).toBe(401);
  });

  it('locks the guessing (account, IP) pair out for 30 s, never the account: the admin signs in from elsewhere', async () => {
    const t = await smallApp();
    const admin = await createUser(t, { role: 'admin' });
    for (let i = 0; i < 2; i++)
      expect((await signInFrom(t, admin.email, 'adivinando-1', '203.0.113.20')).statusCode).toBe(
        401,
      );
    // Locked out from there, even with the right password …
    expectLimited(await signInFrom(t, admin.email, TEST_PASSWORD, '203.0.113.20'), 30);
    // … the owner, elsewhere, is not.
    expect((await signInFrom(t, admin.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  });
});

describe('[LIMITS] sign-up and anonymous sessions, per IP', () => {
  it('stops sign-ups (and EMAIL_TAKEN probing) past the per-IP limit', async () => {
    const t = await smallApp();
    const taken = await createUser(t);
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'Clave.Segura.2026', name: 'Ana', lastName: 'Pérez' },
        remoteAddress: '203.0.113.30',
      });
    expect((await signUp('nueva1@x.test')).statusCode).toBe(201);
    expect((await signUp(taken.email)).statusCode).toBe(409);
    const third = await signUp(taken.email);
    expectLimited(third);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('stops anonymous sessions past the per-IP limit', async () => {
    const t = await smallApp();
    const anon = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/anonymous', remoteAddress: '203.0.113.40' });
    expect((await anon()).statusCode).toBe(201);
    expect((await anon()).statusCode).toBe(201);
    expectLimited(await anon());
  });
});

describe('[LIMITS] per account: holds, coupon lookups, check-ins', () => {
  it('limits holds per account, not per IP: another buyer behind the same address goes on', async () => {
    const t = await smallApp();
    await createRate(t);
    const event = await createEvent(t);
    const [a, b] = [await signInAs(t, 'customer'), await signInAs(t, 'customer')];
    const hold = (h: { authorization: string }, seat: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/holds',
        headers: h,
        remoteAddress: '203.0.113.50',
        payload: { eventId: event.id, seatIds: [seat] },
      });
    expect((await hold(a.headers, event.seatIds[0])).statusCode).toBe(201);
    expect((await hold(a.headers, event.seatIds[1])).statusCode).toBe(201);
    expectLimited(await hold(a.headers, event.seatIds[2]));
    expect((await hold(b.headers, event.seatIds[2])).statusCode).toBe(201);
  });

  it('limits coupon lookups, by code or through the cart summary', async () => {
    const t = await smallApp();
    await createRate(t);
    const event = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const look = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/coupons/${code}`, headers: buyer.headers });
    expect((await look('NOEXISTE1')).statusCode).toBe(404);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/cart/summary?eventId=${event.id}&couponCode=NOEXISTE2`,
      headers: buyer.headers,
    });
    expect(summary.statusCode).not.toBe(429);
    expectLimited(await look('NOEXISTE3'));
  });

  it('limits scans per door device', async () => {
    const t = await smallApp();
    const door = await signInAs(t, 'chekiner');
    const scan = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkins',
        headers: door.headers,
        payload: { code: 'NO-ES-UN-CODIGO' },
      });
    expect((await scan()).json()).toMatchObject({ result: 'INVALID' });
    expect((await scan()).json()).toMatchObject({ result: 'INVALID' });
    expectLimited(await scan());
    const other = await signInAs(t, 'chekiner');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/checkins',
          headers: other.headers,
          payload: { code: 'X' },
        })
      ).statusCode,
    ).not.toBe(429);
  });
});

describe('[LIMITS] seat-map streams per IP', () => {
  it('refuses a stream past the open ones allowed, and takes one again when another closes', async () => {
    const t = await smallApp();
    await createRate(t);
    const event = await createEvent(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/events/${event.id}/seat-map/stream`;
    const open = async () => {
      const controller = new AbortController();
      const res = await fetch(url, { signal: controller.signal });
      if (res.status === 200) await res.body!.getReader().read();
      return { res, close: () => controller.abort() };
    };
    const first = await open();
    const second = await open();
    const third = await open();
    expect(third.res.status).toBe(429);
    expect(third.res.headers.get('retry-after')).toBe('30');
    first.close();
    // The slot comes back once the server has seen the close.
    const slots = () =>
      t.app.ctx.limiter.open('SSE_IP', '127.0.0.1').then(
        async (s) => (await s.release(), true),
        () => false,
      );
    await until(slots);
    const again = await open();
    expect(again.res.status).toBe(200);
    second.close();
    again.close();
  });
});

describe('[LIMITS] RATE_LIMITS=off', () => {
  it('lifts every limit (load tests)', async () => {
    const t = await app({ RATE_LIMITS: 'off', LIMIT_ANONYMOUS_IP: '1/1h' });
    for (let i = 0; i < 3; i++)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/anonymous',
            remoteAddress: '203.0.113.60',
          })
        ).statusCode,
      ).toBe(201);
    expect(t.app.ctx.limiter.enabled).toBe(false);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)(
  '[LIMITS] several processes share the counts (Redis)',
  () => {
    it('counts sign-ups from one address across two servers', async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL!, LIMIT_SIGN_UP_IP: '1/1h' };
      const [a, b] = [await app(env), await app(env)];
      const ip = `198.18.${process.pid % 250}.${Date.now() % 250}`;
      const signUp = (t: TestApp, n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          payload: {
            email: `redis${n}-${Date.now()}@x.test`,
            password: 'Clave.Segura.2026',
            name: 'Ana',
            lastName: 'Pérez',
          },
          remoteAddress: ip,
        });
      expect((await signUp(a, 1)).statusCode).toBe(201);
      expectLimited(await signUp(b, 2));
      void signIn;
    });
  },
);
