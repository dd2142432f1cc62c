/**
 * A venue's seat plan as the designer saves it, and the pure functions the server and the
 * editor share: `expandPlan` turns the drawing into seats, `validatePlan` says in Spanish
 * why a plan cannot be saved and which seats are at fault.
 *
 * Coordinates are map units (the demo venues put one seat every 10), y grows downwards,
 * rotations are degrees clockwise. A row block's origin is the middle of its first row
 * (the row nearest the stage); its rows go towards +y before rotation. Every element has
 * an `id` the editor chooses and keeps (selection, undo); a seat is known by its element,
 * row and place, so renumbering a block does not lose its removed or flagged seats.
 */
import { z } from './zod-es';
import { ZONE_TYPES } from './constants';
import { expandRows, expandTable, placeKey, type PlanSeat } from './plan-geometry';

export {
  CHAIR_GAP,
  chairLocal,
  rowBlockLocal,
  rowLabel,
  seatNumber,
  type PlanSeat,
} from './plan-geometry';

/** Most seats (numbered and table chairs) one plan may hold. */
export const MAX_PLAN_SEATS = 100_000;
/** Two seats of a section whose centres are closer than this overlap. */
export const MIN_SEAT_DISTANCE = 6;
/** At most this many offending seats are listed per problem (the count says the rest). */
export const MAX_LISTED_SEATS = 50;

const label = (what: string, max = 60) =>
  z
    .string({ error: `${what} es obligatorio` })
    .trim()
    .min(1, { error: `${what} es obligatorio` })
    .max(max);
