/**
 * Holds taken for someone else's waiting-list offer (issue 26): a hold in the customer's name
 * that lasts the offer, on seats seating's availability finds free. The hold is the same row a buyer
 * takes (seat_holds, one per seat), so an offer and a buyer racing for a seat meet at its
 * primary key and the seat locks, as two buyers do.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';
import * as seating from '../seating/public';

/**
 * Holds `seatIds` for `userId` until `expiresAt`, all or none: locks the seats (as every
 * writer of seat state does), then takes each seat that is neither sold nor held. Returns
 * false (and holds nothing) when any of them was taken meanwhile.
 */
export async function holdSeatsForOffer(
  db: Tx,
  p: { userId: string; eventId: string; seatIds: string[]; expiresAt: Date },
): Promise<boolean> {
  if (!p.seatIds.length) return false;
  await seating.lockSeats(db, p.seatIds);
  const free = await seating.findFreeSeats(db, p.eventId, { seatIds: p.seatIds, forLine: true });
  if (free.length !== p.seatIds.length) return false;
  const values = p.seatIds.map(
    (id) =>
      sql`(${id}::uuid, ${p.eventId}::uuid, ${p.userId}::uuid, ${p.expiresAt.toISOString()}::timestamptz)`,
  );
  // A savepoint: a seat taken by a writer that skipped the seat locks undoes this offer only.
  return db
    .transaction(async (sp) => {
      const taken = await rows<{ seatId: string }>(
        sp,
        sql`insert into seat_holds (seat_id, event_id, user_id, expires_at) values ${sql.join(values, sql`, `)}
        on conflict (seat_id) do update set event_id = excluded.event_id, user_id = excluded.user_id,
          expires_at = excluded.expires_at, created_at = now(), ip_group = null
        where seat_holds.expires_at <= now()
        returning seat_id as "seatId"`,
      );
      if (taken.length !== p.seatIds.length) throw new SeatTaken();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof SeatTaken) return false;
      throw err;
    });
}

class SeatTaken extends Error {}
