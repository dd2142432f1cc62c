import type { SeatChange } from '../hooks/use-seat-stream';
import { STATUS_CODES, type SeatModel } from './seat-model';

/**
 * Applies live changes from the stream. Our own hold comes back as "held" (the stream
 * does not know who is watching): a seat that is ours stays ours. A seat with a
 * request of ours in flight waits for that answer. Answers whether anything changed.
 */
export function applySeatChanges(
  model: SeatModel,
  changes: SeatChange[],
  pending: ReadonlySet<number>,
): boolean {
  let changed = false;
  for (const change of changes) {
    const seat = model.index.get(change.seatId);
    const next = STATUS_CODES[change.status];
    if (seat === undefined || next === undefined) continue;
    const current = model.status[seat];
    if (current === STATUS_CODES.mine && next === STATUS_CODES.held) continue;
    if (pending.has(seat) && next !== STATUS_CODES.sold) continue;
    if (current !== next) {
      model.status[seat] = next;
      changed = true;
    }
  }
  return changed;
}

/** Makes the model agree with the server's list of our holds. */
export function applyOwnHolds(
  model: SeatModel,
  heldIds: ReadonlySet<string>,
  pending: ReadonlySet<number>,
): boolean {
  let changed = false;
  for (let i = 0; i < model.status.length; i++) {
    if (model.status[i] === STATUS_CODES.mine && !heldIds.has(model.ids[i]) && !pending.has(i)) {
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
