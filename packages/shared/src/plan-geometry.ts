/**
 * Where a venue plan's seats are (issue 29): the geometry of row blocks and tables, shared by
 * the server (an event's seats), the designer (its canvas) and the public seat map (the
 * compact layout names a plan's blocks instead of listing their seats). No zod here: the
 * public seat page loads this file, and the plan's schema stays in venue-plan.ts.
 */

/** A row block as expandRows reads it (venue-plan.ts `RowBlock`, every default filled in). */
export interface RowBlockGeometry {
  id: string;
  section: string;
  x: number;
  y: number;
  rotation: number;
  rows: number;
  seatsPerRow: number;
  seatSpacing: number;
  rowSpacing: number;
  curve: number;
  rowLabels: { style: 'LETTERS' | 'NUMBERS'; start: number; skipIO: boolean };
  numbering: { order: 'LTR' | 'RTL' | 'CENTRE'; start: number };
  removed: SeatPlace[];
  accessible: SeatPlace[];
  companion: SeatPlace[];
}

/** A table as expandTable reads it (venue-plan.ts `TableElement`). */
export interface TableGeometry {
  id: string;
  section: string;
  x: number;
  y: number;
  rotation: number;
  shape: 'ROUND' | 'RECT';
  width: number;
  height: number;
  chairs: number;
  label: string;
}

/** A seat of a row block: row 0 is the first row, seat 0 the leftmost place before rotation. */
export interface SeatPlace {
  row: number;
  seat: number;
}

/** One seat of the plan, where it is and what it is. */
export interface PlanSeat {
  /** Stable within the plan: `<element>/<row>/<place>` for rows, `<element>/<chair>` at tables. */
  key: string;
  elementId: string;
  /** Section id. */
  section: string;
  row: string;
  /** The number printed on the seat. */
  number: number;
  /** Position along the row counted in the numbering's direction: gaps (a pillar) break adjacency. */
  index: number;
  /** "A-14", "Mesa 3-5". */
  name: string;
  x: number;
  y: number;
  accessible: boolean;
  companion: boolean;
  /** The table element's id for a chair. */
  table: string | null;
}

/** Bijective base-n: 1 → A, 26 → Z, 27 → AA (with I and O skipped when the alphabet lacks them). */
function lettersFor(n: number, alphabet: string): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / alphabet.length))
    out = alphabet[(k - 1) % alphabet.length] + out;
  return out;
}
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHABET_NO_IO = ALPHABET.replace(/[IO]/g, '');

/** The label of row `r` (0-based) of a block. */
export function rowLabel(labels: RowBlockGeometry['rowLabels'], r: number): string {
  const n = labels.start + r;
  if (labels.style === 'NUMBERS') return String(n);
  return lettersFor(n, labels.skipIO ? ALPHABET_NO_IO : ALPHABET);
}

/** The number of place `p` (0-based from the left) in a row of `n`, and its index in numbering order. */
export function seatNumber(
  numbering: RowBlockGeometry['numbering'],
  n: number,
  p: number,
): { number: number; index: number } {
  if (numbering.order === 'LTR') return { number: numbering.start + p, index: p + 1 };
  if (numbering.order === 'RTL') return { number: numbering.start + n - 1 - p, index: n - p };
  // Odd to the right of the middle (the middle seat of an odd row included), even to the left.
  const half = Math.floor(n / 2);
  const number =
    p >= half ? numbering.start + 2 * (p - half) : numbering.start + 1 + 2 * (half - 1 - p);
  return { number, index: p + 1 };
}

/** Rotates the local point (lx, ly) by `degrees` and moves it to (x, y). */
export function place2d(x: number, y: number, degrees: number, lx: number, ly: number) {
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return { x: Math.round(x + lx * cos - ly * sin), y: Math.round(y + lx * sin + ly * cos) };
}

