/** SQL of what happens after a purchase (issue 26): share links, transfers, the waiting list. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { TicketCodes } from '../../context';
import { rows } from '../../lib/sql';

/* ---- Share links ---- */

export async function insertShareLinks(
  db: Tx,
  links: { orderId: string; tokenHash: string; createdBy: string }[],
): Promise<void> {
  if (!links.length) return;
  const values = links.map((l) => sql`(${l.orderId}, ${l.tokenHash}, ${l.createdBy})`);
  await db.execute(sql`insert into ticket_share_links (order_id, token_hash, created_by)
    values ${sql.join(values, sql`, `)}`);
}

export async function revokeShareLinks(db: Tx, orderId: string): Promise<number> {
  const revoked = await rows<{ id: string }>(
    db,
    sql`update ticket_share_links set revoked_at = now() where order_id = ${orderId} and revoked_at is null returning id`,
  );
  return revoked.length;
}

/** The order of a live link. */
export async function findSharedOrderId(db: Tx, tokenHash: string): Promise<string | undefined> {
  const [row] = await rows<{ orderId: string }>(
    db,
    sql`select order_id as "orderId" from ticket_share_links where token_hash = ${tokenHash} and revoked_at is null`,
  );
  return row?.orderId;
}

/* ---- Transfers ---- */

export interface TicketForTransfer {
  id: string;
  orderId: string;
  orderSeatId: string;
  eventId: string;
  seatId: string;
  holderId: string | null;
  isActive: boolean;
}

export async function findTicketOrderId(db: Tx, id: string): Promise<string | undefined> {
  const [row] = await rows<{ orderId: string }>(
    db,
    sql`select order_id as "orderId" from tickets where id = ${id}`,
  );
  return row?.orderId;
}

/** The ticket row, locked until the transaction ends (two transfers of it take turns). */
export async function lockTicket(db: Tx, id: string): Promise<TicketForTransfer | undefined> {
  const [row] = await rows<TicketForTransfer>(
    db,
    sql`select id, order_id as "orderId", order_seat_id as "orderSeatId", event_id as "eventId", seat_id as "seatId",
          holder_id as "holderId", is_active as "isActive"
        from tickets where id = ${id} for update`,
  );
  return row;
}

/** Voids `old` and issues its seat's new ticket, with a new code, to `holderId`. */
export async function reissueTicket(
  db: Tx,
  codes: TicketCodes,
  old: TicketForTransfer,
  holderId: string,
): Promise<{ id: string; code: string }> {
  await db.execute(sql`update tickets set is_active = false where id = ${old.id}`);
  const [row] = await rows<{ id: string; code: string }>(
    db,
    sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code, holder_id)
        values (${old.orderSeatId}, ${old.orderId}, ${old.eventId}, ${old.seatId}, ${codes.issue()}, ${holderId})
        returning id, code`,
  );
  return row;
}

/** Live tickets passed to `userId` (their orders are someone else's). */
export async function findHeldTickets(db: Tx, userId: string) {
  return rows<{ id: string; code: string; orderId: string; seatId: string }>(
    db,
    sql`select id, code, order_id as "orderId", seat_id as "seatId" from tickets
        where holder_id = ${userId} and is_active order by created_at desc`,
  );
}

/* ---- Waiting list ---- */

export interface WaitlistRow {
  id: string;
  eventId: string;
  zoneId: string | null;
  userId: string;
  quantity: number;
  state: 'WAITING' | 'OFFERED' | 'EXPIRED' | 'LEFT' | 'FULFILLED';
  offerExpiresAt: Date | null;
  offeredSeatIds: string[] | null;
  createdAt: Date;
}

const waitlistSelect = sql`select id, event_id as "eventId", zone_id as "zoneId", user_id as "userId", quantity, state,
  offer_expires_at as "offerExpiresAt", offered_seat_ids as "offeredSeatIds", created_at as "createdAt" from waitlist_entries`;

export async function insertWaitlistEntry(
  db: Tx,
  e: { eventId: string; zoneId: string | null; userId: string; quantity: number },
): Promise<WaitlistRow> {
  const [row] = await rows<WaitlistRow>(
    db,
    sql`with e as (insert into waitlist_entries (event_id, zone_id, user_id, quantity)
          values (${e.eventId}, ${e.zoneId}, ${e.userId}, ${e.quantity}) returning *)
        select id, event_id as "eventId", zone_id as "zoneId", user_id as "userId", quantity, state,
          offer_expires_at as "offerExpiresAt", offered_seat_ids as "offeredSeatIds", created_at as "createdAt" from e`,
  );
  return row;
}

/** The customer's latest entry for the event. */
export async function findMyEntry(db: Tx, eventId: string, userId: string) {
  const [row] = await rows<WaitlistRow>(
    db,
    sql`${waitlistSelect} where event_id = ${eventId} and user_id = ${userId} order by created_at desc limit 1`,
  );
  return row;
}

/** 1 for the first in line: WAITING entries of the event that joined before (or with) this one. */
export async function positionOf(db: Tx, entryId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from waitlist_entries w, waitlist_entries me
        where me.id = ${entryId} and w.event_id = me.event_id and w.state = 'WAITING'
          and (w.created_at, w.id) <= (me.created_at, me.id)`,
  );
  return row.n;
}

