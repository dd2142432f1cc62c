import { drawnElement, type DrawnElement } from '@tickera/shared/plan-drawing';
import type { SeatStatus } from '@tickera/shared/schemas/events';
import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { DrawingSeats, visitZoneSeats } from '@tickera/shared/seat-layout-codec';

/**
 * The seat map as flat typed arrays: 20,400 seats are painted every frame while the
 * user pans, so the painter must not walk objects. Built from the compact layout
 * (decision 016); statuses change in place (status answer, live stream, own holds) and
 * seat ids arrive zone by zone when needed; `version` in React state says when to repaint.
 */
export const STATUS_CODES = { available: 0, held: 1, sold: 2, mine: 3 } as const;
export const STATUS_NAMES: SeatStatus[] = ['available', 'held', 'sold', 'mine'];
/** Seats sit SEAT_PITCH (10) map units apart; a seat is drawn with this radius. */
export const SEAT_RADIUS = 4;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapTable {
  id: string;
  name: string;
  x: number;
  y: number;
  radius: number;
}

export interface MapRow {
  label: string;
  /** Seat indices (into the model arrays) ordered by seat number. */
  seats: number[];
}

export interface MapZone {
  id: string;
  name: string;
  type: string;
  layout: string;
  basePrice: string;
  color: string;
  /** The venue plan section it was copied from (its areas and tables take its colour). */
  section?: string;
  /**
   * General admission (decision 052): its places have no position. They are in the model
   * (statuses, the cart) at the middle of the zone, but are neither painted nor buttons: the
   * zone's area is one button that asks how many.
   */
  general: boolean;
  rect: Rect;
  tables: MapTable[];
  rows: MapRow[];
  /** The zone's seats are model indices first..last-1. */
  first: number;
  last: number;
  /** Its seat ids are in `ids`/`index` (loaded by seat-map/ids). */
  idsLoaded: boolean;
}

export interface SeatModel {
  eventId: string;
  /** The layout version: statuses and stream changes name seats by ordinal in it. */
  layoutVersion: string;
  zones: MapZone[];
  /** Seat ids, undefined until their zone's ids are loaded (ensureZoneIds). */
  ids: (string | undefined)[];
  /** Seat id → seat, for the zones loaded so far. */
  index: Map<string, number>;
  /** A seat's ordinal in the layout; `seatAt[ordinal]` is the seat, or -1 when not drawn (no position). */
  ordinal: Int32Array;
  seatAt: Int32Array;
  x: Float32Array;
  y: Float32Array;
  zoneOf: Uint16Array;
  row: string[];
  /** The seat's place along its row (adjacency, order). */
  number: Int32Array;
  /** The number printed on the seat and its ticket (a block numbered from the centre: 2, 4… to the left). */
  printed: Int32Array;
  atTable: Uint8Array;
  /** ACCESS.accessible for a wheelchair place, ACCESS.companion for its companion's seat, else 0. */
  access: Uint8Array;
  /** Some seat of the map has an `access` mark (the legend names them). */
  hasAccess: boolean;
  /** A seat at a table sold whole → every seat of that table (held and let go together). */
  wholeTable: Map<number, number[]>;
  status: Uint8Array;
  bounds: Rect;
  /** The venue plan's drawing (decision 049): empty for zones drawn by hand. */
  drawing: DrawnElement[];
}

export const ACCESS = { accessible: 1, companion: 2 } as const;

/** What the map's painter reads of a model (paint-seat-map.ts), on the page or in its worker. */
export type PaintModel = Pick<SeatModel, 'zones' | 'x' | 'y' | 'status' | 'access' | 'drawing'>;

/** A 2D context on the page's canvas or on an OffscreenCanvas (the painter's worker). */
export type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const PALETTE = ['#f57c00', '#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00838f', '#5d4037'];

interface ZoneMapHints {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  color?: string;
  section?: string;
  tables?: { name: string; x: number; y: number; radius?: number }[];
}

