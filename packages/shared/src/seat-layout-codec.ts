/**
 * A zone's seats as runs (decision 016): consecutive seats of one row and table whose
 * number, x and y advance by constant steps are one run, so a grid row of 120 seats is
 * nine numbers. Names are the zone's pattern ("{row}-{n}") except those listed. The server
 * encodes, the browser decodes; decoding gives back every seat exactly.
 *
 * Seats copied from a venue plan are named by their element instead (decision 049): a run
 * `[-1 - e, from, count, table]` is seats `from … from + count - 1` of the layout's drawn
 * element `e` (plan-drawing.ts), in expandPlan's order, so a curved row block is one run
 * however its seats fall; `table` indexes the zone's tables as in other runs (absent: none).
 */
import { drawnElement, visitDrawnSeats, type CompactElement } from './plan-drawing';
import type { CompactZone } from './schemas/seating';

export interface LayoutSeat {
  row: string;
  index: number;
  name: string;
  tableId: string | null;
  x: number | null;
  y: number | null;
}

/** `…/seat-map/layout?f=2`: a page that reads plan runs says so (schemas/seating.ts). */
export const PLAN_LAYOUT_FORMAT = '2';

export type EncodedSeats = Pick<CompactZone, 'rows' | 'runs' | 'naming' | 'names' | 'otherTables'>;

export const DEFAULT_NAMING = '{row}-{n}';
/** count, Δnumber, Δx, Δy when a run leaves them out. */
const DEFAULTS = [1, 1, 0, 0];

/** The name a pattern gives a seat; one pass, so a row containing "{n}" stays as it is. */
export function seatName(pattern: string, row: string, index: number): string {
  return pattern.replace(/\{row\}|\{n\}/g, (m) => (m === '{row}' ? row : String(index)));
}

/** A guess at the pattern behind one name ("Mesa 1 - 3" in row "Mesa 1" → "{row} - {n}"). */
function patternOf(seat: LayoutSeat): string {
  let p = seat.name;
  const r = seat.row ? p.indexOf(seat.row) : -1;
  if (r >= 0) p = p.slice(0, r) + '{row}' + p.slice(r + seat.row.length);
  const n = String(seat.index);
  const k = p.lastIndexOf(n);
  return k >= 0 ? p.slice(0, k) + '{n}' + p.slice(k + n.length) : p;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  let best = DEFAULT_NAMING;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}

const step = (a: number | null, b: number | null) => (a === null || b === null ? 0 : b - a);
const at = (start: number | null, delta: number, k: number) =>
  start === null ? null : start + delta * k;

/** A seat found in the layout's drawing: element `element`'s seat number `at` (0-based). */
export interface DrawnRef {
  element: number;
  at: number;
}

/**
 * Encodes a zone's seats (in ordinal order); `tables` are the zone's listed tables. `drawn[k]`,
 * when given, says seat k is exactly that seat of the drawing (compact-layout.ts checks it).
 */
export function encodeZoneSeats(
  seats: LayoutSeat[],
  tables: { id: string }[],
  drawn: (DrawnRef | undefined)[] = [],
): EncodedSeats {
  const rows: string[] = [];
  const rowIndex = new Map<string, number>();
  const tableIndex = new Map(tables.map((t, i) => [t.id, i]));
  const otherTables: string[] = [];
  const tableOf = (id: string | null): number => {
    if (id === null) return -1;
    let t = tableIndex.get(id);
    if (t === undefined) {
      t = tables.length + otherTables.push(id) - 1;
      tableIndex.set(id, t);
    }
    return t;
  };
  const runs: (number | null)[][] = [];
  for (let i = 0; i < seats.length;) {
    const s = seats[i];
    const ref = drawn[i];
    if (ref) {
      let count = 1;
      for (let o = drawn[i + count]; o; o = drawn[i + count]) {
        if (o.element !== ref.element || o.at !== ref.at + count) break;
        if (seats[i + count].tableId !== s.tableId) break;
        count++;
      }
      const table = tableOf(s.tableId);
      runs.push([-1 - ref.element, ref.at, count, ...(table < 0 ? [] : [table])]);
      i += count;
      continue;
    }
    let r = rowIndex.get(s.row);
    if (r === undefined) rowIndex.set(s.row, (r = rows.push(s.row) - 1));
    const next = seats[i + 1];
    const same = (o: LayoutSeat | undefined): o is LayoutSeat =>
      !!o &&
      o.row === s.row &&
      o.tableId === s.tableId &&
      (o.x === null) === (s.x === null) &&
      (o.y === null) === (s.y === null);
    let count = 1;
    let steps = DEFAULTS.slice(1);
    if (same(next)) {
      steps = [next.index - s.index, step(s.x, next.x), step(s.y, next.y)];
      const [di, dx, dy] = steps;
      count = 2;
      for (let o = seats[i + 2]; same(o); o = seats[i + count]) {
        if (o.index !== s.index + di * count || o.x !== at(s.x, dx, count)) break;
        if (o.y !== at(s.y, dy, count)) break;
        count++;
      }
    }
    const run = [r, tableOf(s.tableId), s.index, s.x, s.y, count, ...steps];
    while (run.length > 5 && run[run.length - 1] === DEFAULTS[run.length - 6]) run.pop();
    runs.push(run);
    i += count;
  }
  const naming = mostCommon(seats.filter((_, k) => !drawn[k]).map(patternOf));
  const names: Record<string, string> = {};
  seats.forEach((s, k) => {
    if (!drawn[k] && seatName(naming, s.row, s.index) !== s.name) names[k] = s.name;
  });
  return {
    rows,
    runs,
    ...(naming === DEFAULT_NAMING ? {} : { naming }),
    ...(Object.keys(names).length ? { names } : {}),
    ...(otherTables.length ? { otherTables } : {}),
  };
}

