/** Ticket SQL: issuing and voiding an order's tickets, and the staff list with search. */
import { sql } from 'drizzle-orm';
import type { ListTicketsQuery, TicketRow } from '@tickera/shared/schemas/tickets';
import type { Tx } from '../../db/client';
import { containsPattern, rows } from '../../lib/sql';
import type { TicketCodes } from '../../context';

/** One ticket per live seat of a paid order, each with its own signed code. */
export async function issueOrderTickets(
  db: Tx,
  codes: TicketCodes,
  orderId: string,
): Promise<number> {
  const seats = await rows<{ orderSeatId: string; seatId: string; eventId: string }>(
    db,
    sql`select os.id as "orderSeatId", os.seat_id as "seatId", s.event_id as "eventId"
        from order_seats os join seats s on s.id = os.seat_id where os.order_id = ${orderId} and os.is_active`,
  );
  if (!seats.length) return 0;
  const values = seats.map(
    (s) => sql`(${s.orderSeatId}, ${orderId}, ${s.eventId}, ${s.seatId}, ${codes.issue()})`,
  );
  await db.execute(sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
    values ${sql.join(values, sql`, `)}`);
  return seats.length;
}

export async function voidOrderTickets(db: Tx, orderId: string): Promise<void> {
  await db.execute(sql`update tickets set is_active = false where order_id = ${orderId}`);
}

export type TicketListRow = Omit<TicketRow, 'checkedInAt' | 'eventStartAt'> & {
  checkedInAt: Date | null;
  eventStartAt: Date;
};

export async function listTickets(db: Tx, q: ListTicketsQuery) {
  const conds = [sql`true`];
  if (q.eventId) conds.push(sql`t.event_id = ${q.eventId}`);
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(
      sql`(t.code ilike ${like} or p.name || ' ' || p.last_name ilike ${like} or u.email ilike ${like} or p.identification ilike ${like} or s.name ilike ${like})`,
    );
  }
  const where = sql.join(conds, sql` and `);
  const from = sql`from tickets t join orders o on o.id = t.order_id join events e on e.id = t.event_id join seats s on s.id = t.seat_id
    join zones z on z.id = s.zone_id join users u on u.id = o.customer_id join profiles p on p.user_id = o.customer_id
    left join checkins c on c.ticket_id = t.id`;
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  const items = await rows<TicketListRow>(
    db,
    sql`select t.id, t.code, case when not t.is_active or o.status = 'ANULADA' then 'ANULADA' when c.id is not null then 'INGRESADA' else 'VALIDA' end as status,
        c.checked_in_at as "checkedInAt", o.id as "orderId", o.number as "orderNumber", e.name as "eventName", e.start_at as "eventStartAt",
        z.name as "zoneName", s.name as "seatName", p.name || ' ' || p.last_name as "customerName", u.email as "customerEmail"
      ${from} where ${where} order by t.created_at desc, t.code limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return { items, total };
}

/**
 * Tickets issued before codes were signed (format "TK-…") get a signed code at start, so
 * every ticket in the database can pass the door. Returns how many were re-issued.
 */
export async function resignLegacyCodes(db: Tx, codes: TicketCodes): Promise<number> {
  const legacy = await rows<{ id: string }>(db, sql`select id from tickets where code like 'TK-%'`);
  for (const t of legacy) {
    await db.execute(sql`update tickets set code = ${codes.issue()} where id = ${t.id}`);
  }
  return legacy.length;
}
