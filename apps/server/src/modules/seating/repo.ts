import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';

export interface SeatStatusRow {
  id: string;
  zoneId: string;
  row: string;
  index: number;
  name: string;
  tableId: string | null;
  x: number | null;
  y: number | null;
  /** 'sold' | 'held' | 'mine' | 'available' as seen by `viewerId`. */
  status: 'available' | 'held' | 'sold' | 'mine';
}

/** Every seat of an event with its live status as the viewer sees it (one pass over the event's seats). */
export async function findSeatStatuses(
  db: Tx,
  eventId: string,
  viewerId: string | null,
): Promise<SeatStatusRow[]> {
  return rows<SeatStatusRow>(
    db,
    sql`select s.id, s.zone_id as "zoneId", s.row, s.index, s.name, s.table_id as "tableId", s.x, s.y,
          case
            when s.status <> 'DISPONIBLE' or not s.is_active or os.seat_id is not null then 'sold'
            when h.seat_id is not null and h.user_id = ${viewerId} then 'mine'
            when h.seat_id is not null then 'held'
            else 'available'
          end as status
        from seats s
        left join order_seats os on os.seat_id = s.id and os.is_active
        left join seat_holds h on h.seat_id = s.id and h.expires_at > now()
        where s.event_id = ${eventId} and not s.is_delete
        order by s.zone_id, s.row, s.index`,
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
