/**
 * Abuse limits (docs/decisions/004-rate-limits.md): fixed-window counters kept in Redis when
 * REDIS_URL is set (every process shares them) or in a bounded map in memory. A limit over
 * its count answers 429 with Retry-After and a Spanish message.
 */
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { LIMIT_DEFAULTS, type LimitName, type Limits } from './limits';
import { boundedRedis } from './redis';

/** A counter in its window: how many hits so far and how long until it starts again. */
interface Window {
  count: number;
  ttlMs: number;
}

export interface LimitStore {
  /** Counts one hit in the key's window (opened by the first hit). */
  incr(key: string, windowMs: number): Promise<Window>;
  peek(key: string): Promise<Window | null>;
  /** Adds `by` (±1) to a gauge that lives `ttlMs` after its last change (open streams). */
  gauge(key: string, by: number, ttlMs: number): Promise<number>;
  /** A marker that lasts `ttlMs` (a lock-out). */
  mark(key: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters in this process, at most `capacity` keys: the least recently touched key goes
 * first (a Map keeps insertion order, so each touch re-inserts; every step is O(1)).
 */
export class MemoryLimitStore implements LimitStore {
  private readonly entries = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly capacity = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  private live(key: string) {
    const e = this.entries.get(key);
    if (e && e.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private put(key: string, entry: { count: number; until: number }) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  async incr(key: string, windowMs: number): Promise<Window> {
    const e = this.live(key) ?? { count: 0, until: this.now() + windowMs };
    e.count += 1;
    this.put(key, e);
    return { count: e.count, ttlMs: e.until - this.now() };
  }

  async peek(key: string): Promise<Window | null> {
    const e = this.live(key);
    return e ? { count: e.count, ttlMs: e.until - this.now() } : null;
  }

  async gauge(key: string, by: number, ttlMs: number): Promise<number> {
    const count = Math.max(0, (this.live(key)?.count ?? 0) + by);
    if (count === 0) this.entries.delete(key);
    else this.put(key, { count, until: this.now() + ttlMs });
    return count;
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    this.put(key, { count: 1, until: this.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {}
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** INCR, and start the window on the first hit; answers the count and the window's time left. */
const INCR = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
const GAUGE = `local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if c <= 0 then redis.call('DEL', KEYS[1]) return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return c`;

/** Counters in Redis, shared by every process of the deployment. */
export class RedisLimitStore implements LimitStore {
  private readonly redis: Redis;

  /** `onError`: where a lost connection is told (FallbackLimitStore answers meanwhile). */
  constructor(url: string, onError: (err: unknown) => void = () => {}, prefix = 'tickera:limit:') {
    this.redis = boundedRedis(url, prefix, onError);
  }

  async incr(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.eval(INCR, 1, key, windowMs)) as [number, number];
    return { count, ttlMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Window | null> {
    const [[, v], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    return v === null || ttl === -2 ? null : { count: Number(v), ttlMs: Math.max(ttl, 0) };
  }

  async gauge(key: string, by: number, ttlMs: number): Promise<number> {
    return (await this.redis.eval(GAUGE, 1, key, by, ttlMs)) as number;
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(key, '1', 'PX', ttlMs);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis first; while it does not answer, this process's own counters (decision 004): an
 * outage weakens the limits to one process's share, it never turns a sign-in or a hold into
 * an error. Counts kept meanwhile stay local; Redis's own expire once their windows pass.
 */
export class FallbackLimitStore implements LimitStore {
  /** After a failure Redis is left alone this long: no request waits on it meanwhile. */
  private downUntil = 0;

  constructor(
    private readonly shared: LimitStore,
    private readonly local: LimitStore,
    private readonly onFallback: (err: unknown) => void,
    private readonly retryMs = 5 * SECOND,
  ) {}

  private async either<T>(op: (store: LimitStore) => Promise<T>): Promise<T> {
    if (Date.now() < this.downUntil) return op(this.local);
    try {
      return await op(this.shared);
    } catch (err) {
      this.downUntil = Date.now() + this.retryMs;
      this.onFallback(err);
      return op(this.local);
    }
  }

  incr(key: string, windowMs: number) {
    return this.either((s) => s.incr(key, windowMs));
  }
  peek(key: string) {
    return this.either((s) => s.peek(key));
  }
  gauge(key: string, by: number, ttlMs: number) {
    return this.either((s) => s.gauge(key, by, ttlMs));
  }
  mark(key: string, ttlMs: number) {
    return this.either((s) => s.mark(key, ttlMs));
  }
  del(key: string) {
    return this.either((s) => s.del(key));
  }
  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}

/**
 * The deployment's store: Redis with this process's counters behind it when REDIS_URL is set
 * (an outage is logged at most once every 10 s), else memory.
 */
export function limitStore(
  redisUrl: string | undefined,
  log: { warn(obj: object, msg: string): void },
): LimitStore {
  if (!redisUrl) return new MemoryLimitStore();
  let toldAt = -Infinity;
  const tell = (err: unknown) => {
    if (Date.now() - toldAt < 10 * SECOND) return;
    toldAt = Date.now();
    log.warn({ err }, 'Redis no responde: límites por proceso mientras tanto');
  };
  return new FallbackLimitStore(new RedisLimitStore(redisUrl, tell), new MemoryLimitStore(), tell);
}

/** The longest a (account, IP) pair stays locked out; the lock doubles from 30 s up to it. */
const MAX_LOCK_MS = 15 * MINUTE;
const FIRST_LOCK_MS = 30 * SECOND;

export class RateLimiter {
  constructor(
    private readonly store: LimitStore,
    readonly limits: Limits = LIMIT_DEFAULTS,
    readonly enabled = true,
  ) {}

  private refuse(ttlMs: number): never {
    throw new AppError('RATE_LIMITED', {
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / SECOND)),
    });
  }

  /** Counts one request against `name` for `id`; 429 past the limit. */
  async hit(name: LimitName, id: string): Promise<void> {
    if (!this.enabled) return;
    const rule = this.limits[name];
    const w = await this.store.incr(`${name}:${id}`, rule.windowMs);
    if (w.count > rule.max) this.refuse(w.ttlMs);
  }

  /**
   * Counts one request against `name` for `id`; false past the limit (the caller then does
   * nothing and answers as usual, where a 429 would tell something).
   */
  async allow(name: LimitName, id: string): Promise<boolean> {
    if (!this.enabled) return true;
    const rule = this.limits[name];
    return (await this.store.incr(`${name}:${id}`, rule.windowMs)).count <= rule.max;
  }

  /** 429 when `id` has already spent `name` (counts nothing: failures are counted by `fail`). */
  async check(name: LimitName, id: string): Promise<void> {
    if (!this.enabled) return;
    const w = await this.store.peek(`${name}:${id}`);
    if (w && w.count >= this.limits[name].max) this.refuse(w.ttlMs);
  }

  async fail(name: LimitName, id: string): Promise<number> {
    if (!this.enabled) return 0;
    return (await this.store.incr(`${name}:${id}`, this.limits[name].windowMs)).count;
  }

  async reset(name: LimitName, id: string): Promise<void> {
    if (!this.enabled) return;
    await this.store.del(`${name}:${id}`);
  }

  /**
   * Failed sign-ins to one account from one IP: past the limit the pair is locked out for
   * 30 s, then 1, 2, 4 … minutes up to 15. Only that pair: the owner elsewhere signs in.
   */
  async checkLock(id: string): Promise<void> {
    if (!this.enabled) return;
    const lock = await this.store.peek(`LOCK:${id}`);
    if (lock) this.refuse(lock.ttlMs);
  }

  async failAndLock(id: string): Promise<void> {
    if (!this.enabled) return;
    const count = await this.fail('SIGN_IN_ACCOUNT_IP', id);
    const over = count - this.limits.SIGN_IN_ACCOUNT_IP.max;
    if (over >= 0)
      await this.store.mark(`LOCK:${id}`, Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** over));
  }

  async clearLock(id: string): Promise<void> {
    if (!this.enabled) return;
    await Promise.all([this.reset('SIGN_IN_ACCOUNT_IP', id), this.store.del(`LOCK:${id}`)]);
  }

  /**
   * Opens one of `id`'s concurrent slots (SSE streams); the returned function gives it back.
   * The gauge outlives a crashed process by at most `ttlMs`; `touch` keeps it alive.
   */
  async open(name: LimitName, id: string, ttlMs = 2 * MINUTE) {
    const key = `${name}:${id}`;
    if (!this.enabled) return { release: async () => {}, touch: async () => {} };
    const count = await this.store.gauge(key, 1, ttlMs);
    const release = async () => void (await this.store.gauge(key, -1, ttlMs));
    if (count > this.limits[name].max) {
      await release();
      this.refuse(30 * SECOND);
    }
    return { release, touch: async () => void (await this.store.gauge(key, 0, ttlMs)) };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
