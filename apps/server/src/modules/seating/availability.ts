/**
 * Read model: seat availability (ARCHITECTURE.md, "Read models"). A seat is on sale when
 * active, DISPONIBLE, not in a live order (orders' `order_seats`) and not held (holds'
 * `seat_holds`). An expired hold does not count, unless the event's waiting list (tickets'
 * `waitlist_entries`) is owed the seat: then it stays off sale until the waiting-list job
 * offers it to the line or lets it go (decision 043). Read-only: each table's writes stay
 * with its owner.
 */
import { sql } from 'drizzle-orm';
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { Tx } from '../../db/client';
import { rows, uuidList } from '../../lib/sql';

/**
 * SQL predicate on a hold `h`: the hold expired and someone waits in line for its event (or
 * its seat's zone), so the line gets the seat before any buyer. The hold function
 * (db/functions/hold-batch.sql) states the same rule.
 */
export const owedToLine = sql`h.expires_at <= now() and exists (select 1 from waitlist_entries w
  where w.event_id = h.event_id and w.state = 'WAITING'
    and (w.zone_id is null or w.zone_id = (select hs.zone_id from seats hs where hs.id = h.seat_id)))`;

const notSold = sql`s.is_active and not s.is_delete and s.status = 'DISPONIBLE'
  and not exists (select 1 from order_seats os where os.seat_id = s.id and os.is_active)`;

/** SQL predicate: seat `s` can be taken right now by a buyer. */
const seatOnSale = sql`${notSold}
  and not exists (select 1 from seat_holds h where h.seat_id = s.id and (h.expires_at > now() or ${owedToLine}))`;

/** SQL predicate: seat `s` can be offered to the waiting line: on sale, or owed to the line. */
const seatFreeForLine = sql`${notSold}
  and not exists (select 1 from seat_holds h where h.seat_id = s.id and h.expires_at > now())`;

/**
 * The seats of an event that are not simply available, as the viewer sees them. Sold wins
 * over held; the viewer's own live holds are `mine`; a seat owed to the line is `held`.
 */
export async function findUnavailableSeats(db: Tx, eventId: string, viewerId: string | null) {
  return rows<{ id: string; status: 'held' | 'sold' | 'mine' }>(
    db,
    sql`select h.seat_id as id,
          case when h.expires_at > now() and h.user_id = ${viewerId} then 'mine' else 'held' end as status
          from seat_holds h where h.event_id = ${eventId} and (h.expires_at > now() or ${owedToLine})
        union all
        select s.id, 'sold' from seats s where s.event_id = ${eventId} and not s.is_delete and (s.status <> 'DISPONIBLE' or not s.is_active)
        union all
        select os.seat_id, 'sold' from order_seats os join seats s on s.id = os.seat_id
          where s.event_id = ${eventId} and os.is_active`,
  );
}

/** Per event: the cheapest active zone's price and how many seats are on sale (`withAvailable`). */
export async function eventSaleFigures(
  db: Tx,
  eventIds: string[],
  withAvailable: boolean,
): Promise<Map<string, { minPrice: string | null; available: number | null }>> {
  const figures = new Map<string, { minPrice: string | null; available: number | null }>();
  if (!eventIds.length) return figures;
  const found = await rows<{ eventId: string; minPrice: string | null; available: number | null }>(
    db,
    sql`select e.id as "eventId",
          (select min(z.base_price)::text from zones z where z.event_id = e.id and z.is_active and not z.is_delete) as "minPrice",
          ${
            withAvailable
              ? sql`(select count(*)::int from seats s join zones z on z.id = s.zone_id
                  where s.event_id = e.id and z.is_active and not z.is_delete and ${seatOnSale})`
              : sql`null::int`
          } as available
        from (values ${sql.join(
          eventIds.map((id) => sql`(${id}::uuid)`),
          sql`, `,
        )}) as e(id)`,
  );
  for (const f of found) figures.set(f.eventId, { minPrice: f.minPrice, available: f.available });
  return figures;
}

export interface ZoneForSale {
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

/** An event's active zones with how many of their seats are on sale. */
export async function listZonesForSale(db: Tx, eventId: string): Promise<ZoneForSale[]> {
  return rows<ZoneForSale>(
    db,
    sql`select z.id, z.name, z.code, z.type, z.layout, z.base_price::text as "basePrice", z.capacity_max as capacity,
          z.max_seats_web as "maxSeatsWeb", z.map,
          (select count(*)::int from seats s where s.zone_id = z.id and ${seatOnSale}) as available
        from zones z where z.event_id = ${eventId} and z.is_active and not z.is_delete
        order by z.index, z.name`,
  );
}

export interface ZoneSeat {
  id: string;
  row: string;
  index: number;
  free: boolean;
  access: SeatAccess;
  /** A chair of a table sold whole: chosen on the map, never by best available. */
  wholeTable: boolean;
  /** A general-admission place (decision 052): any free one will do, adjacency means nothing. */
  general: boolean;
}

/**
 * The zone's seats with whether each can be held now: on sale, not sold, not held by
 * anyone (the caller's own holds are already in the cart). Best available's view.
 */
export async function zoneSeatsForBest(db: Tx, eventId: string, zoneId: string) {
  return rows<ZoneSeat>(
    db,
    sql`select s.id, s.row, s.index, (${seatOnSale}) as free, s.access,
        exists (select 1 from tables t where t.id = s.table_id and t.sold_whole) as "wholeTable",
        z.layout = 'GENERAL_ADMISSION' as general
      from seats s join zones z on z.id = s.zone_id
      where s.zone_id = ${zoneId} and s.event_id = ${eventId} and not s.is_delete`,
  );
}

/**
 * Of these (locked) seats, the ones another buyer has: sold in a live order, held live by
 * someone other than `actorId`, owed to a waiting line, or not on sale.
 */
export function findBlockedSeats(db: Tx, seatIds: string[], actorId: string) {
  const ids = uuidList(seatIds);
  return rows<{ id: string }>(
    db,
    sql`select s.id from seats s
        where s.id in (${ids}) and (
          s.status <> 'DISPONIBLE'
          or exists (select 1 from order_seats os where os.seat_id = s.id and os.is_active)
          or exists (select 1 from seat_holds h where h.seat_id = s.id and (
                     h.expires_at > now() and h.user_id <> ${actorId} or ${owedToLine})))`,
  );
}

export interface FreeSeat {
  id: string;
  zoneId: string;
}

/**
 * Seats of the event (or zone) on sale now: active, not sold, not held. Zone, row, seat order.
 * `forLine`: the seats the waiting line may be offered, which adds those it is owed.
 */
export async function findFreeSeats(
  db: Tx,
  eventId: string,
  opts: { zoneId?: string | null; seatIds?: string[]; limit?: number; forLine?: boolean } = {},
): Promise<FreeSeat[]> {
  const byZone = opts.zoneId ? sql` and s.zone_id = ${opts.zoneId}` : sql``;
  const bySeat = opts.seatIds
    ? opts.seatIds.length
      ? sql` and s.id in (${uuidList(opts.seatIds)})`
      : sql` and false`
    : sql``;
  const limit = opts.limit ? sql` limit ${opts.limit}` : sql``;
  return rows<FreeSeat>(
    db,
    sql`select s.id, s.zone_id as "zoneId" from seats s join zones z on z.id = s.zone_id
        where s.event_id = ${eventId}${byZone}${bySeat}
          and ${opts.forLine ? seatFreeForLine : seatOnSale}
        order by z.index, s.row, s.index${limit}`,
  );
}
