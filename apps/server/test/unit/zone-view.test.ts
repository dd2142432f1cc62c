/**
 * Best available's view of a zone (decision 017) and tables sold whole (decision 048): a
 * released table's chairs are heard from the seat feed as available like any seat, and the
 * view must still never pick them. (On PostgreSQL the feed's news of a release can arrive
 * after a view was read; that race made best available hand out a whole table.)
 */
import { describe, expect, it } from 'vitest';
import type { SeatChange } from '../../src/context';
import { ZoneView } from '../../src/modules/holds/zone-views';

const seat = (id: string, row: string, index: number, wholeTable = false, general = false) => ({
  id,
  row,
  index,
  free: !wholeTable,
  access: null,
  wholeTable,
  general,
});

describe('[BEST] a zone view and tables sold whole', () => {
  it('never picks the chairs of a table sold whole, even after the feed says they are free', () => {
    const view = new ZoneView([
      ...[1, 2, 3, 4].map((n) => seat(`vip-${n}`, 'Mesa VIP', n, true)),
      ...[1, 2, 3].map((n) => seat(`m1-${n}`, 'Mesa 1', n)),
    ]);
    expect(view.pick(4)).toBeNull();
    view.apply(
      [1, 2, 3, 4].map((n) => ({ seatId: `vip-${n}`, status: 'available' }) as SeatChange),
    );
    expect(view.pick(4)).toBeNull();
    // An ordinary table's chairs are still picked.
    expect(view.pick(3)?.map((s) => s.id)).toEqual(['m1-1', 'm1-2', 'm1-3']);
  });

  it('gives general admission the first free places, together or not (decision 052)', () => {
    const place = (n: number) => seat(`g-${n}`, 'Pista', n, false, true);
    const view = new ZoneView([1, 2, 3, 4, 5, 6].map(place));
    // Places 2 and 4 go: no three free places are together any more.
    view.markTaken(['g-2', 'g-4']);
    expect(view.pick(3)?.map((s) => s.id)).toEqual(['g-1', 'g-3', 'g-5']);
    // The three are set aside until the hold answers: one is left, not two.
    expect(view.pick(2)).toBeNull();
    expect(view.pick(1)?.map((s) => s.id)).toEqual(['g-6']);
    // A numbered zone still wants the seats side by side.
    const numbered = new ZoneView([1, 2, 3, 4, 5, 6].map((n) => seat(`s-${n}`, 'A', n)));
    numbered.markTaken(['s-2', 's-4']);
    expect(numbered.pick(3)).toBeNull();
  });

  it('tells whether seats are in flight, and wakes a request waiting for them when one is refused or all have answered (decision 056)', async () => {
    const view = new ZoneView([1, 2, 3, 4].map((n) => seat(`s-${n}`, 'A', n)));
    expect(view.picking).toBe(false);
    await view.settledNow(); // nothing in flight: at once
    const first = view.pick(2)!;
    const second = view.pick(1)!;
    expect(view.pick(2)).toBeNull();
    expect(view.picking).toBe(true);
    const woken: string[] = [];
    const refusedWait = view.settledNow().then(() => woken.push('a refusal'));
    // A refused hold gives its seats back: the waiting request wakes and finds them.
    view.settle(first, false);
    await refusedWait;
    expect(woken).toEqual(['a refusal']);
    const again = view.pick(2)!;
    expect(again.map((s) => s.id)).toEqual(['s-1', 's-2']);

    // Holds that are taken wake it only once all those in flight when it asked have
    // answered; a hold picked after it asked neither wakes it (refused) nor is waited for.
    const allWait = view.settledNow().then(() => woken.push('all answered'));
    const later = view.pick(1)!;
    view.settle(later, false);
    view.settle(second, true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woken).toEqual(['a refusal']);
    const last = view.pick(1)!;
    expect(last.map((s) => s.id)).toEqual(later.map((s) => s.id));
    view.settle(again, true);
    await allWait;
    expect(woken).toEqual(['a refusal', 'all answered']);
    expect(view.picking).toBe(true);
    view.settle(last, true);
    expect(view.picking).toBe(false);
    expect(view.pick(1)).toBeNull();
  });
});
