/**
 * "Mejores asientos", one algorithm for the browser's preview and the server's
 * `POST /api/holds/best`: `count` adjacent free seats in one row. Rows nearest the stage
 * or field (row A) come first, then the middle of the row; a block that leaves one lone
 * free seat beside it (an orphan nobody will buy) loses to one that does not, whenever
 * such a block exists anywhere in the zone.
 */
import type { SEAT_ACCESS } from './place-names';

export interface BestRow<T> {
  label: string;
  /** In seat-number order. */
  seats: T[];
}

interface Candidate {
  orphans: number;
  rowRank: number;
  offCentre: number;
}

/** Row A before B … Z before AA; "Mesa 2" before "Mesa 10". */
export function compareRows(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b, 'es', { numeric: true });
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.orphans !== b.orphans) return a.orphans < b.orphans;
  if (a.rowRank !== b.rowRank) return a.rowRank < b.rowRank;
  return a.offCentre < b.offCentre;
}

export function findBestBlock<T>(
  rows: BestRow<T>[],
  count: number,
  numberOf: (seat: T) => number,
  isFree: (seat: T) => boolean,
  /** The caller keeps its rows in `compareRows` order (the server's zone views do). */
  options: { rowsInOrder?: boolean } = {},
): T[] | null {
  if (count < 1) return null;
  const ordered = options.rowsInOrder
    ? rows
    : [...rows].sort((a, b) => compareRows(a.label, b.label));
  // Positions only while searching: a 5,000-seat zone is searched on every request of an on-sale.
  let best: (Candidate & { seats: T[]; from: number }) | null = null;
  for (let rowRank = 0; rowRank < ordered.length; rowRank++) {
    const seats = ordered[rowRank].seats;
    if (seats.length < count) continue;
    const centre = (numberOf(seats[0]) + numberOf(seats[seats.length - 1])) / 2;
    /** Weighs every block of `count` in the run of free adjacent seats `runStart..end`. */
    const weigh = (runStart: number, end: number) => {
      const length = end - runStart;
      for (let start = 0; start + count <= length; start++) {
        const from = runStart + start;
        const middle = (numberOf(seats[from]) + numberOf(seats[from + count - 1])) / 2;
        const candidate = {
          orphans: (start === 1 ? 1 : 0) + (length - count - start === 1 ? 1 : 0),
          rowRank,
          offCentre: Math.abs(middle - centre),
        };
        if (!best || better(candidate, best)) best = { ...candidate, seats, from };
      }
    };
    let runStart = -1;
    seats.forEach((seat, i) => {
      const free = isFree(seat);
      const adjacent = runStart >= 0 && numberOf(seat) === numberOf(seats[i - 1]) + 1;
      if (runStart >= 0 && (!free || !adjacent)) {
        weigh(runStart, i);
        runStart = -1;
      }
      if (free && runStart < 0) runStart = i;
    });
    if (runStart >= 0) weigh(runStart, seats.length);
    // Rows further back rank lower: nothing there beats a block that strands no seat.
    if (best && (best as Candidate).orphans === 0) break;
  }
  const found = best as (Candidate & { seats: T[]; from: number }) | null;
  return found ? found.seats.slice(found.from, found.from + count) : null;
}

/** A seat's place in the accessibility plan (venue-plan.ts): a wheelchair space, the seat beside one, or neither. */
export type SeatAccess = (typeof SEAT_ACCESS)[number] | null;

/**
 * An ordinary request never gets accessible or companion seats: they are kept for the
 * buyers who need them, so they count as taken here. An accessible request gets one free
 * accessible seat with a free companion seat beside it (numbers one apart), the nearest
 * row first, then the one nearest the middle of its row.
 */
export function findBestSeats<T>(
  rows: BestRow<T>[],
  count: number,
  numberOf: (seat: T) => number,
  isFree: (seat: T) => boolean,
  accessOf: (seat: T) => SeatAccess,
  options: { rowsInOrder?: boolean; accessible?: boolean } = {},
): T[] | null {
  if (!options.accessible)
    return findBestBlock(rows, count, numberOf, (s) => isFree(s) && !accessOf(s), options);
  const ordered = options.rowsInOrder
    ? rows
    : [...rows].sort((a, b) => compareRows(a.label, b.label));
  for (const { seats } of ordered) {
    if (seats.length < 2) continue;
    const centre = (numberOf(seats[0]) + numberOf(seats[seats.length - 1])) / 2;
    let best: { pair: T[]; offCentre: number } | null = null;
    seats.forEach((seat, i) => {
      if (accessOf(seat) !== 'ACCESSIBLE' || !isFree(seat)) return;
      for (const j of [i - 1, i + 1]) {
        const other = seats[j];
        if (!other || accessOf(other) !== 'COMPANION' || !isFree(other)) continue;
        if (Math.abs(numberOf(other) - numberOf(seat)) !== 1) continue;
        const offCentre = Math.abs((numberOf(seat) + numberOf(other)) / 2 - centre);
        if (!best || offCentre < best.offCentre)
          best = { pair: j < i ? [other, seat] : [seat, other], offCentre };
      }
    });
    if (best) return (best as { pair: T[] }).pair;
  }
  return null;
}