/** The line, first first, locked: one offer run at a time per event. */
export async function lockWaitingLine(db: Tx, eventId: string): Promise<WaitlistRow[]> {
  return rows<WaitlistRow>(
    db,
    sql`${waitlistSelect} where event_id = ${eventId} and state = 'WAITING' order by created_at, id for update`,
  );
}

export async function markOffered(
  db: Tx,
  id: string,
  seatIds: string[],
  expiresAt: Date,
): Promise<void> {
  await db.execute(sql`update waitlist_entries set state = 'OFFERED', offered_at = now(),
    offer_expires_at = ${expiresAt.toISOString()}::timestamptz,
    offered_seat_ids = array[${sql.join(
      seatIds.map((s) => sql`${s}::uuid`),
      sql`, `,
    )}]
    where id = ${id}`);
}

/** Offers past their time lapse; returns the events whose line moves. */
export async function expireLapsedOffers(db: Tx): Promise<string[]> {
  const lapsed = await rows<{ eventId: string }>(
    db,
    sql`update waitlist_entries set state = 'EXPIRED' where state = 'OFFERED' and offer_expires_at <= now()
        returning event_id as "eventId"`,
  );
  return [...new Set(lapsed.map((l) => l.eventId))];
}

/**
 * The customer's offer (live or lapsed) some of whose seats are in `orderId`: FULFILLED,
 * with the order. Returns how many entries it closed (0 or 1).
 */
export async function markOfferFulfilled(
  db: Tx,
  o: { eventId: string; userId: string; seatIds: string[]; orderId: string },
): Promise<number> {
  if (!o.seatIds.length) return 0;
  const done = await rows<{ id: string }>(
    db,
    sql`update waitlist_entries set state = 'FULFILLED', fulfilled_order_id = ${o.orderId}, fulfilled_at = now()
        where event_id = ${o.eventId} and user_id = ${o.userId} and state in ('OFFERED', 'EXPIRED')
          and offered_seat_ids && array[${sql.join(
            o.seatIds.map((s) => sql`${s}::uuid`),
            sql`, `,
          )}]
        returning id`,
  );
  return done.length;
}

export async function eventsWithWaitingLine(db: Tx): Promise<string[]> {
  const found = await rows<{ eventId: string }>(
    db,
    sql`select distinct event_id as "eventId" from waitlist_entries where state = 'WAITING'`,
  );
  return found.map((f) => f.eventId);
}

export async function listEventWaitlist(db: Tx, eventId: string): Promise<WaitlistRow[]> {
  return rows<WaitlistRow>(
    db,
    sql`${waitlistSelect} where event_id = ${eventId} order by (state = 'WAITING') desc, created_at, id`,
  );
}

/* ---- Wallet passes ---- */

export interface WalletTicket {
  id: string;
  code: string;
  orderId: string;
  orderNumber: number;
  seatId: string;
  holderId: string;
  holderName: string | null;
  live: boolean;
}

/** A ticket as its pass shows it: the door's read of it (holder: whom it was passed to, else the buyer). */
export async function findWalletTicket(db: Tx, id: string): Promise<WalletTicket | undefined> {
  const [row] = await rows<WalletTicket>(
    db,
    sql`select id, code, order_id as "orderId", order_number as "orderNumber", seat_id as "seatId",
          holder_id as "holderId", holder_full_name as "holderName",
          (is_active and order_status = 'PAGADA') as live
        from door_tickets where id = ${id}`,
  );
  return row;
}
