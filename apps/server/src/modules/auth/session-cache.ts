/**
 * A bearer token's user, kept for two seconds: at a door or an on-sale every request would
 * otherwise read the same users row again (docs/decisions/014-door-check-in.md). The key
 * holds the token's own role, anonymous and session claims, so a sign-up (new token, new
 * claims) never meets its anonymous past; a deactivation, role change or ended session made
 * here is forgotten at once, and one made by another process acts within the two seconds.
 */
import type { CachedSession, SessionCache } from '../../context';

export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 50_000;

/** Starts with the user id, so `forget(userId)` finds every session of the user. */
export function sessionKey(sub: string, role: string, anon: boolean, sid = ''): string {
  return `${sub}|${role}|${anon ? 1 : 0}|${sid}`;
}

export function createSessionCache(ttlMs = SESSION_CACHE_MS): SessionCache {
  const entries = new Map<string, { value: CachedSession; until: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until > Date.now()) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    forget(userId) {
      for (const key of entries.keys()) if (key.startsWith(`${userId}|`)) entries.delete(key);
    },
  };
}
