/**
 * The pre-queue's draw and the admission bucket, as pure functions (decision 034): the
 * service runs them inside the transaction that holds the room's row.
 */
import { randomInt } from 'node:crypto';

/**
 * A uniformly random order of `n` places: Fisher–Yates with the operating system's
 * cryptographic source (crypto.randomInt draws without modulo bias). `order[i]` is the
 * place (1-based) of the i-th arrival.
 */
export function drawOrder(n: number): number[] {
  const places = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [places[i], places[j]] = [places[j], places[i]];
  }
  return places;
}

/** The longest time one tick may account for: a restart (or a stalled ticker) admits no burst. */
export const MAX_CATCH_UP_MS = 2_000;

export interface Bucket {
  /** Places admitted so far (1..admitted). */
  admitted: number;
  /** Places taken (the line's length, admitted included). */
  joined: number;
  /** Fraction of a place carried from the last tick. */
  credit: number;
}

/**
 * One admission tick: `elapsedMs` since the last one (capped at MAX_CATCH_UP_MS) earns
 * `admitPerMinute` per minute; whole places are admitted from the front. Credit is not
 * banked while nobody is left to admit, so an empty line does not turn into a burst
 * when people arrive.
 */
export function admit(bucket: Bucket, admitPerMinute: number, elapsedMs: number) {
  const ms = Math.min(Math.max(elapsedMs, 0), MAX_CATCH_UP_MS);
  const earned = bucket.credit + (admitPerMinute * ms) / 60_000;
  const left = bucket.joined - bucket.admitted;
  const count = Math.min(Math.floor(earned), left);
  const credit = count === left ? Math.min(earned - count, 1) : earned - count;
  return { count, admitted: bucket.admitted + count, credit };
}
