import { and, eq, sql } from 'drizzle-orm';
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { LayoutSeat } from '@tickera/shared/seat-layout-codec';
import type { Tx } from '../../db/client';
import { seats, tables, zones } from '../../db/schema/seating';
import { refuseDuplicateCode } from '../../lib/pg-errors';
import { anyUuid, rows, uuidList } from '../../lib/sql';

export async function findTables(db: Tx, eventId: string) {
  return rows<{ id: string; zoneId: string; name: string; capacity: number; soldWhole: boolean }>(
    db,
    sql`select t.id, t.zone_id as "zoneId", t.name, t.capacity_max as capacity,
          t.sold_whole as "soldWhole"
        from tables t join zones z on z.id = t.zone_id
        where z.event_id = ${eventId} and t.is_active and not t.is_delete order by t.code`,
  );
}

/* ---- Seating set-up: zones, seats by rows, VIP tables ---- */

export type ZoneTableRow = typeof zones.$inferSelect;

export async function findZone(db: Tx, id: string): Promise<ZoneTableRow | undefined> {
  const [zone] = await db
    .select()
    .from(zones)
    .where(and(eq(zones.id, id), eq(zones.isDelete, false)));
  return zone;
}

export async function insertZone(db: Tx, values: typeof zones.$inferInsert) {
  const [row] = await db.insert(zones).values(values).returning().catch(refuseDuplicateCode);
  return row;
}

export async function updateZoneRow(
  db: Tx,
  id: string,
  values: Partial<typeof zones.$inferInsert>,
) {
  const [row] = await db
    .update(zones)
    .set(values)
    .where(and(eq(zones.id, id), eq(zones.isDelete, false)))
    .returning();
  return row as ZoneTableRow | undefined;
}

/** The lowest row drawn so far in a zone (new rows go below it). */
export async function findMaxSeatY(db: Tx, zoneId: string): Promise<number | null> {
  const [{ maxY }] = await rows<{ maxY: number | null }>(
    db,
    sql`select max(y) as "maxY" from seats where zone_id = ${zoneId}`,
  );
  return maxY;
}

export async function insertSeats(db: Tx, values: (typeof seats.$inferInsert)[]) {
  for (let i = 0; i < values.length; i += 1000)
    await db.insert(seats).values(values.slice(i, i + 1000));
}

/** Adds seats to a zone's capacity (and sets its layout when tables were added). */
export async function growZone(db: Tx, zoneId: string, added: number, layout?: 'TABLES') {
  await db
    .update(zones)
    .set({ capacityMax: sql`${zones.capacityMax} + ${added}`, ...(layout ? { layout } : {}) })
    .where(eq(zones.id, zoneId));
}

