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
});