function hintsOf(map: unknown): ZoneMapHints {
  return map && typeof map === 'object' ? (map as ZoneMapHints) : {};
}

export function unionRect(a: Rect | null, b: Rect): Rect {
  if (!a) return b;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** Keeps the first `n` entries of a typed array (the model is sized for every ordinal). */
const cut = <T extends Float32Array | Int32Array | Uint8Array | Uint16Array>(a: T, n: number): T =>
  (a.length === n ? a : a.slice(0, n)) as T;

/**
 * The model from the compact layout. Seats are visited without an object or a name each
 * (20,400 on a phone, issue 28): what a seat is called is made when a buyer looks at it.
 */
export function buildSeatModel(layout: SeatLayout): SeatModel {
  const drawing = new DrawingSeats(layout.drawing);
  const ordinals = layout.zones.reduce((n, z) => Math.max(n, z.first + z.count), 0);
  const most = layout.zones.reduce((n, z) => n + z.count, 0);
  let x = new Float32Array(most);
  let y = new Float32Array(most);
  let zoneOf = new Uint16Array(most);
  let number = new Int32Array(most);
  let printed = new Int32Array(most);
  let atTable = new Uint8Array(most);
  let access = new Uint8Array(most);
  let ordinal = new Int32Array(most);
  const row: string[] = [];
  const seatAt = new Int32Array(ordinals).fill(-1);
  const zones: MapZone[] = [];
  const wholeTable = new Map<number, number[]>();
  let hasAccess = false;
  let i = 0;
  let bounds: Rect | null = null;
  layout.zones.forEach((zone, z) => {
    const first = i;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    const rows = new Map<string, number[]>();
    const whole = new Set(zone.tables.filter((t) => t.soldWhole).map((t) => t.id));
    const chairs = new Map<string, number[]>();
    const accessible = new Set(zone.accessible);
    const companion = new Set(zone.companion);
    const hints = hintsOf(zone.map);
    const general = zone.layout === 'GENERAL_ADMISSION';
    const middleX = (hints.x ?? 0) + (hints.width ?? 0) / 2;
    const middleY = (hints.y ?? 0) + (hints.height ?? 0) / 2;
    visitZoneSeats(zone, drawing, (k, seatRow, index, tableId, placedX, placedY, onSeat) => {
      let sx = placedX;
      let sy = placedY;
      if (sx === null || sy === null) {
        // A seat without a position is not drawn (nor offered); a general-admission place
        // is sold from its zone's button.
        if (!general) return;
        sx = middleX;
        sy = middleY;
      }
      ordinal[i] = zone.first + k;
      seatAt[zone.first + k] = i;
      x[i] = sx;
      y[i] = sy;
      zoneOf[i] = z;
      row[i] = seatRow;
      number[i] = index;
      printed[i] = onSeat;
      atTable[i] = tableId ? 1 : 0;
      if (accessible.has(k)) access[i] = ACCESS.accessible;
      else if (companion.has(k)) access[i] = ACCESS.companion;
      if (tableId && whole.has(tableId)) {
        const atThisTable = chairs.get(tableId);
        if (atThisTable) atThisTable.push(i);
        else chairs.set(tableId, [i]);
      }
      if (general) {
        i++;
        return;
      }
      if (sx < x0) x0 = sx;
      if (sx > x1) x1 = sx;
      if (sy < y0) y0 = sy;
      if (sy > y1) y1 = sy;
      const inRow = rows.get(seatRow);
      if (inRow) inRow.push(i);
      else rows.set(seatRow, [i]);
      i++;
    });
    for (const atThisTable of chairs.values())
      for (const c of atThisTable) wholeTable.set(c, atThisTable);
    hasAccess ||= accessible.size + companion.size > 0;
    const r = SEAT_RADIUS + 1;
    const seatBox =
      x0 === Infinity
        ? null
        : { x: x0 - r, y: y0 - r, width: x1 - x0 + 2 * r, height: y1 - y0 + 2 * r };
    const rect =
      hints.width && hints.height
        ? { x: hints.x ?? 0, y: hints.y ?? 0, width: hints.width, height: hints.height }
        : (seatBox ?? { x: 0, y: 0, width: 10, height: 10 });
    const tables = zone.tables.flatMap((t) => {
      const hint = hints.tables?.find((h) => h.name === t.name);
      return hint
        ? [{ id: t.id, name: t.name, x: hint.x, y: hint.y, radius: hint.radius ?? 25 }]
        : [];
    });
    zones.push({
      id: zone.id,
      name: zone.name,
      type: zone.type,
      layout: zone.layout,
      basePrice: zone.basePrice,
      color: hints.color ?? PALETTE[z % PALETTE.length],
      ...(typeof hints.section === 'string' ? { section: hints.section } : {}),
      general,
      rect,
      tables,
      rows: [...rows].map(([label, seats]) => ({
        label,
        seats: seats.sort((a, b) => number[a] - number[b]),
      })),
      first,
      last: i,
      idsLoaded: false,
    });
    bounds = unionRect(bounds, rect);
  });
  const total = i;
  x = cut(x, total);
  y = cut(y, total);
  zoneOf = cut(zoneOf, total);
  number = cut(number, total);
  printed = cut(printed, total);
  atTable = cut(atTable, total);
  access = cut(access, total);
  ordinal = cut(ordinal, total);
  return {
    eventId: layout.eventId,
    layoutVersion: layout.version,
    zones,
    ids: new Array<string | undefined>(total),
    index: new Map(),
    ordinal,
    seatAt,
    x,
    y,
    zoneOf,
    row,
    number,
    printed,
    atTable,
    access,
    hasAccess,
    wholeTable,
    status: new Uint8Array(total),
    bounds: bounds ?? { x: 0, y: 0, width: 1, height: 1 },
    drawing: (layout.drawing ?? []).map(drawnElement),
  };
}

/** Fills a zone's ids from seat-map/ids (`ids[k]` is ordinal `first + k`). */
export function fillZoneIds(model: SeatModel, zone: number, first: number, ids: string[]): void {
  ids.forEach((id, k) => {
    const seat = model.seatAt[first + k];
    if (seat === undefined || seat < 0) return;
    model.ids[seat] = id;
    model.index.set(id, seat);
  });
  model.zones[zone].idsLoaded = true;
}

export function statusOf(model: SeatModel, seat: number): SeatStatus {
  return STATUS_NAMES[model.status[seat]];
}

export function availableIn(model: Pick<SeatModel, 'status'>, zone: MapZone): number {
  let n = 0;
  for (let i = zone.first; i < zone.last; i++) if (model.status[i] === 0) n++;
  return n;
}

/**
 * What «Mejores asientos» can give in a zone: free seats with no access mark for an ordinary
 * request (the server keeps wheelchair places and companions' seats out of it), free
 * wheelchair places for an accessible one.
 */
export function offeredIn(model: SeatModel, zone: MapZone, accessible: boolean): number {
  const mark = accessible ? ACCESS.accessible : 0;
  let n = 0;
  for (let i = zone.first; i < zone.last; i++)
    if (model.status[i] === 0 && model.access[i] === mark) n++;
  return n;
}

/**
 * Names general-admission places by their number (decision 052): a zone of 50,000 places does
 * not send its ids to a phone for the few it holds. `places` are the server's answer for
 * them (a hold, the list of holds); answers the seats it named.
 */
export function fillPlaceIds(
  model: SeatModel,
  zone: number,
  places: readonly { id: string; index: number }[],
): number[] {
  const { first, last } = model.zones[zone];
  return places.flatMap(({ id, index }) => {
    // Places travel in number order from 1, so the guess is nearly always right.
    let seat = first + index - 1;
    if (!(seat >= first && seat < last && model.number[seat] === index)) {
      seat = -1;
      for (let i = first; i < last; i++) if (model.number[i] === index) seat = i;
    }
    if (seat < 0) return [];
    model.ids[seat] = id;
    model.index.set(id, seat);
    return [seat];
  });
}