export async function countZoneTables(db: Tx, zoneId: string): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tables where zone_id = ${zoneId}`,
  );
  return n;
}

export async function insertTable(db: Tx, values: typeof tables.$inferInsert) {
  const [table] = await db.insert(tables).values(values).returning();
  return table;
}

/* ---- The seat map's static layout (cached; statuses are read per request) ---- */

export async function findZonesForLayout(db: Tx, eventId: string) {
  return rows<{
    id: string;
    name: string;
    type: string;
    layout: string;
    basePrice: string;
    map: unknown;
  }>(
    db,
    sql`select id, name, type, layout, base_price::text as "basePrice", map from zones
        where event_id = ${eventId} and is_active and not is_delete order by index, name, id`,
  );
}

export async function findSeatsForLayout(db: Tx, eventId: string) {
  return rows<LayoutSeat & { id: string; zoneId: string; access: string | null }>(
    db,
    sql`select id, zone_id as "zoneId", row, index, name, table_id as "tableId", x, y, access
        from seats
        where event_id = ${eventId} and not is_delete order by zone_id, row, index, id`,
  );
}

/* ---- For other modules (seating/public.ts) ---- */

/** How many seats each event has (deleted ones aside). */
export async function countSeatsByEvent(db: Tx, eventIds: string[]): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map();
  const found = await rows<{ eventId: string; n: number }>(
    db,
    sql`select event_id as "eventId", count(*)::int as n from seats
        where event_id in (${uuidList(eventIds)}) and not is_delete group by event_id`,
  );
  return new Map(found.map((f) => [f.eventId, f.n]));
}

/** An event's zones (deleted ones aside) as the event form lists them. */
export async function listZonesForEdit(db: Tx, eventId: string) {
  return rows<{
    id: string;
    name: string;
    code: string;
    type: string;
    layout: string;
    basePrice: string;
    capacity: number;
    maxSeatsWeb: number | null;
    index: number;
    isActive: boolean;
  }>(
    db,
    sql`select id, name, code, type, layout, base_price::text as "basePrice", capacity_max as capacity,
          max_seats_web as "maxSeatsWeb", index, is_active as "isActive"
        from zones where event_id = ${eventId} and not is_delete order by index, name`,
  );
}

export interface SeatForSale {
  id: string;
  eventId: string;
  zoneId: string;
  maxSeatsWeb: number | null;
}

/**
 * Locks the seat rows (in id order, so concurrent requests cannot deadlock). Every writer of
 * seat state (holds, orders, memberships) takes these locks first, so what it does after them
 * sees every committed sale.
 */
export async function lockSeats(db: Tx, seatIds: string[]): Promise<SeatForSale[]> {
  return rows<SeatForSale>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.max_seats_web as "maxSeatsWeb"
        from seats s join zones z on z.id = s.zone_id
        where s.id in (${uuidList(seatIds)}) and not s.is_delete
        order by s.id for update of s`,
  );
}

export interface SeatDescription {
  seatId: string;
  name: string;
  row: string;
  index: number;
  access: SeatAccess;
  zoneId: string;
  zoneName: string;
  basePrice: string;
}

/** These seats with their zone and its price, in the order a ticket list shows them (zone, row, seat). */
export async function describeSeats(db: Tx, seatIds: string[]): Promise<SeatDescription[]> {
  if (!seatIds.length) return [];
  return rows<SeatDescription>(
    db,
    sql`select s.id as "seatId", s.name, s.row, s.index, s.access, z.id as "zoneId", z.name as "zoneName", z.base_price::text as "basePrice"
        from seats s join zones z on z.id = s.zone_id
        where s.id = ${anyUuid(seatIds)}
        order by z.index, s.row, s.index, s.id`,
  );
}

/* ---- Season tickets: the same seat in every event of a season ---- */

export interface SeatKey {
  id: string;
  eventId: string;
  zoneId: string;
  zoneCode: string;
  zoneName: string;
  code: string;
  name: string;
}

/** Seats of `eventId` by id, with the keys that find the same seat in another event. */
export function findSeatKeys(db: Tx, eventId: string, seatIds: string[]): Promise<SeatKey[]> {
  return rows<SeatKey>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.code as "zoneCode",
          z.name as "zoneName", s.code, s.name
        from seats s join zones z on z.id = s.zone_id
        where s.event_id = ${eventId} and s.id in (${uuidList(seatIds)}) and not s.is_delete and s.is_active`,
  );
}

/** The same seats (zone code + seat code) in other events. */
export function findSameSeats(
  db: Tx,
  eventIds: string[],
  keys: { zoneCode: string; code: string }[],
): Promise<SeatKey[]> {
  return rows<SeatKey>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.code as "zoneCode",
          z.name as "zoneName", s.code, s.name
        from seats s join zones z on z.id = s.zone_id
        where s.event_id in (${uuidList(eventIds)})
          and (z.code, s.code) in (${sql.join(
            keys.map((k) => sql`(${k.zoneCode}, ${k.code})`),
            sql`, `,
          )})
          and not s.is_delete and s.is_active and not z.is_delete`,
  );
}

/** Whether the seat is one of the event's (deleted or not). */
export async function seatInEvent(db: Tx, eventId: string, seatId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from seats where id = ${seatId} and event_id = ${eventId}`,
  );
  return found.length > 0;
}

/** The event's active zones by name (the door counts its tickets by them). */
export async function listActiveZones(db: Tx, eventId: string) {
  return rows<{ id: string; name: string }>(
    db,
    sql`select id, name from zones where event_id = ${eventId} and is_active order by name`,
  );
}
