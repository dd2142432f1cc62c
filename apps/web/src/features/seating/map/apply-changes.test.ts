import { describe, expect, it } from 'vitest';
import { encodeOrdinals } from '@tickera/shared/ordinal-runs';
import { encodeZoneSeats, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import {
  applyOwnHolds,
  applySeatChanges,
  applyStatus,
  ECHO_MS,
  expectEchoes,
  forgetEchoes,
  zonesWithOwnSeats,
} from './apply-changes';
import {
  buildSeatModel,
  fillZoneIds,
  STATUS_CODES,
  STATUS_NAMES,
  type SeatModel,
} from './seat-model';

const EVENT = '00000000-0000-4000-8000-000000000002';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two zones of 4 seats (ordinals 0-3 and 4-7); ordinal 1 has no position, so it is not drawn. */
function model(): SeatModel {
  const zone = (z: number) => {
    const seats: LayoutSeat[] = [1, 2, 3, 4].map((n) => ({
      row: 'A',
      index: n,
      name: `A-${n}`,
      tableId: null,
      x: z === 0 && n === 2 ? null : n * 10,
      y: z * 100,
    }));
    return {
      id: id(100 + z),
      name: `Zona ${z}`,
      type: 'GENERAL',
      layout: 'NUMBERED',
      basePrice: '10.00',
      map: null,
      tables: [],
      first: z * 4,
      count: 4,
      ...encodeZoneSeats(seats, []),
    };
  };
  return buildSeatModel({ eventId: EVENT, version: 'v1', zones: [zone(0), zone(1)] });
}

const statuses = (m: SeatModel) => [...m.status].map((s) => STATUS_NAMES[s]);
const none = new Set<number>();

describe('[SEAT-MAP] the model from the compact layout', () => {
  it('draws only seats with a position and maps ordinals to them', () => {
    const m = model();
    expect(m.x).toHaveLength(7);
    expect([...m.seatAt]).toEqual([0, -1, 1, 2, 3, 4, 5, 6]);
    expect([...m.ordinal]).toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect(m.ids.every((x) => x === undefined)).toBe(true);
  });

  it('takes statuses by ordinal, leaving seats with a request in flight alone', () => {
    const m = model();
    const status = {
      eventId: EVENT,
      version: 'v1',
      held: encodeOrdinals([0, 1]),
      sold: encodeOrdinals([4, 5, 6]),
      mine: encodeOrdinals([7]),
    };
    expect(applyStatus(m, status, new Set([3]))).toBe(true);
    expect(statuses(m)).toEqual([
      'held',
      'available',
      'available',
      'available',
      'sold',
      'sold',
      'mine',
    ]);
    expect(zonesWithOwnSeats(m)).toEqual([1]);
    expect(applyStatus(m, status, none)).toBe(true);
    expect(statuses(m)[3]).toBe('sold');
    expect(applyStatus(m, status, none)).toBe(false);
  });

  it('applies stream changes by ordinal and asks for a reload on another layout version', () => {
    const m = model();
    const change = (n: number | undefined, v = 'v1') => ({
      seatId: id(n ?? 0),
      status: 'held' as const,
      n,
      v,
    });
    expect(applySeatChanges(m, [change(2), change(1)], none)).toEqual({
      changed: true,
      stale: false,
    });
    expect(statuses(m)[1]).toBe('held');
    expect(applySeatChanges(m, [change(3, 'v2')], none)).toEqual({ changed: false, stale: true });
    expect(applySeatChanges(m, [change(undefined)], none).stale).toBe(true);
  });

  it("passes over the echo of our hold that arrives after our release, not someone else's hold", () => {
    const m = model();
    const held = { seatId: id(2), status: 'held' as const, n: 2, v: 'v1' };
    const freed = { ...held, status: 'available' as const };
    // Held (the answer made it ours), then released (answered) before the hold's echo came.
    expectEchoes(m, [1], 'held', 0);
    m.status[1] = STATUS_CODES.mine;
    expectEchoes(m, [1], 'available', 10);
    m.status[1] = STATUS_CODES.available;
    expect(applySeatChanges(m, [held], none, 60)).toEqual({ changed: false, stale: false });
    expect(statuses(m)[1]).toBe('available');
    expect(applySeatChanges(m, [freed], none, 70)).toEqual({ changed: false, stale: false });
    // Then someone else takes it: that is no echo of ours.
    expect(applySeatChanges(m, [held], none, 80)).toEqual({ changed: true, stale: false });
    expect(statuses(m)[1]).toBe('held');
  });

  it('believes the stream again once a request failed or its echo is long overdue', () => {
    const m = model();
    const held = { seatId: id(2), status: 'held' as const, n: 2, v: 'v1' };
    // A hold refused: no echo comes, and someone else's hold shows.
    expectEchoes(m, [1], 'held', 0);
    forgetEchoes(m, [1]);
    expect(applySeatChanges(m, [held], none, 5).changed).toBe(true);
    // A hold and a release whose echoes never came: after ECHO_MS, a hold is someone else's.
    m.status[1] = STATUS_CODES.available;
    expectEchoes(m, [1], 'held', 100);
    expectEchoes(m, [1], 'available', 110);
    expect(applySeatChanges(m, [held], none, 110 + ECHO_MS).changed).toBe(true);
  });

  it('reconciles our holds only where the zone ids are loaded', () => {
    const m = model();
    const mine = encodeOrdinals([0, 5]);
    applyStatus(m, { eventId: EVENT, version: 'v1', held: [], sold: [], mine }, none);
    fillZoneIds(m, 1, 4, [4, 5, 6, 7].map(id));
    expect(m.zones.map((z) => z.idsLoaded)).toEqual([false, true]);
    expect(m.index.get(id(5))).toBe(4);
    // The list drops id(5) and adds id(6), both in zone 1; zone 0's seat stays as it is.
    expect(applyOwnHolds(m, new Set([id(6), id(0)]), none)).toBe(true);
    expect(statuses(m)).toEqual([
      'mine',
      'available',
      'available',
      'available',
      'available',
      'mine',
      'available',
    ]);
  });
});
