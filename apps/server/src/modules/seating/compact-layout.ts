/**
 * The compact seat map's server half (decision 016): each seat's ordinal (its place in
 * the layout: zones in order, seats in their order), the layout without seat ids as
 * ready text, and a version that names both, so browsers may keep the layout for good.
 */
import { createHash } from 'node:crypto';
import {
  compactElement,
  drawnElement,
  drawnSeats,
  type CompactElement,
} from '@tickera/shared/plan-drawing';
import type { PlanSeat } from '@tickera/shared/plan-geometry';
import { encodeUuids } from '@tickera/shared/seat-id-codec';
import { encodeZoneSeats, type DrawnRef, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import type { CompactZone, SeatLayout } from '@tickera/shared/schemas/seating';
import type { VenuePlan } from '@tickera/shared/venue-plan';

type LayoutZone = Omit<
  CompactZone,
  'first' | 'count' | 'rows' | 'runs' | 'names' | 'naming' | 'accessible' | 'companion'
> & {
  seats: (LayoutSeat & { id: string; access?: string | null })[];
};

/** The places in the zone of its seats with `access` (none: absent, so most zones add nothing). */
function placesWith(seats: { access?: string | null }[], access: string) {
  const places = seats.flatMap((s, k) => (s.access === access ? [k] : []));
  return places.length ? places : undefined;
}

export interface ZoneRange {
  first: number;
  count: number;
  ids: string[];
  /** The ids as seat-id-codec text, made on the first request for them. */
  text?: string;
}

export interface CompactLayout {
  version: string;
  /** The JSON of GET …/seat-map/layout?f=2: plan runs and the plan's drawing (decision 049). */
  compact: string;
  /** The same layout (version, order) as plain runs, for pages older than plan runs. */
  plain: () => string;
  /** seatId → ordinal. */
  ordinal: Map<string, number>;
  /** By zone id. */
  ranges: Map<string, ZoneRange>;
}

type LayoutSeatRow = LayoutZone['seats'][number];

interface DrawnSeat {
  ref: DrawnRef;
  seat: PlanSeat;
  /** The table's label for a chair, null for a row block's seat. */
  table: string | null;
}

interface Drawing {
  elements: CompactElement[];
  /** Section id → seat name → the drawn seat of that name (names are unique in a section). */
  bySection: Map<string, Map<string, DrawnSeat>>;
}

/** The plan section a zone was copied from (plan-copy.ts writes it into zones.map). */
function sectionOf(zone: { map: unknown }): string | undefined {
  const section = (zone.map as { section?: unknown } | null)?.section;
  return typeof section === 'string' ? section : undefined;
}

/**
 * What the map draws of the event's plan: every shape, label and area, and the row blocks
 * and tables of the sections on the map. Their seats are drawn from the travelling form, so
 * the server names exactly the seats the browser will make.
 */
function drawingOf(plan: VenuePlan, sections: Set<string>): Drawing {
  const elements: CompactElement[] = [];
  const bySection = new Map<string, Map<string, DrawnSeat>>();
  for (const e of plan.elements) {
    const seated = e.kind === 'ROWS' || e.kind === 'TABLE';
    if (seated && !sections.has(e.section)) continue;
    const element = elements.push(compactElement(e)) - 1;
    if (!seated) continue;
    let names = bySection.get(e.section);
    if (!names) bySection.set(e.section, (names = new Map()));
    const table = e.kind === 'TABLE' ? e.label : null;
    for (const [at, seat] of drawnSeats(drawnElement(elements[element])).entries())
      if (!names.has(seat.name)) names.set(seat.name, { ref: { element, at }, seat, table });
  }
  return { elements, bySection };
}

/**
 * The zone's seats that are exactly a drawn seat (name, row, number, position, table) first,
 * in the drawing's order, then any other seat (added or moved by hand) as the database gave it.
 */
function inDrawingOrder(zone: LayoutZone, drawing: Drawing | undefined) {
  const section = sectionOf(zone);
  const names = section === undefined ? undefined : drawing?.bySection.get(section);
  if (!names) return { seats: zone.seats, drawn: [] };
  const tableNames = new Map(zone.tables.map((t) => [t.id, t.name]));
  const used = new Set<string>();
  const found: { seat: LayoutSeatRow; ref: DrawnRef }[] = [];
  const rest: LayoutSeatRow[] = [];
  for (const s of zone.seats) {
    const hit = names.get(s.name);
    const same =
      hit &&
      !used.has(s.name) &&
      hit.seat.row === s.row &&
      hit.seat.index === s.index &&
      hit.seat.x === s.x &&
      hit.seat.y === s.y &&
      (hit.table === null
        ? s.tableId === null
        : s.tableId !== null && tableNames.get(s.tableId) === hit.table);
    if (same) {
      used.add(s.name);
      found.push({ seat: s, ref: hit.ref });
    } else rest.push(s);
  }
  found.sort((a, b) => a.ref.element - b.ref.element || a.ref.at - b.ref.at);
  return { seats: [...found.map((f) => f.seat), ...rest], drawn: found.map((f) => f.ref) };
}

/** `plan`: the venue plan version the event was copied from, if any (decision 049). */
export function buildCompactLayout(
  eventId: string,
  zones: LayoutZone[],
  plan?: VenuePlan | null,
): CompactLayout {
  const ordinal = new Map<string, number>();
  const ranges = new Map<string, ZoneRange>();
  const hash = createHash('sha256');
  const drawing = plan
    ? drawingOf(plan, new Set(zones.flatMap((z) => sectionOf(z) ?? [])))
    : undefined;
  const ordered: { head: Omit<LayoutZone, 'seats'>; seats: LayoutSeatRow[] }[] = [];
  const compactZones = zones.map((layoutZone) => {
    const { seats: _, ...zone } = layoutZone;
    const { seats, drawn } = inDrawingOrder(layoutZone, drawing);
    ordered.push({ head: zone, seats });
    const first = ordinal.size;
    for (const s of seats) {
      ordinal.set(s.id, ordinal.size);
      hash.update(s.id);
    }
    ranges.set(zone.id, { first, count: seats.length, ids: seats.map((s) => s.id) });
    const accessible = placesWith(seats, 'ACCESSIBLE');
    const companion = placesWith(seats, 'COMPANION');
    return {
      ...zone,
      first,
      count: seats.length,
      ...encodeZoneSeats(seats, zone.tables, drawn),
      ...(accessible ? { accessible } : {}),
      ...(companion ? { companion } : {}),
    };
  });
  const body = JSON.stringify([compactZones, drawing?.elements]);
  // The ids are part of the version: the same drawing with other seats is another layout.
  const version = hash.update(body).digest('base64url').slice(0, 12);
  const layout: SeatLayout = {
    eventId,
    version,
    zones: compactZones,
    ...(drawing ? { drawing: drawing.elements } : {}),
  };
  const compact = JSON.stringify(layout);
  let plain: string | undefined = drawing ? undefined : compact;
  const plainZones = () =>
    ordered.map(({ head, seats }, z) => {
      const {
        runs: _runs,
        rows: _rows,
        naming: _n,
        names: _names,
        otherTables: _o,
        ...rest
      } = compactZones[z];
      return { ...rest, ...encodeZoneSeats(seats, head.tables) };
    });
  return {
    version,
    compact,
    plain: () => (plain ??= JSON.stringify({ eventId, version, zones: plainZones() })),
    ordinal,
    ranges,
  };
}

/** A zone's ids as text (seat-id-codec), kept on the range once made. */
export function zoneIdsText(range: ZoneRange): string {
  range.text ??= encodeUuids(range.ids);
  return range.text;
}