const elementId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Identificador de elemento inválido' });
const coordinate = z.number().finite().min(-100_000).max(100_000);
const rotation = z.number().finite().min(-360).max(360).default(0);
/** Where an element is: its own origin on the map, turned by `rotation`. */
const placed = { id: elementId, x: coordinate, y: coordinate, rotation };
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Color inválido (ej. #1565c0)' })
  .optional();
/** A seat of a row block: row 0 is the first row, seat 0 the leftmost place before rotation. */
const place = z.object({
  row: z.number().int().min(0).max(999),
  seat: z.number().int().min(0).max(999),
});
export type SeatPlace = z.infer<typeof place>;
const places = z.array(place).max(10_000).default([]);

/** How a section is sold; the names are zones.layout's. */
export const SECTION_LAYOUTS = ['NUMBERED', 'TABLES', 'GENERAL_ADMISSION'] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

/** A section becomes one zone of every event at the venue. */
export const planSectionSchema = z.object({
  id: elementId,
  name: label('El nombre de la sección'),
  code: z
    .string({ error: 'El código de la sección es obligatorio' })
    .trim()
    .regex(/^[A-Za-z0-9-_]{2,30}$/, {
      error: 'Código de sección inválido (2 a 30 letras, números o guiones)',
    })
    .transform((c) => c.toUpperCase()),
  /** zones.type: GENERAL, DANCEFLOOR or VIP. */
  type: z.enum(ZONE_TYPES, { error: 'Tipo de sección inválido' }).default('GENERAL'),
  /** zones.layout: NUMBERED row blocks, TABLES, or GENERAL_ADMISSION areas. */
  layout: z.enum(SECTION_LAYOUTS, { error: 'Distribución de sección inválida' }),
  color,
});
export type PlanSection = z.infer<typeof planSectionSchema>;

export const rowBlockSchema = z.object({
  kind: z.literal('ROWS'),
  ...placed,
  section: elementId,
  rows: z.number().int().min(1).max(500),
  seatsPerRow: z.number().int().min(1).max(500),
  seatSpacing: z.number().finite().min(1).max(1_000).default(10),
  rowSpacing: z.number().finite().min(1).max(1_000).default(10),
  /**
   * 0: straight rows. Otherwise the first row is an arc of this radius around a centre in
   * front of it (towards the stage, −y); each row behind is `rowSpacing` further out and
   * its seats keep `seatSpacing` between them along the arc, as in a theatre.
   */
  curve: z.number().finite().min(0).max(100_000).default(0),
  rowLabels: z
    .object({
      style: z.enum(['LETTERS', 'NUMBERS']).default('LETTERS'),
      /** 1-based place in the sequence of the first row's label: 3 starts at C (or 3). */
      start: z.number().int().min(1).max(10_000).default(1),
      /** Letters only: I and O are skipped (they read as 1 and 0). */
      skipIO: z.boolean().default(false),
    })
    .prefault({}),
  numbering: z
    .object({
      /** LTR, RTL, or CENTRE: odd numbers from the middle to the right, even to the left. */
      order: z.enum(['LTR', 'RTL', 'CENTRE']).default('LTR'),
      start: z.number().int().min(0).max(100_000).default(1),
    })
    .prefault({}),
  removed: places,
  accessible: places,
  companion: places,
});
export type RowBlock = z.infer<typeof rowBlockSchema>;

export const tableElementSchema = z.object({
  kind: z.literal('TABLE'),
  ...placed,
  section: elementId,
  shape: z.enum(['ROUND', 'RECT']).default('ROUND'),
  /** ROUND: the table's diameter is `width`. */
  width: z.number().finite().min(4).max(2_000).default(40),
  height: z.number().finite().min(4).max(2_000).default(40),
  chairs: z.number().int().min(1).max(60),
  /** WHOLE: sold as one table; SEAT: chair by chair. */
  sale: z.enum(['WHOLE', 'SEAT']).default('SEAT'),
  label: label('El nombre de la mesa', 40),
});
export type TableElement = z.infer<typeof tableElementSchema>;

const outline = {
  shape: z.enum(['RECT', 'ELLIPSE', 'POLYGON']).default('RECT'),
  /** RECT and ELLIPSE: the box around (x, y) as its centre. */
  width: z.number().finite().min(1).max(100_000).default(100),
  height: z.number().finite().min(1).max(100_000).default(100),
  /** POLYGON: corners relative to (x, y). */
  points: z
    .array(z.tuple([coordinate, coordinate]))
    .min(3)
    .max(200)
    .optional(),
};

export const areaElementSchema = z.object({
  kind: z.literal('AREA'),
  ...placed,
  section: elementId,
  ...outline,
  capacity: z.number().int().min(1).max(MAX_PLAN_SEATS),
  label: label('El nombre del área', 60).optional(),
});
export type AreaElement = z.infer<typeof areaElementSchema>;

export const SHAPE_ROLES = ['STAGE', 'FIELD', 'ENTRANCE', 'AISLE', 'OTHER'] as const;
export const shapeElementSchema = z.object({
  kind: z.literal('SHAPE'),
  ...placed,
  ...outline,
  role: z.enum(SHAPE_ROLES).default('OTHER'),
  label: z.string().trim().max(60).optional(),
  color,
});
export type ShapeElement = z.infer<typeof shapeElementSchema>;

export const textElementSchema = z.object({
  kind: z.literal('TEXT'),
  ...placed,
  text: label('El texto', 120),
  size: z.number().finite().min(4).max(1_000).default(16),
});
export type TextElement = z.infer<typeof textElementSchema>;

export const planElementSchema = z.discriminatedUnion('kind', [
  rowBlockSchema,
  tableElementSchema,
  areaElementSchema,
  shapeElementSchema,
  textElementSchema,
]);
export type PlanElement = z.infer<typeof planElementSchema>;

const KIND_NAMES = { ROWS: 'filas de asientos', TABLE: 'mesas', AREA: 'áreas generales' };
const repeatedId = (id: string) =>
  `El identificador ${id} está repetido (secciones y elementos no pueden compartirlo)`;
/** The layout each seated element needs its section to have. */
const LAYOUT_OF = { ROWS: 'NUMBERED', TABLE: 'TABLES', AREA: 'GENERAL_ADMISSION' } as const;

export const venuePlanSchema = z
  .object({
    format: z.literal(1).default(1),
    sections: z.array(planSectionSchema).max(200),
    elements: z.array(planElementSchema).max(5_000),
  })
  .superRefine((plan, ctx) => {
    const ids = new Set<string>();
    const codes = new Set<string>();
    const sections = new Map<string, PlanSection>();
    plan.sections.forEach((s, i) => {
      if (ids.has(s.id))
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: repeatedId(s.id) });
      if (codes.has(s.code))
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'code'],
          message: `El código de sección ${s.code} está repetido`,
        });
      ids.add(s.id);
      codes.add(s.code);
      sections.set(s.id, s);
    });
    plan.elements.forEach((e, i) => {
      if (ids.has(e.id))
        ctx.addIssue({ code: 'custom', path: ['elements', i, 'id'], message: repeatedId(e.id) });
      ids.add(e.id);
      if (!('section' in e)) return;
      const section = sections.get(e.section);
      if (!section)
        ctx.addIssue({
          code: 'custom',
          path: ['elements', i, 'section'],
          message: 'El elemento pertenece a una sección que no existe',
        });
      else if (section.layout !== LAYOUT_OF[e.kind])
        ctx.addIssue({
          code: 'custom',
          path: ['elements', i, 'section'],
          message: `La sección ${section.name} no admite ${KIND_NAMES[e.kind]}`,
        });
    });
  });
