/**
 * "Mejores asientos", one algorithm for the browser's preview and the server's
 * `POST /api/holds/best`: `count` adjacent free seats in one row. Rows nearest the stage
 * or field (row A) come first, then the middle of the row; a block that leaves one lone
 * free seat beside it (an orphan nobody will buy) loses to one that does not, whenever
 * such a block exists anywhere in the zone.
 */
export interface BestRow<T> {
  label: string;
  /** In seat-number order. */
  seats: T[];
}

interface Candidate<T> {
  seats: T[];
  orphans: number;
  rowRank: number;
  offCentre: number;
}

/** Row A before B … Z before AA; "Mesa 2" before "Mesa 10". */
export function compareRows(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b, 'es', { numeric: true });
}

function better<T>(a: Candidate<T>, b: Candidate<T>): boolean {
  if (a.orphans !== b.orphans) return a.orphans < b.orphans;
  if (a.rowRank !== b.rowRank) return a.rowRank < b.rowRank;
  return a.offCentre < b.offCentre;
}

export function findBestBlock<T>(
  rows: BestRow<T>[],
  count: number,
  numberOf: (seat: T) => number,
  isFree: (seat: T) => boolean,
  options: { orphansAllowed?: boolean } = {},
): T[] | null {
  if (count < 1) return null;
  const ordered = [...rows].sort((a, b) => compareRows(a.label, b.label));
  let best: Candidate<T> | null = null;
  ordered.forEach((row, rowRank) => {
    const seats = row.seats;
    if (seats.length < count) return;
    const centre = (numberOf(seats[0]) + numberOf(seats[seats.length - 1])) / 2;
    let run: T[] = [];
    const flush = () => {
      for (let start = 0; start + count <= run.length; start++) {
        const block = run.slice(start, start + count);
        const right = run.length - count - start;
        const middle = (numberOf(block[0]) + numberOf(block[count - 1])) / 2;
        const candidate: Candidate<T> = {
          seats: block,
          orphans: (start === 1 ? 1 : 0) + (right === 1 ? 1 : 0),
          rowRank,
          offCentre: Math.abs(middle - centre),
        };
        if (options.orphansAllowed === false && candidate.orphans > 0) continue;
        if (!best || better(candidate, best)) best = candidate;
      }
      run = [];
    };
    for (const seat of seats) {
      const last = run[run.length - 1];
      const adjacent = last === undefined || numberOf(seat) === numberOf(last) + 1;
      if (!isFree(seat) || !adjacent) flush();
      if (isFree(seat)) run.push(seat);
    }
    flush();
  });
  return (best as Candidate<T> | null)?.seats ?? null;
}
