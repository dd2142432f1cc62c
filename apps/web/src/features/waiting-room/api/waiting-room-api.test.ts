import { describe, expect, it } from 'vitest';
import type { QueuePlace } from '@tickera/shared/schemas/waiting-room';
import { pollDelayMs } from './waiting-room-api';

const waiting = (ahead: number, etaSeconds: number | null = null): QueuePlace => ({
  state: 'WAITING',
  position: ahead + 1,
  ahead,
  etaSeconds,
  passExpiresAt: null,
  opensAt: null,
  roomState: 'OPEN',
});

describe('[WAITING ROOM] the page polls less the farther back it is, never in step', () => {
  const mid = () => 0.5; // no jitter
  it('grows with the distance from the front, and looks sooner than the estimate', () => {
    const delays = [0, 50, 500, 5000].map((a) => pollDelayMs(waiting(a), mid));
    expect(delays).toEqual([2_000, 5_000, 15_000, 30_000]);
    // 5,000 ahead but due in 20 s: looked at every 10 s, not 30.
    expect(pollDelayMs(waiting(5000, 20), mid)).toBe(10_000);
  });

  it('looks just after a turn due within 10 s, and never sooner than in 1.5–2.5 s', () => {
    expect(pollDelayMs(waiting(100, 4), () => 0)).toBe(4_300);
    expect(pollDelayMs(waiting(100, 4), () => 0.999999)).toBe(4_700);
    expect(pollDelayMs(waiting(3, 1), () => 0)).toBe(1_500);
    expect(pollDelayMs(waiting(3, 1), () => 0.999999)).toBe(2_500);
    // Due in 11 s: the ordinary schedule (half the estimate, ±20 %).
    expect(pollDelayMs(waiting(900, 11), mid)).toBe(5_500);
  });

  it('spreads pages ±20 % so thousands of them do not ask at once', () => {
    expect(pollDelayMs(waiting(5000), () => 0)).toBe(24_000);
    expect(pollDelayMs(waiting(5000), () => 0.999999)).toBe(36_000);
  });
});