export type VenuePlan = z.infer<typeof venuePlanSchema>;
/** What the editor sends (defaults not yet filled in). */
export type VenuePlanInput = z.input<typeof venuePlanSchema>;

/** How many places the plan sells (seats, chairs, general-admission capacity), counted without drawing them (cheap on any input). */
export function countPlanSeats(plan: VenuePlan): number {
  let total = 0;
  for (const e of plan.elements) {
    if (e.kind === 'ROWS') {
      const removed = new Set(
        e.removed.filter((p) => p.row < e.rows && p.seat < e.seatsPerRow).map(placeKey),
      );
      total += e.rows * e.seatsPerRow - removed.size;
    } else if (e.kind === 'TABLE') total += e.chairs;
    // A general-admission area is sold as places too: each is a row of its event.
    else if (e.kind === 'AREA') total += e.capacity;
  }
  return total;
}

/**
 * Every seat of the plan, element by element in plan order; rows in order, places left to
 * right. Callers validate first (`validatePlan`): this does not check the seat cap.
 */
export function expandPlan(plan: VenuePlan): PlanSeat[] {
  const out: PlanSeat[] = [];
  for (const e of plan.elements) {
    if (e.kind === 'ROWS') expandRows(e, out);
    else if (e.kind === 'TABLE') expandTable(e, out);
  }
  return out;
}

export interface PlanProblem {
  code: 'TOO_MANY_SEATS' | 'OVERLAP' | 'DUPLICATE_NAME' | 'PLACE_OUTSIDE';
  /** Spanish, for people. */
  message: string;
  /** The offending seats (at most MAX_LISTED_SEATS), for the editor to highlight. */
  seats: { key: string; name: string; section: string }[];
}

export type PlanCheck = { ok: true; seats: PlanSeat[] } | { ok: false; problems: PlanProblem[] };

const listed = (seats: PlanSeat[]) =>
  seats.slice(0, MAX_LISTED_SEATS).map((s) => ({ key: s.key, name: s.name, section: s.section }));

/** Removed or flagged places a block does not have: a plan that names them is wrong. */
function placesOutside(plan: VenuePlan): PlanProblem[] {
  const problems: PlanProblem[] = [];
  for (const e of plan.elements) {
    if (e.kind !== 'ROWS') continue;
    const outside = [...e.removed, ...e.accessible, ...e.companion].filter(
      (p) => p.row >= e.rows || p.seat >= e.seatsPerRow,
    );
    if (outside.length)
      problems.push({
        code: 'PLACE_OUTSIDE',
        message: `El bloque ${e.id} marca ${outside.length} asiento(s) fuera de sus ${e.rows} filas × ${e.seatsPerRow} asientos`,
        seats: outside.slice(0, MAX_LISTED_SEATS).map((p) => ({
          key: `${e.id}/${placeKey(p)}`,
          name: `fila ${p.row + 1}, puesto ${p.seat + 1}`,
          section: e.section,
        })),
      });
  }
  return problems;
}

