import { describe, expect, it } from 'vitest';
import { encodeOrdinals } from '@tickera/shared/ordinal-runs';
import { encodeZoneSeats, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import {
  applyOwnHolds,
  applySeatChanges,
  applyStatus,
  ECHO_MS,
  echoesAnswered,
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

  const held = { seatId: id(2), status: 'held' as const, n: 2, v: 'v1' };
  const freed = { ...held, status: 'available' as const };
  /** Seat 1 (ordinal 2) held by us, then released by us, both answered. */
  const heldThenReleased = (m: SeatModel, at = 0) => {
    expectEchoes(m, [id(2)], 'held', at);
    echoesAnswered(m, [id(2)], 'held', at + 5);
    m.status[1] = STATUS_CODES.mine;
    expectEchoes(m, [id(2)], 'available', at + 10);
    echoesAnswered(m, [id(2)], 'available', at + 15);
    m.status[1] = STATUS_CODES.available;
  };

  it("passes over the echo of our hold that arrives after our release, not someone else's hold", () => {
    const m = model();
    heldThenReleased(m);
    expect(applySeatChanges(m, [held], none, 60)).toEqual({ changed: false, stale: false });
    expect(statuses(m)[1]).toBe('available');
    expect(applySeatChanges(m, [freed], none, 70)).toEqual({ changed: false, stale: false });
    // Then someone else takes it: that is no echo of ours.
    expect(applySeatChanges(m, [held], none, 80)).toEqual({ changed: true, stale: false });
    expect(statuses(m)[1]).toBe('held');
  });

  it('passes over it too when the two echoes come the other way round (two server processes)', () => {
    const m = model();
    heldThenReleased(m);
    expect(applySeatChanges(m, [freed], none, 60).changed).toBe(false);
    expect(applySeatChanges(m, [held], none, 70).changed).toBe(false);
    expect(statuses(m)[1]).toBe('available');
  });

  it('believes the stream again after a failed request, a status read, or ECHO_MS', () => {
    // A hold refused: no echo comes, and someone else's hold shows.
    const refused = model();
    expectEchoes(refused, [id(2)], 'held', 0);
    forgetEchoes(refused, [id(2)], 'held');
    expect(applySeatChanges(refused, [held], none, 5).changed).toBe(true);
    // The stream dropped and the statuses were read again: what was waited for is forgotten.
    const reread = model();
    heldThenReleased(reread);
    applyStatus(reread, { eventId: EVENT, version: 'v1', held: [], sold: [], mine: [] }, none);
    expect(applySeatChanges(reread, [held], none, 60).changed).toBe(true);
    // Echoes that never came: ECHO_MS after the answers, a hold is someone else's.
    const overdue = model();
    heldThenReleased(overdue, 100);
    expect(applySeatChanges(overdue, [held], none, 115 + ECHO_MS).changed).toBe(true);
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