/** Where place `p` of row `r` sits in the block's own coordinates. */
export function rowBlockLocal(block: RowBlockGeometry, r: number, p: number): [number, number] {
  const along = (p - (block.seatsPerRow - 1) / 2) * block.seatSpacing;
  const back = r * block.rowSpacing;
  if (block.curve === 0) return [along, back];
  const radius = block.curve + back;
  const angle = along / radius;
  return [radius * Math.sin(angle), radius * Math.cos(angle) - block.curve];
}

export const placeKey = (p: SeatPlace) => `${p.row}/${p.seat}`;

/** One seat as visitSeats gives it: place `p` of row `r`, its label, number, index and position. */
export type SeatVisitor = (
  r: number,
  p: number,
  row: string,
  number: number,
  index: number,
  x: number,
  y: number,
) => void;

/**
 * Every seat of a block in expandPlan's order (rows in order, places left to right, removed
 * ones skipped), without making an object per seat: the public map draws 20,000 of them on
 * a phone. The turn's sine and cosine are taken once; positions are place2d's.
 */
export function visitRows(block: RowBlockGeometry, visit: SeatVisitor): void {
  const removed = new Set(block.removed.map(placeKey));
  const a = (block.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  for (let r = 0; r < block.rows; r++) {
    const row = rowLabel(block.rowLabels, r);
    for (let p = 0; p < block.seatsPerRow; p++) {
      if (removed.size && removed.has(`${r}/${p}`)) continue;
      const { number, index } = seatNumber(block.numbering, block.seatsPerRow, p);
      const [lx, ly] = rowBlockLocal(block, r, p);
      visit(
        r,
        p,
        row,
        number,
        index,
        Math.round(block.x + lx * cos - ly * sin),
        Math.round(block.y + lx * sin + ly * cos),
      );
    }
  }
}

export function expandRows(block: RowBlockGeometry, out: PlanSeat[]) {
  const accessible = new Set(block.accessible.map(placeKey));
  const companion = new Set(block.companion.map(placeKey));
  visitRows(block, (r, p, row, number, index, x, y) => {
    const k = `${r}/${p}`;
    out.push({
      key: `${block.id}/${k}`,
      elementId: block.id,
      section: block.section,
      row,
      number,
      index,
      name: `${row}-${number}`,
      x,
      y,
      accessible: accessible.has(k),
      companion: companion.has(k),
      table: null,
    });
  });
}

/** Gap between a table's edge and its chairs' centres. */
export const CHAIR_GAP = 10;

/** Chair `c` (0-based) of a table in the table's own coordinates (centre at 0, 0). */
export function chairLocal(table: TableGeometry, c: number): [number, number] {
  if (table.shape === 'ROUND') {
    const radius = table.width / 2 + CHAIR_GAP;
    const angle = (2 * Math.PI * c) / table.chairs - Math.PI / 2;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  }
  // Rectangular: half the chairs along the top edge left→right, the rest along the bottom right→left.
  const top = Math.ceil(table.chairs / 2);
  const onTop = c < top;
  const count = onTop ? top : table.chairs - top;
  const i = onTop ? c : c - top;
  const step = table.width / count;
  const along = -table.width / 2 + step * (i + 0.5);
  return onTop ? [along, -table.height / 2 - CHAIR_GAP] : [-along, table.height / 2 + CHAIR_GAP];
}

/** Every chair of a table in expandPlan's order, as visitRows gives a block's seats (row 0). */
export function visitTable(table: TableGeometry, visit: SeatVisitor): void {
  for (let c = 0; c < table.chairs; c++) {
    const [lx, ly] = chairLocal(table, c);
    const { x, y } = place2d(table.x, table.y, table.rotation, lx, ly);
    visit(0, c, table.label, c + 1, c + 1, x, y);
  }
}

export function expandTable(table: TableGeometry, out: PlanSeat[]) {
  visitTable(table, (_, c, row, number, index, x, y) =>
    out.push({
      key: `${table.id}/${c}`,
      elementId: table.id,
      section: table.section,
      row,
      number,
      index,
      name: `${row}-${number}`,
      x,
      y,
      accessible: false,
      companion: false,
      table: table.id,
    }),
  );
}