/** A drawn element's seats in expandPlan's order, as columns (no object per seat). */
interface DrawnColumns {
  row: string[];
  number: Int32Array;
  index: Int32Array;
  x: Int32Array;
  y: Int32Array;
}

/** The drawn elements' seats, each element expanded once (a layout's zones share them). */
export class DrawingSeats {
  private readonly made = new Map<number, DrawnColumns>();
  constructor(private readonly drawing: CompactElement[] = []) {}

  of(element: number): DrawnColumns {
    let seats = this.made.get(element);
    if (!seats) {
      const drawn = this.drawing[element];
      if (!drawn) throw new Error('Mapa de asientos ilegible');
      const full = drawnElement(drawn);
      const size =
        full.kind === 'ROWS'
          ? full.rows * full.seatsPerRow
          : full.kind === 'TABLE'
            ? full.chairs
            : 0;
      const columns: DrawnColumns = {
        row: [],
        number: new Int32Array(size),
        index: new Int32Array(size),
        x: new Int32Array(size),
        y: new Int32Array(size),
      };
      let k = 0;
      visitDrawnSeats(full, (_r, _p, row, number, index, x, y) => {
        columns.row.push(row);
        columns.number[k] = number;
        columns.index[k] = index;
        columns.x[k] = x;
        columns.y[k] = y;
        k++;
      });
      this.made.set(element, (seats = columns));
    }
    return seats;
  }
}

/** A seat as visitZoneSeats gives it: its place in the zone (0 = `first`) and what the map needs. */
export type ZoneSeatVisitor = (
  k: number,
  row: string,
  index: number,
  tableId: string | null,
  x: number | null,
  y: number | null,
  /** The number printed on the seat: `index` but in a drawn block numbered otherwise. */
  printed: number,
) => void;

/**
 * The seats of a compact zone in ordinal order without their names and without an object
 * per seat (the public map's path: names are made only for the seats a buyer looks at).
 */
export function visitZoneSeats(
  zone: EncodedSeats & Pick<CompactZone, 'tables'>,
  drawing: DrawingSeats,
  visit: ZoneSeatVisitor,
): void {
  const tableIds = [...zone.tables.map((t) => t.id), ...(zone.otherTables ?? [])];
  let k = 0;
  for (const run of zone.runs) {
    if (run[0] !== null && run[0] < 0) {
      const [e, from, count, t] = run as number[];
      const seats = drawing.of(-1 - e);
      if (from < 0 || from + count > seats.row.length) throw new Error('Mapa de asientos ilegible');
      const tableId = t === undefined ? null : (tableIds[t] ?? null);
      for (let s = from; s < from + count; s++)
        visit(k++, seats.row[s], seats.index[s], tableId, seats.x[s], seats.y[s], seats.number[s]);
      continue;
    }
    const [r, t, index, x, y] = run;
    const [count, di, dx, dy] = DEFAULTS.map((d, j) => run[5 + j] ?? d);
    const row = zone.rows[r!];
    if (row === undefined || index === null) throw new Error('Mapa de asientos ilegible');
    const tableId = t === null || t < 0 ? null : (tableIds[t] ?? null);
    for (let j = 0; j < count; j++) {
      const n = index + di * j;
      visit(k++, row, n, tableId, at(x, dx, j), at(y, dy, j), n);
    }
  }
}

/** The seats of a compact zone, in ordinal order; `drawing` is the layout's (plan runs). */
export function decodeZoneSeats(
  zone: EncodedSeats & Pick<CompactZone, 'tables'>,
  drawing: DrawingSeats = new DrawingSeats(),
): LayoutSeat[] {
  const naming = zone.naming ?? DEFAULT_NAMING;
  const seats: LayoutSeat[] = [];
  // A drawn seat's name is its element's ("{row}-{number}"); others follow the zone's pattern.
  const drawnNames = new Map<number, string>();
  let k = 0;
  for (const run of zone.runs) {
    if (run[0] !== null && run[0] < 0) {
      const [e, from, count] = run as number[];
      const columns = drawing.of(-1 - e);
      for (let s = from; s < from + count && s < columns.row.length; s++)
        drawnNames.set(k++, `${columns.row[s]}-${columns.number[s]}`);
    } else k += run[5] ?? 1;
  }
  visitZoneSeats(zone, drawing, (j, row, index, tableId, x, y) => {
    const name = drawnNames.get(j) ?? zone.names?.[j] ?? seatName(naming, row, index);
    seats.push({ row, index, name, tableId, x, y });
  });
  return seats;
}
