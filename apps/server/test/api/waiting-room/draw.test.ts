/**
 * The pre-queue's draw is a uniformly random permutation (decision 034). drawOrder is the
 * function the service runs at the opening; this checks its output over many draws.
 *
 * Chi-square, 8 arrivals, 40,000 draws: for each arrival, the count of each place it gets
 * (expected 5,000 each) gives a statistic with 7 degrees of freedom. A fair draw exceeds
 * 56 with probability 1e-9 (scipy.stats.chi2.isf(1e-9, 7) = 55.87), so across the 8
 * arrivals a false failure has probability under 1e-8: never, in practice. A biased draw
 * (e.g. arrival order kept 1 % more often, or a modulo bias) fails by far.
 */
import { describe, expect, it } from 'vitest';
import { drawOrder } from '../../../src/modules/waiting-room/draw';

const N = 8;
const DRAWS = 40_000;
const CRITICAL = 56;

describe('[WAITING ROOM] the draw', () => {
  it('is a permutation of the places, every time', () => {
    for (const n of [0, 1, 2, 7, 100, 5000]) {
      const order = drawOrder(n);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it('gives every arrival every place with equal chance (chi-square per arrival under 56, p = 1e-9)', () => {
    const counts = Array.from({ length: N }, () => new Array<number>(N).fill(0));
    let keptArrival = 0;
    for (let d = 0; d < DRAWS; d++) {
      const order = drawOrder(N);
      order.forEach((place, arrival) => counts[arrival][place - 1]++);
      if (order.every((place, arrival) => place === arrival + 1)) keptArrival++;
    }
    const expected = DRAWS / N;
    for (const [arrival, row] of counts.entries()) {
      const chi2 = row.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      expect(chi2, `arrival ${arrival + 1}: ${row.join(' ')}`).toBeLessThan(CRITICAL);
    }
    // Arrival order itself comes out about once in 8! = 40,320 draws (≤ 10: p < 1e-8).
    expect(keptArrival).toBeLessThanOrEqual(10);
  });
});
