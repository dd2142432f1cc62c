/**
 * A venue plan as the public seat map receives it (issue 29, decision 049): the plan's
 * elements without the fields a map does not need and without the values that are their
 * defaults, so a curved theatre's drawing is a few hundred bytes. The seat map draws the
 * shapes, labels, tables and areas from it, and the compact layout names slices of a row
 * block's or a table's seats instead of listing them (seat-layout-codec.ts). No zod: the
 * public seat page loads this file.
 */
import {
  expandRows,
  expandTable,
  visitRows,
  visitTable,
  type PlanSeat,
  type RowBlockGeometry,
  type SeatVisitor,
  type TableGeometry,
} from './plan-geometry';

type Corners = [number, number][];

interface Placed {
  x: number;
  y: number;
  rotation: number;
}

export interface DrawnRows
  extends Placed, Omit<RowBlockGeometry, 'id' | 'section' | 'accessible' | 'companion'> {
  kind: 'ROWS';
}
export interface DrawnTable extends Placed, Omit<TableGeometry, 'id'> {
  kind: 'TABLE';
  sale: 'WHOLE' | 'SEAT';
}
interface Outline {
  shape: 'RECT' | 'ELLIPSE' | 'POLYGON';
  width: number;
  height: number;
  points?: Corners;
}
export interface DrawnArea extends Placed, Outline {
  kind: 'AREA';
  section: string;
  capacity: number;
  label?: string;
}
export interface DrawnShape extends Placed, Outline {
  kind: 'SHAPE';
  role: 'STAGE' | 'FIELD' | 'ENTRANCE' | 'AISLE' | 'OTHER';
  label?: string;
  color?: string;
}
export interface DrawnText extends Placed {
  kind: 'TEXT';
  text: string;
  size: number;
}
export type DrawnElement = DrawnRows | DrawnTable | DrawnArea | DrawnShape | DrawnText;
/** A drawn element as it travels: any field equal to its default is left out. */
export type CompactElement = { kind: DrawnElement['kind'] } & Record<string, unknown>;

/** The schema's defaults (venue-plan.ts; a test keeps the two equal). */
export const DRAWING_DEFAULTS = {
  ROWS: {
    rotation: 0,
    seatSpacing: 10,
    rowSpacing: 10,
    curve: 0,
    rowLabels: { style: 'LETTERS', start: 1, skipIO: false },
    numbering: { order: 'LTR', start: 1 },
    removed: [],
  },
  TABLE: { rotation: 0, shape: 'ROUND', width: 40, height: 40, sale: 'SEAT' },
  AREA: { rotation: 0, shape: 'RECT', width: 100, height: 100 },
  SHAPE: { rotation: 0, shape: 'RECT', width: 100, height: 100, role: 'OTHER' },
  TEXT: { rotation: 0, size: 16 },
} as const;

/** A shape's colour when the promoter chose none: the designer and the public map agree. */
export const ROLE_COLORS: Record<DrawnShape['role'], string> = {
  STAGE: '#263238',
  FIELD: '#7cb342',
  ENTRANCE: '#1565c0',
  AISLE: '#b0bec5',
  OTHER: '#9e9e9e',
};

/** Fields of a plan element the map never reads. */
const NOT_DRAWN: Record<DrawnElement['kind'], string[]> = {
  ROWS: ['id', 'section', 'accessible', 'companion'],
  TABLE: ['id'],
  AREA: ['id'],
  SHAPE: ['id'],
  TEXT: ['id'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A plan element (every default filled in, as stored) as the map receives it. */
export function compactElement(element: { kind: DrawnElement['kind'] } & object): CompactElement {
  const defaults: Record<string, unknown> = DRAWING_DEFAULTS[element.kind];
  const out: CompactElement = { kind: element.kind };
  for (const [key, value] of Object.entries(element) as [string, unknown][]) {
    if (NOT_DRAWN[element.kind].includes(key) || value === undefined) continue;
    const fallback = defaults[key];
    if (fallback && typeof fallback === 'object' && !Array.isArray(fallback)) {
      const nested = Object.fromEntries(
        Object.entries(value as object).filter(
          ([k, v]) => !same(v, (fallback as Record<string, unknown>)[k]),
        ),
      );
      if (Object.keys(nested).length) out[key] = nested;
    } else if (!same(value, fallback)) out[key] = value;
  }
  return out;
}

/** The element back with its defaults, as compactElement's reader. */
export function drawnElement(element: CompactElement): DrawnElement {
  const defaults: Record<string, unknown> = DRAWING_DEFAULTS[element.kind];
  const out: Record<string, unknown> = { ...defaults, ...element };
  for (const [key, fallback] of Object.entries(defaults))
    if (fallback && typeof fallback === 'object' && !Array.isArray(fallback))
      out[key] = { ...fallback, ...(element[key] as object | undefined) };
  return out as unknown as DrawnElement;
}

/** The seats a drawn row block or table makes, in expandPlan's order (its flags aside). */
export function drawnSeats(element: DrawnElement): PlanSeat[] {
  const out: PlanSeat[] = [];
  if (element.kind === 'ROWS')
    expandRows({ ...element, id: '', section: '', accessible: [], companion: [] }, out);
  else if (element.kind === 'TABLE') expandTable({ ...element, id: '' }, out);
  return out;
}

/** drawnSeats without an object per seat (the public map's path); nothing for other kinds. */
export function visitDrawnSeats(element: DrawnElement, visit: SeatVisitor): void {
  if (element.kind === 'ROWS')
    visitRows({ ...element, id: '', section: '', accessible: [], companion: [] }, visit);
  else if (element.kind === 'TABLE') visitTable({ ...element, id: '' }, visit);
}
