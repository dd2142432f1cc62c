import { forEachOrdinal } from '@tickera/shared/ordinal-runs';
import type { SeatMapStatus } from '@tickera/shared/schemas/seating';
import type { SeatChange } from '../hooks/use-seat-stream';
import { STATUS_CODES, type SeatModel } from './seat-model';

/**
 * Makes the model say what a status answer says (same layout version). Seats with a
 * request of ours in flight wait for that answer. Answers whether anything changed.
 */
export function applyStatus(
  model: SeatModel,
  status: SeatMapStatus,
  pending: ReadonlySet<number>,
): boolean {
  const next = new Uint8Array(model.status.length);
  for (const name of ['held', 'sold', 'mine'] as const) {
    forEachOrdinal(status[name], (ordinal) => {
      const seat = model.seatAt[ordinal];
      if (seat !== undefined && seat >= 0) next[seat] = STATUS_CODES[name];
    });
  }
  let changed = false;
  for (let i = 0; i < next.length; i++) {
    if (next[i] !== model.status[i] && !pending.has(i)) {
      model.status[i] = next[i];
      changed = true;
    }
  }
  return changed;
}

/**
 * Applies live changes from the stream, by ordinal. Our own hold comes back as "held"
 * (the stream does not know who is watching): a seat that is ours stays ours. A seat with
 * a request of ours in flight waits for that answer. `stale`: a change named another
 * layout version (or none), so the statuses must be read again.
 */
export function applySeatChanges(
  model: SeatModel,
  changes: SeatChange[],
  pending: ReadonlySet<number>,
): { changed: boolean; stale: boolean } {
  let changed = false;
  let stale = false;
  for (const change of changes) {
    if (change.v !== model.layoutVersion || change.n === undefined) {
      stale = true;
      continue;
    }
    const seat = model.seatAt[change.n];
    const next = STATUS_CODES[change.status];
    if (seat === undefined || seat < 0 || next === undefined) continue;
    const current = model.status[seat];
    if (current === STATUS_CODES.mine && next === STATUS_CODES.held) continue;
    if (pending.has(seat) && next !== STATUS_CODES.sold) continue;
    if (current !== next) {
      model.status[seat] = next;
      changed = true;
    }
  }
  return { changed, stale };
}

/**
 * Makes the model agree with the server's list of our holds, as far as the seat ids
 * loaded so far tell (a seat whose zone ids are not loaded is left as it is).
 */
export function applyOwnHolds(
  model: SeatModel,
  heldIds: ReadonlySet<string>,
  pending: ReadonlySet<number>,
): boolean {
  let changed = false;
  for (let i = 0; i < model.status.length; i++) {
    const id = model.ids[i];
    if (model.status[i] === STATUS_CODES.mine && id && !heldIds.has(id) && !pending.has(i)) {
      model.status[i] = STATUS_CODES.available;
      changed = true;
    }
  }
  for (const id of heldIds) {
    const seat = model.index.get(id);
    if (seat !== undefined && model.status[seat] !== STATUS_CODES.mine) {
      model.status[seat] = STATUS_CODES.mine;
      changed = true;
    }
  }
  return changed;
}

/** The zones holding seats of ours. */
export function zonesWithOwnSeats(model: SeatModel): number[] {
  const zones = new Set<number>();
  for (let i = 0; i < model.status.length; i++)
    if (model.status[i] === STATUS_CODES.mine) zones.add(model.zoneOf[i]);
  return [...zones];
}

/** Our seats, zone by zone, row by row, seat by seat. */
export function ownSeats(model: SeatModel): number[] {
  const seats: number[] = [];
  for (let i = 0; i < model.status.length; i++)
    if (model.status[i] === STATUS_CODES.mine) seats.push(i);
  return seats.sort(
    (a, b) =>
      model.zoneOf[a] - model.zoneOf[b] ||
      model.row[a].length - model.row[b].length ||
      model.row[a].localeCompare(model.row[b], 'es', { numeric: true }) ||
      model.number[a] - model.number[b],
  );
}
