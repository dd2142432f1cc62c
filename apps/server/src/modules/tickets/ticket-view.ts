/**
 * Read model: the box office's list of issued tickets (ARCHITECTURE.md, "Read models"). Reads
 * `door_tickets` (tickets' view of a ticket with its order, event, seat and holder) and the
 * door's entries (checkins) to say whether each ticket went in. Read-only.
 */
import { sql } from 'drizzle-orm';
import type { ListTicketsQuery, TicketRow } from '@tickera/shared/schemas/tickets';
import type { Tx } from '../../db/client';
import { containsPattern, rows } from '../../lib/sql';

export type TicketListRow = Omit<TicketRow, 'checkedInAt' | 'eventStartAt'> & {
  checkedInAt: Date | null;
  eventStartAt: Date;
};

const holderName = sql`coalesce(t.holder_full_name, '')`;

export async function listTickets(db: Tx, q: ListTicketsQuery) {
  const conds = [sql`true`];
  if (q.eventId) conds.push(sql`t.event_id = ${q.eventId}`);
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(
      sql`(t.code ilike ${like} or ${holderName} ilike ${like} or t.holder_email ilike ${like} or t.holder_identification ilike ${like} or t.seat_name ilike ${like})`,
    );
  }
  const where = sql.join(conds, sql` and `);
  const from = sql`from door_tickets t left join checkins c on c.ticket_id = t.id`;
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  const items = await rows<TicketListRow>(
    db,
    sql`select t.id, t.code, case when not t.is_active or t.order_status = 'ANULADA' then 'ANULADA' when c.id is not null then 'INGRESADA' else 'VALIDA' end as status,
        c.checked_in_at as "checkedInAt", t.order_id as "orderId", t.order_number as "orderNumber", t.event_name as "eventName",
        t.event_start_at as "eventStartAt", t.zone_name as "zoneName", t.seat_name as "seatName",
        t.seat_access as "seatAccess", ${holderName} as "customerName", t.holder_email as "customerEmail"
      ${from} where ${where} order by t.created_at desc, t.code limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return { items, total };
}
