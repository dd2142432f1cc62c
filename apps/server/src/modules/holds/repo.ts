/** Hold SQL. Taking seats is the hold function (drizzle/0005_hold_function.sql): the database decides who wins. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

export interface SeatForHold {
  id: string;
  eventId: string;
  zoneId: string;
  maxSeatsWeb: number | null;
}

/**
 * Locks the requested seat rows (in id order, so concurrent requests cannot deadlock).
 * Every writer of seat state (holds, orders) takes these locks first, so a hold
 * statement run after them sees every committed sale.
 */
export async function lockSeats(db: Tx, seatIds: string[]): Promise<SeatForHold[]> {
  return rows<SeatForHold>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.max_seats_web as "maxSeatsWeb"
        from seats s join zones z on z.id = s.zone_id
        where s.id in (${sql.join(
          seatIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and not s.is_delete
        order by s.id for update of s`,
  );
}

export interface HoldRow {
  seatId: string;
  eventId: string;
  expiresAt: Date;
  seatName: string;
  row: string;
  index: number;
  zoneId: string;
  zoneName: string;
  basePrice: string;
}

export async function listLiveHolds(db: Tx, userId: string, eventId?: string): Promise<HoldRow[]> {
  const byEvent = eventId ? sql` and h.event_id = ${eventId}` : sql``;
  return rows<HoldRow>(
    db,
    sql`select h.seat_id as "seatId", h.event_id as "eventId", h.expires_at as "expiresAt",
          s.name as "seatName", s.row, s.index, z.id as "zoneId", z.name as "zoneName", z.base_price::text as "basePrice"
        from seat_holds h join seats s on s.id = h.seat_id join zones z on z.id = s.zone_id
        where h.user_id = ${userId} and h.expires_at > now()${byEvent}
        order by z.index, s.row, s.index`,
  );
}

/** Releases the caller's holds (one seat, one event or all); returns what was released. */
export async function releaseHolds(
  db: Tx,
  userId: string,
  filter: { seatId?: string; eventId?: string },
) {
  const bySeat = filter.seatId ? sql` and seat_id = ${filter.seatId}` : sql``;
  const byEvent = filter.eventId ? sql` and event_id = ${filter.eventId}` : sql``;
  return rows<{ seatId: string; eventId: string; live: boolean }>(
    db,
    sql`delete from seat_holds where user_id = ${userId}${bySeat}${byEvent}
        returning seat_id as "seatId", event_id as "eventId", expires_at > now() as live`,
  );
}

/** The sweeper: drops expired holds and says which seats they were. */
export async function deleteExpiredHolds(db: Tx, limit = 5000) {
  return rows<{ seatId: string; eventId: string }>(
    db,
    sql`delete from seat_holds where seat_id in (
          select seat_id from seat_holds where expires_at <= now() limit ${limit} for update skip locked)
        returning seat_id as "seatId", event_id as "eventId"`,
  );
}

/** The caller's hold rows for an event, live or not (an order explains an expired cart). */
/** The caller's hold rows for an event, live or not (to tell NO_HOLDS from HOLD_EXPIRED). */
export async function findHoldRows(db: Tx, userId: string, eventId: string) {
  return rows<{ seatId: string; live: boolean }>(
    db,
    sql`select seat_id as "seatId", expires_at > now() as live from seat_holds where user_id = ${userId} and event_id = ${eventId}`,
  );
}

/** Deletes the caller's live holds and returns their seats with the zone price (run after locking the seats). */
export async function consumeLiveHolds(db: Tx, userId: string, eventId: string) {
  return rows<{ seatId: string; zoneId: string; price: string }>(
    db,
    sql`with consumed as (
          delete from seat_holds where user_id = ${userId} and event_id = ${eventId} and expires_at > now()
          returning seat_id)
        select s.id as "seatId", s.zone_id as "zoneId", z.base_price::text as price
        from consumed c join seats s on s.id = c.seat_id join zones z on z.id = s.zone_id
        order by s.id`,
  );
}

export interface ZoneSeat {
  id: string;
  row: string;
  index: number;
}

/**
 * Best-available picks of one zone run one after another (a transaction-long advisory
 * lock): two buyers never compute the same block and race for it.
 */
export async function lockZoneForBest(db: Tx, zoneId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('best'), hashtext(${zoneId}))`);
}

/**
 * The zone's seats that can be held now, in row and number order, from the `fromRow`-th row
 * (front first) for `rows` rows: on sale, not sold, not held by anyone (the caller's own
 * holds are already in the cart). A gap in the numbers is a seat that is not free.
 */
export async function freeZoneSeats(
  db: Tx,
  eventId: string,
  zoneId: string,
  window: { fromRow: number; rows: number },
) {
  return rows<ZoneSeat>(
    db,
    sql`with front as (
        select distinct s.row, length(s.row) as len from seats s
        where s.zone_id = ${zoneId} and s.event_id = ${eventId} and not s.is_delete
          and s.is_active and s.status = 'DISPONIBLE'
        order by len, s.row offset ${window.fromRow} limit ${window.rows}
      )
      select s.id, s.row, s.index from seats s join front f on f.row = s.row
      where s.zone_id = ${zoneId} and s.event_id = ${eventId} and not s.is_delete
        and s.is_active and s.status = 'DISPONIBLE'
        and not exists (select 1 from order_seats os where os.seat_id = s.id and os.is_active)
        and not exists (select 1 from seat_holds h where h.seat_id = s.id and h.expires_at > now())
      order by f.len, s.row, s.index`,
  );
}

/** How many rows of the zone have seats on sale (the best-available search's end). */
export async function countSaleRows(db: Tx, eventId: string, zoneId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct s.row)::int as n from seats s
      where s.zone_id = ${zoneId} and s.event_id = ${eventId} and not s.is_delete
        and s.is_active and s.status = 'DISPONIBLE'`,
  );
  return row.n;
}

export async function zoneExists(db: Tx, eventId: string, zoneId: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from zones where id = ${zoneId} and event_id = ${eventId} and not is_delete`,
  );
  return found.length > 0;
}

/** The hold function (drizzle/0005) inside the caller's transaction. */
export async function holdInTransaction(
  db: Tx,
  h: {
    userId: string;
    eventId: string;
    seatIds: string[];
    seconds: number;
    limit: number;
    web: boolean;
  },
) {
  return rows<{ heldSeat: string; heldUntil: Date | string }>(
    db,
    sql`select held_seat as "heldSeat", held_until as "heldUntil"
      from tickera_hold_seats(${h.userId}::uuid, ${h.eventId}::uuid,
        array[${sql.join(
          h.seatIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]::uuid[], ${h.seconds}::int, ${h.limit}::int, ${h.web}::boolean)`,
  );
}