/** Pairs of seats of one section closer than MIN_SEAT_DISTANCE, found on a grid of that size. */
function overlaps(seats: PlanSeat[], sectionNames: Map<string, string>): PlanProblem[] {
  const cell = MIN_SEAT_DISTANCE;
  const grid = new Map<string, PlanSeat[]>();
  const bySection = new Map<string, PlanSeat[]>();
  for (const s of seats) {
    const cx = Math.floor(s.x / cell);
    const cy = Math.floor(s.y / cell);
    let hit: PlanSeat | undefined;
    for (let dx = -1; dx <= 1 && !hit; dx++)
      for (let dy = -1; dy <= 1 && !hit; dy++)
        hit = grid
          .get(`${s.section}:${cx + dx}:${cy + dy}`)
          ?.find((o) => Math.hypot(o.x - s.x, o.y - s.y) < MIN_SEAT_DISTANCE);
    if (hit) {
      const list = bySection.get(s.section) ?? [];
      if (!list.includes(hit)) list.push(hit);
      list.push(s);
      bySection.set(s.section, list);
    }
    const k = `${s.section}:${cx}:${cy}`;
    const bucket = grid.get(k);
    if (bucket) bucket.push(s);
    else grid.set(k, [s]);
  }
  return [...bySection].map(([section, list]) => ({
    code: 'OVERLAP' as const,
    message: `En la sección ${sectionNames.get(section)} hay ${list.length} asientos montados unos sobre otros (a menos de ${MIN_SEAT_DISTANCE} unidades)`,
    seats: listed(list),
  }));
}

function duplicateNames(seats: PlanSeat[], sectionNames: Map<string, string>): PlanProblem[] {
  const seen = new Map<string, PlanSeat>();
  const bySection = new Map<string, PlanSeat[]>();
  for (const s of seats) {
    const k = `${s.section}\u0000${s.name}`;
    const first = seen.get(k);
    if (!first) {
      seen.set(k, s);
      continue;
    }
    const list = bySection.get(s.section) ?? [];
    if (!list.includes(first)) list.push(first);
    list.push(s);
    bySection.set(s.section, list);
  }
  return [...bySection].map(([section, list]) => ({
    code: 'DUPLICATE_NAME' as const,
    message: `En la sección ${sectionNames.get(section)} hay asientos con el mismo nombre (${list[0].name}${list.length > 2 ? ' y otros' : ''})`,
    seats: listed(list),
  }));
}

/**
 * The rules a plan must keep to be saved: at most MAX_PLAN_SEATS seats, no two seats of
 * a section on top of each other, seat names unique within a section, flags only on
 * seats the block has. The plan is one `venuePlanSchema` has parsed. Time is linear in the
 * seats, and the cap is checked before any seat is drawn.
 */
export function validatePlan(plan: VenuePlan): PlanCheck {
  const total = countPlanSeats(plan);
  if (total > MAX_PLAN_SEATS)
    return {
      ok: false,
      problems: [
        {
          code: 'TOO_MANY_SEATS',
          message: `El plano tiene ${total.toLocaleString('es-VE')} ${areaCapacities(plan).size ? 'puestos (asientos y entradas generales)' : 'asientos'}; el máximo es ${MAX_PLAN_SEATS.toLocaleString('es-VE')}`,
          seats: [],
        },
      ],
    };
  const outside = placesOutside(plan);
  if (outside.length) return { ok: false, problems: outside };
  const seats = expandPlan(plan);
  const sectionNames = new Map(plan.sections.map((s) => [s.id, s.name]));
  const problems = [...overlaps(seats, sectionNames), ...duplicateNames(seats, sectionNames)];
  return problems.length ? { ok: false, problems } : { ok: true, seats };
}

/** The general-admission capacity of each section, by section id. */
export function areaCapacities(plan: VenuePlan): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of plan.elements)
    if (e.kind === 'AREA') out.set(e.section, (out.get(e.section) ?? 0) + e.capacity);
  return out;
}
