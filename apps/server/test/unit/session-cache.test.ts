import { describe, expect, it } from 'vitest';
import {
  createSessionCache,
  SESSION_CACHE_HEARD_MS,
  SESSION_CACHE_MS,
  sessionKey,
} from '../../src/modules/auth/session-cache';

const ana = { id: 'u-ana', role: 'CLIENTE', isAnonymous: false, email: 'ana@x.test' };
const key = sessionKey('u-ana', 'CLIENTE', false, 's-1');

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: createSessionCache({ now: () => clock.now }) };
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
});
