/**
 * Fixed-window counters in memory, per process (docs/decisions/004-rate-limits.md).
 * Used for sign-in and recovery, keyed by IP and by e-mail.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; false once the key has spent its window. */
  hit(key: string, rule: LimitRule): boolean {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      this.hits.set(key, { count: 1, resetAt: t + rule.windowMs });
      if (this.hits.size > 50_000) this.prune(t);
      return true;
    }
    entry.count += 1;
    return entry.count <= rule.max;
  }

  /** True when the key has already spent its window (without counting a hit). */
  isBlocked(key: string, rule: LimitRule): boolean {
    const entry = this.hits.get(key);
    return !!entry && entry.resetAt > this.now() && entry.count >= rule.max;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}

const MINUTE = 60_000;
export const LIMITS = {
  /** Failed sign-ins from one IP (password spraying across accounts). */
  signInIp: { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one e-mail (guessing a password). */
  signInEmail: { max: 5, windowMs: 15 * MINUTE },
  recoverIp: { max: 10, windowMs: 60 * MINUTE },
  recoverEmail: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, LimitRule>;
