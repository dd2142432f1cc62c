import { describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS, parseLimit } from '../../src/lib/limits';
import {
  MemoryLimitStore,
  RateLimiter,
  RedisLimitStore,
  limitStore,
} from '../../src/lib/rate-limiter';
import { loadConfig } from '../../src/config';

const limits = { ...LIMIT_DEFAULTS, SIGN_UP_IP: { max: 3, windowMs: 1000 } };
const refused = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code: string; details: { retryAfterSeconds: number } }) => [
      e.code,
      e.details.retryAfterSeconds,
    ],
  );

describe('[LIMITS] counters', () => {
  it('allows max hits per window, then refuses with the seconds left, until the window passes', async () => {
    let now = 0;
    const l = new RateLimiter(new MemoryLimitStore(100, () => now), limits);
    for (let i = 0; i < 3; i++) await l.hit('SIGN_UP_IP', 'a');
    now = 400;
    expect(await refused(l.hit('SIGN_UP_IP', 'a'))).toEqual(['RATE_LIMITED', 1]);
    expect(await refused(l.hit('SIGN_UP_IP', 'b'))).toBeNull();
    now = 1000;
    expect(await refused(l.hit('SIGN_UP_IP', 'a'))).toBeNull();
  });

  it('keeps at most its capacity in memory, dropping the least recently used key', async () => {
    const store = new MemoryLimitStore(1000);
    for (let i = 0; i < 50_000; i++) await store.incr(`k${i}`, 60_000);
    expect(store.size).toBe(1000);
    expect(await store.peek('k49999')).toMatchObject({ count: 1 });
    expect(await store.peek('k0')).toBeNull();
  });

  it('locks an (account, IP) pair out with a lock that doubles: 30 s, 60 s, 120 s … up to 15 min', async () => {
    let now = 0;
    const l = new RateLimiter(new MemoryLimitStore(100, () => now), {
      ...LIMIT_DEFAULTS,
      SIGN_IN_ACCOUNT_IP: { max: 2, windowMs: 3_600_000 },
    });
    const locks: (unknown[] | null)[] = [];
    for (let i = 0; i < 8; i++) {
      await l.failAndLock('admin|1.2.3.4');
      locks.push(await refused(l.checkLock('admin|1.2.3.4')));
    }
    expect(locks.map((x) => x?.[1] ?? 0)).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
    expect(await refused(l.checkLock('admin|5.6.7.8'))).toBeNull();
    now = 900_000;
    expect(await refused(l.checkLock('admin|1.2.3.4'))).toBeNull();
  });

  it('counts open streams and gives a slot back', async () => {
    const l = new RateLimiter(new MemoryLimitStore(), {
      ...LIMIT_DEFAULTS,
      SSE_IP: { max: 2, windowMs: 0 },
    });
    const a = await l.open('SSE_IP', 'ip');
    await l.open('SSE_IP', 'ip');
    expect(await refused(l.open('SSE_IP', 'ip'))).toEqual(['RATE_LIMITED', 30]);
    await a.release();
    expect(await refused(l.open('SSE_IP', 'ip'))).toBeNull();
  });

  it('reads limits from the environment and refuses a malformed one by name', () => {
    expect(parseLimit('20/1h')).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(parseLimit('300')).toEqual({ max: 300, windowMs: 0 });
    expect(parseLimit('20 por hora')).toBeNull();
    const config = loadConfig({ LIMIT_SIGN_UP_IP: '50/30m' });
    expect(config.limits.SIGN_UP_IP).toEqual({ max: 50, windowMs: 1_800_000 });
    // Defaults for an on-sale behind a carrier's NAT.
    expect(config.limits.ANONYMOUS_IP).toEqual({ max: 300, windowMs: 3_600_000 });
    expect(config.limits.SIGN_IN_IP).toEqual({ max: 100, windowMs: 900_000 });
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits).toBe(true);
    expect(() => loadConfig({ LIMIT_HOLDS_ACCOUNT: 'muchos' })).toThrow(/LIMIT_HOLDS_ACCOUNT/);
    expect(() => loadConfig({ TRUST_PROXY: 'todos' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('[LIMITS] in Redis', () => {
  it('shares one count between the processes of a deployment', async () => {
    const prefix = `tickera-test:${process.pid}:${Date.now()}:`;
    const a = new RateLimiter(
      new RedisLimitStore(process.env.TEST_REDIS_URL!, () => {}, prefix),
      limits,
    );
    const b = new RateLimiter(
      new RedisLimitStore(process.env.TEST_REDIS_URL!, () => {}, prefix),
      limits,
    );
    try {
      await a.hit('SIGN_UP_IP', 'ip');
      await b.hit('SIGN_UP_IP', 'ip');
      await a.hit('SIGN_UP_IP', 'ip');
      expect(await refused(b.hit('SIGN_UP_IP', 'ip'))).toEqual(['RATE_LIMITED', 1]);
      const s1 = await a.open('SSE_IP', 'ip');
      await b.open('SSE_IP', 'ip');
      await s1.release();
      await a.failAndLock('x|ip');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('[LIMITS] Redis out of reach', () => {
  it('counts in this process meanwhile: limits still hold, nothing fails, the outage is told once', async () => {
    const warned: string[] = [];
    // Nothing listens on port 1: every command is refused.
    const store = limitStore('redis://127.0.0.1:1/0', { warn: (_obj, msg) => warned.push(msg) });
    const limiter = new RateLimiter(store, limits);
    try {
      await limiter.hit('SIGN_UP_IP', 'ip');
      await limiter.hit('SIGN_UP_IP', 'ip');
      await limiter.hit('SIGN_UP_IP', 'ip');
      expect(await refused(limiter.hit('SIGN_UP_IP', 'ip'))).toEqual(['RATE_LIMITED', 1]);
      await limiter.checkLock('x|ip');
      await limiter.clearLock('x|ip');
      expect(warned).toEqual(['Redis no responde: límites por proceso mientras tanto']);
    } finally {
      await limiter.close();
    }
  });

  it('with the limits off, touches no store at all (a sign-in never waits for Redis)', async () => {
    const touched: string[] = [];
    const spy = new Proxy(new MemoryLimitStore(), {
      get: (target, name) =>
        name === 'close'
          ? () => Promise.resolve()
          : (...args: unknown[]) => {
              touched.push(String(name));
              return (target as unknown as Record<string, (...a: unknown[]) => unknown>)[
                String(name)
              ](...args);
            },
    });
    const off = new RateLimiter(spy, limits, false);
    await off.hit('SIGN_UP_IP', 'ip');
    await off.checkLock('x|ip');
    await off.failAndLock('x|ip');
    await off.clearLock('x|ip');
    await off.reset('SIGN_UP_IP', 'ip');
    expect(touched).toEqual([]);
  });
});
