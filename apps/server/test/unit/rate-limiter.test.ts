import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/lib/rate-limiter';

describe('[RATE-LIMIT]', () => {
  it('allows max hits per window, then refuses until the window passes', () => {
    let now = 0;
    const l = new RateLimiter(() => now);
    const rule = { max: 3, windowMs: 1000 };
    expect([1, 2, 3, 4].map(() => l.hit('k', rule))).toEqual([true, true, true, false]);
    expect(l.isBlocked('k', rule)).toBe(true);
    expect(l.hit('otra', rule)).toBe(true);
    now = 1000;
    expect(l.hit('k', rule)).toBe(true);
  });
});
