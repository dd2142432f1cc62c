/** Hold SQL. Taking seats is the hold function (db/functions/hold-batch.sql): the database decides who wins. */
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

/**
 * An anonymous session that became an account: its holds stop counting against its
 * address group's cap for anonymous sessions (decision 030).
 */
export async function forgetAddressGroup(db: Tx, userId: string): Promise<void> {
  await db.execute(
    sql`update seat_holds set ip_group = null where user_id = ${userId} and ip_group is not null`,
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
