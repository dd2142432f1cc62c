import { describe, expect, it } from 'vitest';
import {
  createSessionCache,
  SESSION_CACHE_HEARD_MS,
  SESSION_CACHE_MS,
  sessionKey,
} from '../../src/modules/auth/session-cache';

const ana = { id: 'u-ana', role: 'CLIENTE', isAnonymous: false, email: 'ana@x.test' };
const key = sessionKey('u-ana', 'CLIENTE', false, 's-1');

function cacheAt(start = 1_000_000, random = () => 0) {
  const clock = { now: start };
  return { clock, cache: createSessionCache({ now: () => clock.now, random }) };
}

describe('[AUTH] the session cache', () => {
  it('believes an entry for two seconds while other processes are not heard, a minute while they are', () => {
    const { clock, cache } = cacheAt();
    cache.set(key, ana, clock.now);
    clock.now += SESSION_CACHE_MS - 1;
    expect(cache.get(key)).toEqual(ana);
    clock.now += 1;
    expect(cache.get(key)).toBeUndefined();

    cache.heard(true);
    cache.set(key, ana, clock.now);
    clock.now += SESSION_CACHE_HEARD_MS - 1;
    expect(cache.get(key)).toEqual(ana);
    clock.now += 1;
    expect(cache.get(key)).toBeUndefined();
  });

  it('forgets a user at once, all their sessions, and nobody else', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    const other = sessionKey('u-ana', 'CLIENTE', false, 's-2');
    const bob = sessionKey('u-bob', 'CLIENTE', false, 's-9');
    for (const k of [key, other, bob]) cache.set(k, ana, clock.now);
    clock.now += 5;
    cache.drop('u-ana');
    expect([cache.get(key), cache.get(other), cache.get(bob)]).toEqual([undefined, undefined, ana]);
  });

  it('does not keep what a read begun before a forget found (the row may be older than the change)', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    const readAt = clock.now;
    clock.now += 3; // the read is under way when another process announces the sign-out
    cache.drop('u-ana');
    clock.now += 3;
    cache.set(key, ana, readAt);
    expect(cache.get(key)).toBeUndefined();
    // A read begun after the forget is kept.
    cache.set(key, ana, clock.now);
    expect(cache.get(key)).toEqual(ana);
  });

  it('drops everything when the other processes are heard again: announcements may have been missed', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    cache.set(key, ana, clock.now);
    cache.heard(false);
    cache.heard(true);
    expect(cache.get(key)).toBeUndefined();
  });

  it('asks one caller to read an entry in use again from its renewal point, and believes it no longer than before', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    const readAt = clock.now;
    cache.set(key, ana, readAt);
    // Drawn at 0: renewed from half its life.
    clock.now += SESSION_CACHE_HEARD_MS / 2 - 1;
    expect(cache.due(key)).toBe(false);
    clock.now += 1;
    expect([cache.due(key), cache.due(key)]).toEqual([true, false]);
    // The read has not answered: the entry still ends a minute after it was read.
    clock.now = readAt + SESSION_CACHE_HEARD_MS - 1;
    expect(cache.get(key)).toEqual(ana);
    clock.now += 1;
    expect(cache.get(key)).toBeUndefined();
    expect(cache.due(key)).toBe(false);
  });

  it("starts a renewed entry's life at its read, and renews it again later", () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    cache.set(key, ana, clock.now);
    clock.now += SESSION_CACHE_HEARD_MS / 2;
    expect(cache.due(key)).toBe(true);
    const renewedAt = clock.now;
    const bob = { ...ana, role: 'TAQUILLA' };
    cache.set(key, bob, renewedAt);
    expect(cache.due(key)).toBe(false);
    clock.now = renewedAt + SESSION_CACHE_HEARD_MS - 1;
    expect(cache.get(key)).toEqual(bob);
    expect(cache.due(key)).toBe(true);
  });

  it('spreads the renewal points of entries read together over a quarter of their life', () => {
    const draws = [0, 0.5, 0.999];
    const { clock, cache } = cacheAt(1_000_000, () => draws.shift()!);
    cache.heard(true);
    const keys = ['s-1', 's-2', 's-3'].map((sid) => sessionKey('u-ana', 'CLIENTE', false, sid));
    for (const k of keys) cache.set(k, ana, clock.now);
    const start = clock.now;
    const dueAt = (share: number) => start + Math.ceil(SESSION_CACHE_HEARD_MS * share);
    clock.now = dueAt(0.5);
    expect(keys.map((k) => cache.due(k))).toEqual([true, false, false]);
    clock.now = dueAt(0.625);
    expect(keys.map((k) => cache.due(k))).toEqual([false, true, false]);
    clock.now = dueAt(0.75);
    expect(keys.map((k) => cache.due(k))).toEqual([false, false, true]);
  });

  it('does not keep a renewal whose read began before a forget', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    cache.set(key, ana, clock.now);
    clock.now += SESSION_CACHE_HEARD_MS / 2;
    expect(cache.due(key)).toBe(true);
    const readAt = clock.now;
    clock.now += 2;
    cache.drop('u-ana');
    cache.set(key, ana, readAt);
    expect(cache.get(key)).toBeUndefined();
  });

  it('does not let a slow read replace a newer one, nor keep a read begun before the others were heard again', () => {
    const { clock, cache } = cacheAt();
    cache.heard(true);
    const renewalAt = clock.now;
    clock.now += 5;
    const bob = { ...ana, role: 'TAQUILLA' };
    cache.set(key, bob, clock.now);
    // The renewal begun earlier answers last: the newer read stays.
    cache.set(key, ana, renewalAt);
    expect(cache.get(key)).toEqual(bob);

    const before = clock.now;
    clock.now += 5;
    cache.heard(false);
    cache.heard(true);
    cache.set(key, ana, before);
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, ana, clock.now);
    expect(cache.get(key)).toEqual(ana);
  });
});
