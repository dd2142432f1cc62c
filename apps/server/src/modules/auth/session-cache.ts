/**
 * A bearer token's user, kept so that an on-sale or a door does not read the same users row
 * on every request (docs/decisions/014-door-check-in.md, 025-sessions-heard-ended.md).
 * The key holds the token's own role, anonymous and session claims, so a sign-up (new token,
 * new claims) never meets its anonymous past.
 *
 * How long an entry is believed depends on whether this process hears the others: every
 * change that ends or narrows a session (sign-out, password change or reset, deactivation,
 * role change) is `forget`-ten here and announced on the `session_ended` channel, so while
 * the channel is heard an entry is kept for a minute (a safety net for changes made outside
 * the application); while it is not (the LISTEN connection dropped), for two seconds, and
 * everything is dropped when it is heard again, since announcements may have been missed.
 *
 * An entry in use is read again before it ends (decision 055): past a point drawn for it
 * between half and three quarters of its life, the next request that finds it is answered
 * from it and starts one read of the row in the background. Buyers who arrive together at an
 * on-sale are cached together; without this, every one of their entries ended in the same
 * second a minute later, and every request of that second waited for its users row (the hold
 * p99 tripled in that window, BENCHMARKS.md). No entry is believed longer than before.
 */
import { sql } from 'drizzle-orm';
import type { CachedSession, SessionCache } from '../../context';
import type { Database } from '../../db/client';

/** How long an entry is believed while ended sessions are not heard from other processes. */
export const SESSION_CACHE_MS = 2_000;
/** While they are heard. */
export const SESSION_CACHE_HEARD_MS = 60_000;
export const SESSION_CHANNEL = 'session_ended';
const MAX_ENTRIES = 50_000;
/** A forget is remembered this long, to refuse the answer of a read that started before it. */
const FORGET_REMEMBERED_MS = 10_000;
/** An entry is read again from this share of its life, drawn for each up to RENEW_FROM + RENEW_SPREAD. */
const RENEW_FROM = 0.5;
const RENEW_SPREAD = 0.25;

/** Starts with the user id, so `forget(userId)` finds every session of the user. */
export function sessionKey(sub: string, role: string, anon: boolean, sid = ''): string {
  return `${sub}|${role}|${anon ? 1 : 0}|${sid}`;
}

export interface LocalSessionCache {
  get(key: string): CachedSession | undefined;
  /**
   * Whether the caller that just found `key` should read the row again in the background:
   * true once for an entry past its renewal point (then false until a read is `set`).
   */
  due(key: string): boolean;
  /** `readAt`: when the read of the users row began (Date.now()). */
  set(key: string, value: CachedSession, readAt: number): void;
  /** Drops the user's entries; a read begun before now is not kept when it answers. */
  drop(userId: string): void;
  /** Whether ended sessions are heard from the other processes. */
  heard(live: boolean): void;
}

export function createSessionCache({
  now = () => Date.now(),
  shortMs = SESSION_CACHE_MS,
  heardMs = SESSION_CACHE_HEARD_MS,
  random = Math.random,
} = {}): LocalSessionCache {
  /** `renew`: the share of its life after which the entry is read again; `renewing`: asked. */
  const entries = new Map<
    string,
    { value: CachedSession; at: number; renew: number; renewing?: true }
  >();
  const life = () => (isHeard ? heardMs : shortMs);
  const dropped = new Map<string, number>();
  let isHeard = false;
  /** When everything was last dropped on hearing the others again. */
  let clearedAt = -Infinity;
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.at + life() > now()) return hit.value;
      entries.delete(key);
      return undefined;
    },
    due(key) {
      const hit = entries.get(key);
      if (!hit || hit.renewing || now() < hit.at + life() * hit.renew) return false;
      hit.renewing = true;
      return true;
    },
    set(key, value, readAt) {
      const userId = key.slice(0, key.indexOf('|'));
      // A forget that came while the row was being read may be newer than what was read, and
      // so may everything announced while the others were not heard (cleared since).
      if ((dropped.get(userId) ?? -Infinity) >= readAt || readAt < clearedAt) return;
      // A slow read (a renewal in the background) does not replace a newer one.
      if ((entries.get(key)?.at ?? -Infinity) > readAt) return;
      entries.delete(key);
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: readAt, renew: RENEW_FROM + RENEW_SPREAD * random() });
    },
    drop(userId) {
      for (const key of entries.keys()) if (key.startsWith(`${userId}|`)) entries.delete(key);
      const at = now();
      dropped.delete(userId);
      dropped.set(userId, at);
      for (const [id, when] of dropped) {
        if (when > at - FORGET_REMEMBERED_MS) break;
        dropped.delete(id);
      }
    },
    heard(live) {
      // Back after a drop: what was announced meanwhile is unknown.
      if (live && !isHeard) {
        entries.clear();
        clearedAt = now();
      }
      isHeard = live;
    },
  };
}

/**
 * The process's session cache, joined to the others through PostgreSQL LISTEN/NOTIFY
 * (PGlite: in process). `forget` drops here and announces to every process.
 */
export async function startSessionCache(
  database: Database,
  onError: (err: unknown) => void,
  cache = createSessionCache(),
): Promise<SessionCache> {
  const unlisten = await database.listen(
    SESSION_CHANNEL,
    (userId) => cache.drop(userId),
    (live) => cache.heard(live),
  );
  return {
    get: (key) => cache.get(key),
    due: (key) => cache.due(key),
    set: (key, value, readAt) => cache.set(key, value, readAt),
    async forget(userId) {
      cache.drop(userId);
      // Announced after the change committed; until it arrives, other processes keep the
      // entry for at most two seconds if they stopped hearing, else a few milliseconds.
      await database.db
        .execute(sql`select pg_notify(${SESSION_CHANNEL}, ${userId})`)
        .catch(onError);
    },
    stop: unlisten,
  };
}
