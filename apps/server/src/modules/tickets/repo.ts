/** Ticket SQL: issuing and voiding an order's tickets (the staff list is ticket-view.ts). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';
import type { TicketCodes } from '../../context';

/**
 * One ticket per live seat of paid orders (their seats as orders lists them), each with its own
 * signed code: one insert for all of them.
 */
export async function issueOrderTickets(
  db: Tx,
  codes: TicketCodes,
  seats: { orderId: string; orderSeatId: string; seatId: string; eventId: string }[],
): Promise<number> {
  if (!seats.length) return 0;
  const values = seats.map(
    (s) => sql`(${s.orderSeatId}, ${s.orderId}, ${s.eventId}, ${s.seatId}, ${codes.issue()})`,
  );
  await db.execute(sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
    values ${sql.join(values, sql`, `)}`);
  return seats.length;
}

export async function voidOrderTickets(db: Tx, orderId: string): Promise<void> {
  await db.execute(sql`update tickets set is_active = false where order_id = ${orderId}`);
}

/** The code of the live ticket on the seat, if there is one. */
export async function findLiveSeatCode(
  db: Tx,
  eventId: string,
  seatId: string,
): Promise<string | null> {
  const [row] = await rows<{ code: string }>(
    db,
    sql`select code from tickets where seat_id = ${seatId} and event_id = ${eventId} and is_active
        order by created_at desc limit 1`,
  );
  return row?.code ?? null;
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
