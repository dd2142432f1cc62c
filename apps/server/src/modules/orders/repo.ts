/** Order SQL: the orders and their seats, written and locked (an order as read is order-view.ts). */
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderSeats, orders } from '../../db/schema/orders';
import { anyUuid, rows, uuidList } from '../../lib/sql';

/** Values may be SQL (e.g. a deadline counted from the transaction's now()). */
export async function insertOrder(db: Tx, values: PgInsertValue<typeof orders>) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row.id;
}

export async function insertOrderSeats(
  db: Tx,
  orderId: string,
  seats: { seatId: string; zoneId: string; price: string }[],
) {
  await db
    .insert(orderSeats)
    .values(seats.map((s) => ({ orderId, seatId: s.seatId, zoneId: s.zoneId, price: s.price })));
}

export async function findOrderIdByKey(db: Tx, userId: string, key: string) {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from orders where created_by = ${userId} and idempotency_key = ${key}`,
  );
  return row?.id;
}

export async function orderExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await rows<{ id: string }>(db, sql`select id from orders where id = ${id}`);
  return !!row;
}

/** Whether any order (of any status) was ever placed for the event. */
export async function eventHasOrders(db: Tx, eventId: string): Promise<boolean> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from orders where event_id = ${eventId} limit 1`,
  );
  return !!row;
}

/* ---- Staff actions: approve, review, cancel ---- */

export async function findOrderStatus(db: Tx, id: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>(db, sql`select status from orders where id = ${id}`);
  return row?.status;
}

export interface ApprovalRow {
  id: string;
  status: string;
  createdBy: string;
  customerId: string;
  paymentMethod: string;
  courtesy: boolean;
  credit: boolean;
  totalVes: string;
  /** The rate frozen on the order (its declared payments convert at it). */
  rate: string;
}

/**
 * What approval checks, with the rows locked: the order and, when it is one of a
 * membership's orders, every order of that membership (one payment pays the season,
 * decision 029). Locked in id order, as the payment-deadline job cancels them, so two
 * approvals of one season, or an approval and the job, run one after the other.
 */
/**
 * Locks orders in id order and reads their status under the lock. Every writer that changes
 * an existing order (approval, cancellation, the deadline job, a membership's removal) locks
 * its orders before their seats, so two of them never wait for each other in a cycle.
 */
export function lockOrders(db: Tx, ids: string[]): Promise<{ id: string; status: string }[]> {
  if (!ids.length) return Promise.resolve([]);
  return rows<{ id: string; status: string }>(
    db,
    sql`select id, status from orders where id in (${uuidList(ids)}) order by id for update`,
  );
}

export function lockOrdersForApproval(db: Tx, ids: string[]): Promise<ApprovalRow[]> {
  return rows<ApprovalRow>(
    db,
    sql`select o.id, o.status, o.created_by as "createdBy", o.customer_id as "customerId", o.payment_method as "paymentMethod",
          o.courtesy, o.credit, o.total_ves::text as "totalVes", o.rate::text as rate
        from orders o
        where o.id in (${uuidList(ids)})
        order by o.id for update of o`,
  );
}

/**
 * PENDIENTE → PAGADA, each with who approved it and the shortfall accepted (if any), in one
 * statement; answers the ids it changed (an order no longer PENDIENTE is left as it is).
 */
export async function markOrdersPaid(
  db: Tx,
  settled: { orderId: string; actorId: string; shortfall?: { reason: string } | null }[],
): Promise<string[]> {
  const values = settled.map(
    (s) => sql`(${s.orderId}::uuid, ${s.actorId}::uuid, ${s.shortfall?.reason ?? null}::text)`,
  );
  const updated = await rows<{ id: string }>(
    db,
    sql`update orders o set status = 'PAGADA', approved_at = now(), approved_by = v.approved_by,
          in_review = false, shortfall_reason = v.reason, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) v(id, approved_by, reason)
        where o.id = v.id and o.status = 'PENDIENTE' returning o.id`,
  );
  return updated.map((u) => u.id);
}

/** The flag as it was (undefined: no such order). */
export async function setInReview(
  db: Tx,
  id: string,
  inReview: boolean,
): Promise<boolean | undefined> {
  const [row] = await rows<{ was: boolean }>(
    db,
    sql`update orders o set in_review = ${inReview}, updated_at = now() from orders old
        where old.id = o.id and o.id = ${id} returning old.in_review as was`,
  );
  return row?.was;
}

export async function findLiveOrderSeatIds(db: Tx, orderId: string): Promise<string[]> {
  const found = await rows<{ seatId: string }>(
    db,
    sql`select seat_id as "seatId" from order_seats where order_id = ${orderId} and is_active`,
  );
  return found.map((s) => s.seatId);
}

/**
 * → ANULADA with reason, author and time, and its seats out of the order; the event's id,
 * or null when the order was already cancelled (or, `onlyOverdue`, is no overdue PENDIENTE).
 */
