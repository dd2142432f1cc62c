/**
 * The designer's edits as pure functions of the plan: each returns a new plan and leaves
 * the old one as it was (the undo stack keeps it). Elements are complete (every default
 * filled in), so `expandPlan` draws exactly what the server will save.
 */
import type {
  AreaElement,
  PlanElement,
  PlanSeat,
  PlanSection,
  RowBlock,
  SectionLayout,
  SeatPlace,
  ShapeElement,
  VenuePlan,
} from '@tickera/shared/venue-plan';

/** Grid step in map units: one seat every 10 (the plan's own scale). */
export const GRID = 10;
/** A seat's drawn radius in map units (seats 10 apart leave a small gap). */
export const SEAT_RADIUS = 4;

export const emptyPlan = (): VenuePlan => ({ format: 1, sections: [], elements: [] });

export const snap = (v: number, step = GRID) => Math.round(v / step) * step;

/** What the toolbar adds. */
export type NewElement =
  'ROWS' | 'TABLE' | 'AREA' | 'STAGE' | 'FIELD' | 'ENTRANCE' | 'AISLE' | 'TEXT';

const SECTION_DEFAULTS: Record<SectionLayout, { name: string; code: string }> = {
  NUMBERED: { name: 'Platea', code: 'PLATEA' },
  TABLES: { name: 'Mesas', code: 'MESAS' },
  GENERAL_ADMISSION: { name: 'General', code: 'GENERAL' },
};

