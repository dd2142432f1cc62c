/** Hold SQL. Taking seats is the hold function (db/functions/hold-batch.sql): the database decides who wins. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { anyUuid, rows, uuidList } from '../../lib/sql';
import * as seating from '../seating/public';

export interface HoldRow {
  seatId: string;
  eventId: string;
  expiresAt: Date;
}

/** The caller's live holds (their seats are described by seating). */
export async function listLiveHolds(db: Tx, userId: string, eventId?: string): Promise<HoldRow[]> {
  const byEvent = eventId ? sql` and event_id = ${eventId}` : sql``;
  return rows<HoldRow>(
    db,
    sql`select seat_id as "seatId", event_id as "eventId", expires_at as "expiresAt"
        from seat_holds where user_id = ${userId} and expires_at > now()${byEvent}`,
  );
}

/** Releases the caller's holds (one seat, one event or all); returns what was released. */
export async function releaseHolds(
  db: Tx,
  userId: string,
  filter: { seatId?: string; seatIds?: string[]; eventId?: string },
) {
  const bySeat = filter.seatId
    ? sql` and seat_id = ${filter.seatId}`
    : filter.seatIds
      ? sql` and seat_id = ${anyUuid(filter.seatIds)}`
      : sql``;
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

/**
 * The sweeper: drops expired holds and says which seats they were. Not those a waiting line
 * is owed: the waiting-list job offers them or lets them go (releaseExpiredHolds).
 */
export async function deleteExpiredHolds(db: Tx, limit = 5000) {
  return rows<{ seatId: string; eventId: string }>(
    db,
    sql`delete from seat_holds where seat_id in (
          select h.seat_id from seat_holds h
          where h.expires_at <= now() and not (${seating.owedToLine})
          limit ${limit} for update of h skip locked)
        returning seat_id as "seatId", event_id as "eventId"`,
  );
}

/** The waiting-list job, after its offers: the event's expired holds go, whoever is in line. */
export async function releaseExpiredHolds(db: Tx, eventId: string): Promise<string[]> {
  const gone = await rows<{ seatId: string }>(
    db,
    sql`delete from seat_holds where event_id = ${eventId} and expires_at <= now()
        returning seat_id as "seatId"`,
  );
  return gone.map((g) => g.seatId);
}

/** The caller's hold rows for an event, live or not (to tell NO_HOLDS from HOLD_EXPIRED). */
export async function findHoldRows(db: Tx, userId: string, eventId: string) {
  return rows<{ seatId: string; live: boolean }>(
    db,
    sql`select seat_id as "seatId", expires_at > now() as live from seat_holds where user_id = ${userId} and event_id = ${eventId}`,
  );
}

/** Deletes the caller's live holds and returns their seats (run after locking the seats). */
export async function consumeLiveHolds(db: Tx, userId: string, eventId: string): Promise<string[]> {
  const consumed = await rows<{ seatId: string }>(
    db,
    sql`delete from seat_holds where user_id = ${userId} and event_id = ${eventId} and expires_at > now()
        returning seat_id as "seatId"`,
  );
  return consumed.map((c) => c.seatId);
}

/** Whoever's holds on these seats go (a sale at the box office takes the seats it locked). */
export async function dropHoldsOnSeats(db: Tx, seatIds: string[]) {
  if (!seatIds.length) return;
  await db.execute(sql`delete from seat_holds where seat_id in (${uuidList(seatIds)})`);
}
