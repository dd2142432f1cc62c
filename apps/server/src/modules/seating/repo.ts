import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

/**
 * The seats of an event that are not simply available, as the viewer sees them. Sold wins
 * over held; the viewer's own holds are `mine`. Expired holds do not count.
 */
export async function findUnavailableSeats(db: Tx, eventId: string, viewerId: string | null) {
  return rows<{ id: string; status: 'held' | 'sold' | 'mine' }>(
    db,
    sql`select h.seat_id as id, case when h.user_id = ${viewerId} then 'mine' else 'held' end as status
          from seat_holds h where h.event_id = ${eventId} and h.expires_at > now()
        union all
        select s.id, 'sold' from seats s where s.event_id = ${eventId} and not s.is_delete and (s.status <> 'DISPONIBLE' or not s.is_active)
        union all
        select os.seat_id, 'sold' from order_seats os join seats s on s.id = os.seat_id
          where s.event_id = ${eventId} and os.is_active`,
  );
}

export async function findTables(db: Tx, eventId: string) {
  return rows<{ id: string; zoneId: string; name: string; capacity: number }>(
    db,
    sql`select t.id, t.zone_id as "zoneId", t.name, t.capacity_max as capacity
        from tables t join zones z on z.id = t.zone_id
        where z.event_id = ${eventId} and t.is_active and not t.is_delete order by t.code`,
  );
}
