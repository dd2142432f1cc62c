import { forEachOrdinal } from '@tickera/shared/ordinal-runs';
import type { SeatMapStatus } from '@tickera/shared/schemas/seating';
import type { SeatChange } from '../hooks/use-seat-stream';
import { STATUS_CODES, type SeatModel } from './seat-model';

/**
 * Makes the model say what a status answer says (same layout version). Seats with a
 * request of ours in flight wait for that answer. Answers whether anything changed. The
 * echoes of our own changes waited for are forgotten.
 */
export function applyStatus(
  model: SeatModel,
  status: SeatMapStatus,
  pending: ReadonlySet<number>,
): boolean {
  // The statuses read now are the truth: echoes waited for from before (a dropped stream lost
  // them) would pass over someone else's change.
  echoes.delete(model);
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

/** How long an echo of our own hold or release is waited for on the stream, from its answer. */
export const ECHO_MS = 10_000;

/**
 * Per seat id: the statuses our own holds and releases will come back as on the stream, and
 * the status our latest answered one left. The stream sends a change some time after its
 * commit (batched: the server's seat-feed.ts, 50 ms; processes batch apart), so the echo of a
 * hold can arrive after the answer to a release that followed it: applied then, the seat
 * showed as taken by someone else (and the map said so aloud) until the release's own echo.
 */
interface SeatEchoes {
  expected: { status: number; at: number }[];
  latest?: number;
}
const echoes = new WeakMap<SeatModel, Map<string, SeatEchoes>>();

/** Notes that the stream will send `status` for `seatIds`: a hold or release of ours, asked for. */
export function expectEchoes(
  model: SeatModel,
  seatIds: readonly string[],
  status: 'held' | 'available',
  now = performance.now(),
): void {
  let bySeat = echoes.get(model);
  if (!bySeat) echoes.set(model, (bySeat = new Map()));
  for (const id of seatIds) {
    const entry = bySeat.get(id) ?? { expected: [] };
    entry.expected.push({ status: STATUS_CODES[status], at: now });
    bySeat.set(id, entry);
  }
}

/**
 * Our request for `seatIds` was answered: the seats are `status` now, as far as we know, and
 * their echoes are waited for ECHO_MS from now.
 */
export function echoesAnswered(
  model: SeatModel,
  seatIds: readonly string[],
  status: 'held' | 'available',
  now = performance.now(),
): void {
  for (const id of seatIds) {
    const entry = echoes.get(model)?.get(id);
    if (!entry) continue;
    entry.latest = STATUS_CODES[status];
    for (const e of entry.expected) e.at = now;
  }
}

/** Crosses off the echo `expectEchoes` noted for a request that failed: none comes. */
export function forgetEchoes(
  model: SeatModel,
  seatIds: readonly string[],
  status: 'held' | 'available',
): void {
  const bySeat = echoes.get(model);
  for (const id of seatIds) {
    const entry = bySeat?.get(id);
    if (!entry) continue;
    const last = entry.expected.map((e) => e.status).lastIndexOf(STATUS_CODES[status]);
    if (last !== -1) entry.expected.splice(last, 1);
    if (entry.expected.length === 0) bySeat?.delete(id);
  }
}

/**
 * Whether a change from the stream is the echo of a change of ours that a later answered one
 * of ours has overtaken (a hold's echo after our release of the seat). The echo is crossed
 * off; a change we did not expect (someone else's) is no echo.
 */
function overtakenEcho(model: SeatModel, seatId: string, status: number, now: number): boolean {
  const bySeat = echoes.get(model);
  const entry = bySeat?.get(seatId);
  if (!bySeat || !entry) return false;
  entry.expected = entry.expected.filter((e) => now - e.at < ECHO_MS);
  const at = entry.expected.findIndex((e) => e.status === status);
  if (at !== -1) entry.expected.splice(at, 1);
  if (entry.expected.length === 0) bySeat.delete(seatId);
  return at !== -1 && entry.latest !== undefined && status !== entry.latest;
}

/**
 * Applies live changes from the stream, by ordinal. Our own hold comes back as "held"
 * (the stream does not know who is watching): a seat that is ours stays ours. A seat with
 * a request of ours in flight waits for that answer. The echo of a change of ours that a
 * later one of ours overtook is passed over (`expectEchoes`). `stale`: a change named another
 * layout version (or none), so the statuses must be read again.
 */
export function applySeatChanges(
  model: SeatModel,
  changes: SeatChange[],
  pending: ReadonlySet<number>,
  now = performance.now(),
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
    if (overtakenEcho(model, change.seatId, next, now)) continue;
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