export async function markOrderCancelled(
  db: Tx,
  p: {
    id: string;
    actorId: string | null;
    reason: string;
    notesText?: string;
    onlyOverdue?: boolean;
  },
): Promise<{ eventId: string; before: string } | null> {
  const condition = p.onlyOverdue
    ? sql`o.status = 'PENDIENTE' and o.payment_due_at <= now()`
    : sql`o.status <> 'ANULADA'`;
  const [updated] = await rows<{ eventId: string; before: string }>(
    db,
    sql`update orders o set status = 'ANULADA', cancelled_at = now(), cancelled_by = ${p.actorId}, cancellation_reason = ${p.reason},
          cancellation_notes = ${p.notesText ?? null}, updated_at = now()
        from orders old
        where old.id = o.id and o.id = ${p.id} and ${condition} returning o.event_id as "eventId", old.status as before`,
  );
  if (!updated) return null;
  await db.execute(sql`update order_seats set is_active = false where order_id = ${p.id}`);
  return updated;
}

/* ---- Payment deadline ---- */

export async function countPendingOrders(db: Tx, customerId: string, eventId: string) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders
        where customer_id = ${customerId} and event_id = ${eventId} and status = 'PENDIENTE'`,
  );
  return row.n;
}

export async function findOverdueOrderIds(db: Tx, limit: number): Promise<string[]> {
  const due = await rows<{ id: string }>(
    db,
    // Id order among equal deadlines (a membership's orders share one), as approval locks them.
    sql`select id from orders where status = 'PENDIENTE' and payment_due_at <= now()
        order by payment_due_at, id limit ${limit}`,
  );
  return due.map((d) => d.id);
}

export async function findPaymentDueAt(db: Tx, orderId: string): Promise<Date | null> {
  const [row] = await rows<{ due: Date | string | null }>(
    db,
    sql`select payment_due_at as due from orders where id = ${orderId}`,
  );
  return row?.due ? new Date(row.due) : null;
}

/** `now() + minutes` in SQL: counted from the transaction's clock, like `created_at`. */
export function minutesFromNow(minutes: number): SQL {
  return sql`now() + make_interval(mins => ${minutes})`;
}

/** Seats in paid orders, per event. */
export async function countPaidSeatsByEvent(
  db: Tx,
  eventIds: string[],
): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map();
  const found = await rows<{ eventId: string; n: number }>(
    db,
    sql`select o.event_id as "eventId", count(*)::int as n from order_seats os join orders o on o.id = os.order_id
        where o.event_id in (${uuidList(eventIds)}) and os.is_active and o.status = 'PAGADA' group by o.event_id`,
  );
  return new Map(found.map((f) => [f.eventId, f.n]));
}

export interface OrderBrief {
  id: string;
  number: number;
  status: string;
  eventId: string;
  customerId: string;
  total: string;
  totalVes: string;
}

/** Number, status, event, customer and totals of these orders, by id. */
export async function findOrderBriefs(db: Tx, ids: string[]): Promise<Map<string, OrderBrief>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const found = await rows<OrderBrief>(
    db,
    sql`select id, number, status, event_id as "eventId", customer_id as "customerId", total::text as total,
          total_ves::text as "totalVes"
        from orders where id = ${anyUuid(wanted)}`,
  );
  return new Map(found.map((o) => [o.id, o]));
}

/** Every seat the order took, live or given back. */
export async function findOrderSeatIds(db: Tx, orderId: string): Promise<string[]> {
  const found = await rows<{ seatId: string }>(
    db,
    sql`select seat_id as "seatId" from order_seats where order_id = ${orderId}`,
  );
  return found.map((s) => s.seatId);
}

/** Whether the seat is in a live order (paid or not). */
export async function isSeatSold(db: Tx, seatId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from order_seats where seat_id = ${seatId} and is_active limit 1`,
  );
  return found.length > 0;
}

/** The order's live seats, as its tickets are issued for them. */
/** The live seats of these orders, each with its order and event (what a ticket names). */
export async function findLiveOrderSeats(db: Tx, orderIds: string[]) {
  return rows<{ orderId: string; orderSeatId: string; seatId: string; eventId: string }>(
    db,
    sql`select os.order_id as "orderId", os.id as "orderSeatId", os.seat_id as "seatId", o.event_id as "eventId"
        from order_seats os join orders o on o.id = os.order_id
        where os.order_id in (${uuidList(orderIds)}) and os.is_active`,
  );
}

/** Who an order belongs to and where it stands (tickets' share links and transfers ask). */
export async function findOrderHead(db: Tx, id: string) {
  const [row] = await rows<{ id: string; customerId: string; status: string; eventId: string }>(
    db,
    sql`select id, customer_id as "customerId", status, event_id as "eventId" from orders where id = ${id}`,
  );
  return row;
}
