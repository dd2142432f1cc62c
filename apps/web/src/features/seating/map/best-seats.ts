import type { SeatModel } from './seat-model';

interface Candidate {
  seats: number[];
  orphans: number;
  rowRank: number;
  offCentre: number;
}

/** Row A before B … Z before AA; "Mesa 2" before "Mesa 10". */
function compareRows(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b, 'es', { numeric: true });
}

/**
 * "Mejores asientos": `count` adjacent available seats in one row of the zone. Rows
 * nearest the stage or field (row A) come first, then the middle of the row; a block
 * that leaves one lone available seat beside it (an orphan nobody will buy) loses to
 * one that does not, whenever such a block exists anywhere in the zone.
 */
export function findBestSeats(model: SeatModel, zoneIndex: number, count: number): number[] | null {
  const zone = model.zones[zoneIndex];
  if (!zone || count < 1) return null;
  const rows = [...zone.rows].sort((a, b) => compareRows(a.label, b.label));
  let best: Candidate | null = null;

  rows.forEach((row, rowRank) => {
    const seats = row.seats;
    if (seats.length < count) return;
    const centre = (model.number[seats[0]] + model.number[seats[seats.length - 1]]) / 2;
    let run: number[] = [];
    const flush = () => {
      for (let start = 0; start + count <= run.length; start++) {
        const left = start;
        const right = run.length - count - start;
        const block = run.slice(start, start + count);
        const middle = (model.number[block[0]] + model.number[block[count - 1]]) / 2;
        const candidate: Candidate = {
          seats: block,
          orphans: (left === 1 ? 1 : 0) + (right === 1 ? 1 : 0),
          rowRank,
          offCentre: Math.abs(middle - centre),
        };
        if (!best || better(candidate, best)) best = candidate;
      }
      run = [];
    };
    for (const seat of seats) {
      const last = run[run.length - 1];
      const adjacent = last === undefined || model.number[seat] === model.number[last] + 1;
      if (model.status[seat] !== 0 || !adjacent) flush();
      if (model.status[seat] === 0) run.push(seat);
    }
    flush();
  });
  return (best as Candidate | null)?.seats ?? null;
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.orphans !== b.orphans) return a.orphans < b.orphans;
  if (a.rowRank !== b.rowRank) return a.rowRank < b.rowRank;
  return a.offCentre < b.offCentre;
}
