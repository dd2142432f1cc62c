import { describe, expect, it } from 'vitest';
import { findBestBlock } from '@tickera/shared/best-seats';
import { encodeZoneSeats, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import { buildSeatModel, STATUS_CODES, type SeatModel } from './seat-model';

const ZONE = '00000000-0000-4000-8000-000000000001';
const EVENT = '00000000-0000-4000-8000-000000000002';

/** The shared rule over a seat map model, as the browser holds it. */
function findBestSeats(model: SeatModel, zoneIndex: number, count: number): number[] | null {
  return findBestBlock(
    model.zones[zoneIndex].rows,
    count,
    (s) => model.number[s],
    (s) => model.status[s] === 0,
  );
}

/** Rows as strings: "." available, "h" held, "s" sold; seat n of a row is character n-1. */
function modelOf(rows: Record<string, string>): SeatModel {
  const seats: LayoutSeat[] = [];
  const statuses: number[] = [];
  Object.entries(rows).forEach(([row, line], r) => {
    [...line].forEach((c, i) => {
      seats.push({
        row,
        index: i + 1,
        name: `${row}-${i + 1}`,
        tableId: null,
        x: i * 10 + 5,
        y: r * 10 + 5,
      });
      statuses.push(
        c === '.' ? STATUS_CODES.available : c === 'h' ? STATUS_CODES.held : STATUS_CODES.sold,
      );
    });
  });
  const model = buildSeatModel({
    eventId: EVENT,
    version: 'v1',
    zones: [
      {
        id: ZONE,
        name: 'General',
        type: 'GENERAL',
        layout: 'NUMBERED',
        basePrice: '10.00',
        map: {},
        tables: [],
        first: 0,
        count: seats.length,
        ...encodeZoneSeats(seats, []),
      },
    ],
  });
  model.status.set(statuses);
  return model;
}

function picked(model: SeatModel, seats: number[] | null): string[] | null {
  return seats?.map((i) => `${model.row[i]}-${model.number[i]}`) ?? null;
}

describe('findBestSeats', () => {
  it('takes the front row, in the middle', () => {
    const model = modelOf({ A: '..........', B: '..........' });
    expect(picked(model, findBestSeats(model, 0, 2))).toEqual(['A-5', 'A-6']);
  });

  it('keeps the seats together in one row', () => {
    const model = modelOf({ A: '..s..s..', B: '........' });
    expect(picked(model, findBestSeats(model, 0, 3))).toEqual(['B-3', 'B-4', 'B-5']);
  });

  it('does not leave a single orphan seat when a block without one exists', () => {
    // Row A has a gap of exactly 3 between sold seats: taking 2 of it strands one seat.
    const model = modelOf({ A: 'sss...ssss', B: '..........' });
    expect(picked(model, findBestSeats(model, 0, 2))).toEqual(['B-5', 'B-6']);
  });

  it('fills a gap of the exact size first when it is in the best row', () => {
    const model = modelOf({ A: 'ssss..ssss', B: '..........' });
    expect(picked(model, findBestSeats(model, 0, 2))).toEqual(['A-5', 'A-6']);
  });

  it('never splits a run of 4 in the middle (that strands one seat on each side)', () => {
    const model = modelOf({ A: 's....sssss' });
    // Seats 2-5 are free; 3-4 would leave 2 and 5 alone. Of the two edges, 4-5 is nearer the middle.
    expect(picked(model, findBestSeats(model, 0, 2))).toEqual(['A-4', 'A-5']);
  });

  it('accepts an orphan when nothing else fits', () => {
    const model = modelOf({ A: 's...s', B: 'sssss' });
    expect(picked(model, findBestSeats(model, 0, 2))).toHaveLength(2);
  });

  it('answers null when no row has enough adjacent seats', () => {
    const model = modelOf({ A: '.h.h.', B: 's.s.s' });
    expect(findBestSeats(model, 0, 2)).toBeNull();
  });

  it('orders rows A..Z before AA', () => {
    const model = modelOf({ AA: '....', B: '....' });
    expect(picked(model, findBestSeats(model, 0, 4))).toEqual(['B-1', 'B-2', 'B-3', 'B-4']);
  });
});