/** An id no section or element of the plan has yet: `prefix-N`. */
export function freshId(plan: VenuePlan, prefix: string): string {
  const taken = new Set([...plan.sections, ...plan.elements].map((x) => x.id));
  let n = 1;
  while (taken.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/** A new section of that layout, its code not yet used in the plan. */
export function newSection(plan: VenuePlan, layout: SectionLayout): PlanSection {
  const base = SECTION_DEFAULTS[layout];
  const codes = new Set(plan.sections.map((s) => s.code));
  let code = base.code;
  for (let n = 2; codes.has(code); n++) code = `${base.code}-${n}`;
  const name = code === base.code ? base.name : `${base.name} ${code.slice(base.code.length + 1)}`;
  return { id: freshId(plan, 'sec'), name, code, type: 'GENERAL', layout };
}

/** The first section that takes this layout, made when the plan has none. */
function sectionFor(plan: VenuePlan, layout: SectionLayout): [VenuePlan, string] {
  const found = plan.sections.find((s) => s.layout === layout);
  if (found) return [plan, found.id];
  const section = newSection(plan, layout);
  return [{ ...plan, sections: [...plan.sections, section] }, section.id];
}

const SHAPE_DEFAULTS = {
  STAGE: { label: 'Tarima', width: 160, height: 40, color: '#5d4037' },
  FIELD: { label: 'Cancha', width: 300, height: 160, color: '#2e7d32' },
  ENTRANCE: { label: 'Entrada', width: 60, height: 20, color: '#1565c0' },
  AISLE: { label: 'Pasillo', width: 20, height: 120, color: '#9e9e9e' },
} as const;

/** The element the toolbar adds at (x, y), and the plan with its section if it needed one. */
export function addElement(
  source: VenuePlan,
  what: NewElement,
  x: number,
  y: number,
): { plan: VenuePlan; id: string } {
  const at = { x: snap(x), y: snap(y), rotation: 0 };
  let plan = source;
  let element: PlanElement;
  if (what === 'ROWS') {
    let section: string;
    [plan, section] = sectionFor(plan, 'NUMBERED');
    element = {
      kind: 'ROWS',
      id: freshId(plan, 'filas'),
      ...at,
      section,
      rows: 3,
      seatsPerRow: 10,
      seatSpacing: 10,
      rowSpacing: 10,
      curve: 0,
      rowLabels: { style: 'LETTERS', start: 1, skipIO: true },
      numbering: { order: 'LTR', start: 1 },
      removed: [],
      accessible: [],
      companion: [],
    };
  } else if (what === 'TABLE') {
    let section: string;
    [plan, section] = sectionFor(plan, 'TABLES');
    const count = plan.elements.filter((e) => e.kind === 'TABLE').length;
    element = {
      kind: 'TABLE',
      id: freshId(plan, 'mesa'),
      ...at,
      section,
      shape: 'ROUND',
      width: 40,
      height: 40,
      chairs: 8,
      sale: 'SEAT',
      label: `Mesa ${count + 1}`,
    };
  } else if (what === 'AREA') {
    let section: string;
    [plan, section] = sectionFor(plan, 'GENERAL_ADMISSION');
    element = {
      kind: 'AREA',
      id: freshId(plan, 'area'),
      ...at,
      section,
      shape: 'RECT',
      width: 200,
      height: 100,
      capacity: 500,
      label: 'Área general',
    };
  } else if (what === 'TEXT') {
    element = { kind: 'TEXT', id: freshId(plan, 'texto'), ...at, text: 'Texto', size: 16 };
  } else {
    element = {
      kind: 'SHAPE',
      id: freshId(plan, what.toLowerCase()),
      ...at,
      shape: 'RECT',
      role: what,
      ...SHAPE_DEFAULTS[what],
    };
  }
  return { plan: { ...plan, elements: [...plan.elements, element] }, id: element.id };
}

/** Replaces the element `id` with `change(element)`. */
export function updateElement(
  plan: VenuePlan,
  id: string,
  change: (e: PlanElement) => PlanElement,
): VenuePlan {
  return { ...plan, elements: plan.elements.map((e) => (e.id === id ? change(e) : e)) };
}

const each = (plan: VenuePlan, ids: readonly string[], change: (e: PlanElement) => PlanElement) => {
  const set = new Set(ids);
  return { ...plan, elements: plan.elements.map((e) => (set.has(e.id) ? change(e) : e)) };
};

export const moveElements = (plan: VenuePlan, ids: readonly string[], dx: number, dy: number) =>
  dx === 0 && dy === 0 ? plan : each(plan, ids, (e) => ({ ...e, x: e.x + dx, y: e.y + dy }));

/** Keeps a rotation within (−360, 360), as the schema wants, and on whole degrees. */
export const normalAngle = (deg: number) => Math.round(deg % 360);

export const rotateElements = (plan: VenuePlan, ids: readonly string[], deg: number) =>
  each(plan, ids, (e) => ({ ...e, rotation: normalAngle(e.rotation + deg) }));

export const removeElements = (plan: VenuePlan, ids: readonly string[]) => {
  const set = new Set(ids);
  return { ...plan, elements: plan.elements.filter((e) => !set.has(e.id)) };
};

/** Copies of the elements one grid step down and right, with new ids (tables renamed). */
export function duplicateElements(
  source: VenuePlan,
  ids: readonly string[],
): { plan: VenuePlan; ids: string[] } {
  let plan = source;
  const made: string[] = [];
  for (const e of source.elements.filter((x) => ids.includes(x.id))) {
    const id = freshId(plan, e.id.replace(/-\d+$/, ''));
    const copy = { ...e, id, x: e.x + 2 * GRID, y: e.y + 2 * GRID };
    if (copy.kind === 'TABLE') copy.label = `${copy.label} (copia)`.slice(0, 40);
    plan = { ...plan, elements: [...plan.elements, copy] };
    made.push(id);
  }
  return { plan, ids: made };
}

/** A seat of a row block: the block and its place, from a PlanSeat key `<block>/<row>/<seat>`. */
export function placeOf(key: string): { element: string; place: SeatPlace } | null {
  const [element, row, seat] = key.split('/');
  if (seat === undefined) return null;
  return { element, place: { row: Number(row), seat: Number(seat) } };
}

export type SeatFlag = 'removed' | 'accessible' | 'companion';
const samePlace = (a: SeatPlace) => (b: SeatPlace) => a.row === b.row && a.seat === b.seat;
const without = (list: SeatPlace[], p: SeatPlace) => list.filter((q) => !samePlace(p)(q));

/**
 * Sets or clears one flag of a place. A place is one thing at a time: accessible, companion
 * or removed (a pillar), so setting one clears the others.
 */
export function setSeatFlag(
  block: RowBlock,
  place: SeatPlace,
  flag: SeatFlag,
  on: boolean,
): RowBlock {
  const cleared = {
    ...block,
    removed: without(block.removed, place),
    accessible: without(block.accessible, place),
    companion: without(block.companion, place),
  };
  if (!on) return { ...block, [flag]: without(block[flag], place) };
  return { ...cleared, [flag]: [...cleared[flag], place] };
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const boxOf = (points: [number, number][]): Box => ({
  minX: Math.min(...points.map((p) => p[0])),
  minY: Math.min(...points.map((p) => p[1])),
  maxX: Math.max(...points.map((p) => p[0])),
  maxY: Math.max(...points.map((p) => p[1])),
});

/** An element's own points on the map (moved and turned as the element is). */
export function turned(e: PlanElement, local: [number, number][]): [number, number][] {
  const a = (e.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return local.map(([lx, ly]) => [e.x + lx * cos - ly * sin, e.y + lx * sin + ly * cos]);
}

/** Corners (local) of a centred box. */
const corners = (w: number, h: number): [number, number][] => [
  [-w / 2, -h / 2],
  [w / 2, -h / 2],
  [w / 2, h / 2],
  [-w / 2, h / 2],
];

/** The box an element covers on the map: its seats for rows and tables, its outline otherwise. */
export function elementBox(e: PlanElement, seats: readonly PlanSeat[]): Box {
  const r = SEAT_RADIUS;
  if (e.kind === 'ROWS' || e.kind === 'TABLE') {
    const points: [number, number][] = seats.flatMap((s) => [
      [s.x - r, s.y - r],
      [s.x + r, s.y + r],
    ]);
    if (e.kind === 'TABLE') points.push(...turned(e, corners(e.width, e.height)));
    return points.length ? boxOf(points) : { minX: e.x, minY: e.y, maxX: e.x, maxY: e.y };
  }
  if (e.kind === 'TEXT') return boxOf(turned(e, corners(e.text.length * e.size * 0.6, e.size)));
  if (e.shape === 'POLYGON' && e.points) return boxOf(turned(e, e.points));
  return boxOf(turned(e, corners(e.width, e.height)));
}

export const boxesMeet = (a: Box, b: Box) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** The box around several boxes (null for none). */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (!boxes.length) return null;
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/** A map point in an element's own coordinates (the inverse of its move and turn). */
export function toLocal(e: PlanElement, [x, y]: [number, number]): [number, number] {
  const a = (-e.rotation * Math.PI) / 180;
  const dx = x - e.x;
  const dy = y - e.y;
  return [dx * Math.cos(a) - dy * Math.sin(a), dx * Math.sin(a) + dy * Math.cos(a)];
}

export type Outlined = AreaElement | ShapeElement;
type Corner = [number, number];
/** The schema's bounds on a polygon. */
export const MIN_CORNERS = 3;
export const MAX_CORNERS = 200;

/**
 * The outline changed to `shape`: a polygon starts as the corners of the box it had; a
 * polygon made a box or an ellipse takes the box round its corners, centred where they were.
 */
export function withOutline<E extends Outlined>(e: E, shape: E['shape']): E {
  if (shape === e.shape) return e;
  if (shape === 'POLYGON') {
    const points = corners(e.width, e.height).map(([x, y]): Corner => [
      Math.round(x),
      Math.round(y),
    ]);
    return { ...e, shape, points };
  }
  const { points, ...rest } = e;
  if (!points) return { ...rest, shape } as E;
  const b = boxOf(points);
  const [[x, y]] = turned(e, [[(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2]]);
  return {
    ...rest,
    shape,
    x: Math.round(x),
    y: Math.round(y),
    width: Math.max(1, Math.round(b.maxX - b.minX)),
    height: Math.max(1, Math.round(b.maxY - b.minY)),
  } as E;
}

/** Corner `k` of a polygon moved to the local point `at` (whole units). */
export function moveCorner<E extends Outlined>(e: E, k: number, at: Corner): E {
  if (!e.points?.[k]) return e;
  const corner: Corner = [Math.round(at[0]), Math.round(at[1])];
  return { ...e, points: e.points.map((p, i) => (i === k ? corner : p)) };
}

/** A corner added halfway along the last side (from the last corner back to the first). */
export function addCorner<E extends Outlined>(e: E): E {
  // A polygon saved without corners (the schema allows it) starts from its box's four.
  if (!e.points) {
    const box: Outlined = { ...e, shape: 'RECT' };
    return { ...e, points: withOutline(box, 'POLYGON').points };
  }
  if (e.points.length >= MAX_CORNERS) return e;
  const [fx, fy] = e.points[0];
  const [lx, ly] = e.points[e.points.length - 1];
  const middle: Corner = [Math.round((fx + lx) / 2), Math.round((fy + ly) / 2)];
  return { ...e, points: [...e.points, middle] };
}

/** Corner `k` taken away, while at least three stay. */
export function removeCorner<E extends Outlined>(e: E, k: number): E {
  if (!e.points || e.points.length <= MIN_CORNERS) return e;
  return { ...e, points: e.points.filter((_, i) => i !== k) };
}
