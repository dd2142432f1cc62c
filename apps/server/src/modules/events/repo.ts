/** Catalogue queries. A seat is on sale when active, DISPONIBLE, not in a live order and not held. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

/** SQL predicate: seat `s` can be taken right now (expired holds do not count). */
export const seatOnSale = sql`s.is_active and not s.is_delete and s.status = 'DISPONIBLE'
  and not exists (select 1 from order_seats os where os.seat_id = s.id and os.is_active)
  and not exists (select 1 from seat_holds h where h.seat_id = s.id and h.expires_at > now())`;

/** SQL predicate: event `e` is public and on sale. */
export const eventOnSale = sql`e.is_active and not e.is_delete and e.publish_at is not null
  and e.publish_at <= now() and e.start_at > now()`;

export interface EventRow {
  id: string;
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  description: string | null;
  startAt: Date;
  finishAt: Date | null;
  bannerUrl: string | null;
  printTypes: string[];
  locationName: string;
  locationCity: string;
  locationAddress: string | null;
  minPrice: string | null;
  /** Null unless asked for (see selectEvents). */
  available: number | null;
}

/** `withAvailability` counts the seats on sale (a pass over every seat of the event): the catalogue needs it, a hold does not. */
function selectEvents(where: SQL, withAvailability: boolean) {
  return sql`
    select e.id, e.name, e.code, e.category, e.description, e.start_at as "startAt", e.finish_at as "finishAt",
      e.banner_url as "bannerUrl", e.print_types as "printTypes",
      l.name as "locationName", l.city as "locationCity", l.address as "locationAddress",
      (select min(z.base_price)::text from zones z where z.event_id = e.id and z.is_active and not z.is_delete) as "minPrice",
      ${
        withAvailability
          ? sql`(select count(*)::int from seats s join zones z on z.id = s.zone_id
        where s.event_id = e.id and z.is_active and not z.is_delete and ${seatOnSale})`
          : sql`null::int`
      } as available
    from events e join locations l on l.id = e.location_id
    where ${where}
    order by e.start_at asc`;
}

export async function listOnSale(db: Tx, category?: string): Promise<EventRow[]> {
  const byCategory = category ? sql` and e.category = ${category}` : sql``;
  return rows<EventRow>(db, selectEvents(sql`${eventOnSale}${byCategory}`, true));
}

/** One event; `publicOnly` hides unpublished, inactive and past events. */
export async function findEvent(
  db: Tx,
  id: string,
  publicOnly: boolean,
): Promise<EventRow | undefined> {
  const where = publicOnly
    ? sql`e.id = ${id} and ${eventOnSale}`
    : sql`e.id = ${id} and not e.is_delete`;
  const [row] = await rows<EventRow>(db, selectEvents(where, false));
  return row;
}

export interface ZoneRow {
  id: string;
  name: string;
  code: string;
  type: string;
  layout: string;
  basePrice: string;
  capacity: number;
  maxSeatsWeb: number | null;
  available: number;
  map: unknown;
}

export async function listZones(db: Tx, eventId: string): Promise<ZoneRow[]> {
  return rows<ZoneRow>(
    db,
    sql`select z.id, z.name, z.code, z.type, z.layout, z.base_price::text as "basePrice", z.capacity_max as capacity,
          z.max_seats_web as "maxSeatsWeb", z.map,
          (select count(*)::int from seats s where s.zone_id = z.id and ${seatOnSale}) as available
        from zones z where z.event_id = ${eventId} and z.is_active and not z.is_delete
        order by z.index, z.name`,
  );
}
