/** Order SQL: consuming holds, writing the order rows, reading an order back whole. */
import { normalizeReference } from '@tickera/shared/payment-reference';
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderSeats, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { containsPattern, rows } from '../../lib/sql';
import type { ListOrdersQuery } from '@tickera/shared/schemas/orders';

/**
 * Values may be SQL (e.g. a deadline counted from the transaction's now()). Every order
 * records the store of its event (where it was sold; reports group by it).
 */
export async function insertOrder(db: Tx, values: PgInsertValue<typeof orders>) {
  const storeId = sql`(select store_id from events where id = ${values.eventId})`;
  const [row] = await db
    .insert(orders)
    .values({ storeId, ...values })
    .returning({ id: orders.id });
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

/** The payment an order was created with (bank, reference, amount, date, currency). */
export function insertOrderPayment(
  db: Tx,
  orderId: string,
  method: string,
  payment: { bankId: string; reference: string; amount: string; currency: string; date: string },
  rate: string,
) {
  return insertPayment(db, {
    orderId,
    method,
    bankId: payment.bankId,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    rate,
    paymentDate: payment.date,
  });
}

/** Inserts a payment with its normalized reference, which the unique index compares. */
export async function insertPayment(
  db: Tx,
  values: Omit<typeof payments.$inferInsert, 'normalizedReference'>,
) {
  const normalizedReference = values.reference
    ? normalizeReference(values.reference, !!values.bankId)
    : null;
  await db.insert(payments).values({ ...values, normalizedReference });
}

export async function findOrderIdByKey(db: Tx, userId: string, key: string) {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select id from orders where created_by = ${userId} and idempotency_key = ${key}`,
  );
  return row?.id;
}

export interface OrderRow {
  id: string;
  number: number;
  status: 'PENDIENTE' | 'PAGADA' | 'ANULADA';
  channel: string;
  paymentMethod: string;
  notes: string | null;
  inReview: boolean;
  courtesy: boolean;
  credit: boolean;
  basePrice: string;
  discount: string;
  fee: string;
  tax: string;
  iva: string;
  total: string;
  rate: string;
  totalVes: string;
  createdAt: Date;
  cancellationReason: string | null;
  cancellationNotes: string | null;
  paymentDueAt: Date | null;
  shortfallReason: string | null;
  createdById: string;
  createdByName: string;
  approvedAt: Date | null;
  approvedByName: string | null;
  cancelledAt: Date | null;
  cancelledByName: string | null;
  customerIdentification: string | null;
  customerPhone: string | null;
  customerId: string;
  couponCode: string | null;
  eventId: string;
  eventName: string;
  eventCode: string;
  eventStartAt: Date;
  printTypes: string[];
  locationName: string;
  locationCity: string;
  customerName: string;
  customerLastName: string;
  customerEmail: string | null;
}

const orderSelect = sql`
  select o.id, o.number, o.status, o.channel, o.payment_method as "paymentMethod", o.notes, o.in_review as "inReview",
    o.courtesy, o.credit, o.base_price::text as "basePrice", o.discount::text as discount, o.fee::text as fee, o.tax::text as tax,
    o.iva::text as iva, o.total::text as total, o.rate::text as rate, o.total_ves::text as "totalVes", o.created_at as "createdAt",
    o.cancellation_reason as "cancellationReason", o.cancellation_notes as "cancellationNotes", o.customer_id as "customerId",
    o.payment_due_at as "paymentDueAt", o.shortfall_reason as "shortfallReason",
    o.created_by as "createdById", (select cp.name || ' ' || cp.last_name from profiles cp where cp.user_id = o.created_by) as "createdByName",
    o.approved_at as "approvedAt", (select ap.name || ' ' || ap.last_name from profiles ap where ap.user_id = o.approved_by) as "approvedByName",
    o.cancelled_at as "cancelledAt", (select xp.name || ' ' || xp.last_name from profiles xp where xp.user_id = o.cancelled_by) as "cancelledByName",
    p.identification as "customerIdentification", p.phone as "customerPhone",
    (select oc.code from order_coupons oc where oc.order_id = o.id) as "couponCode",
    e.id as "eventId", e.name as "eventName", e.code as "eventCode", e.start_at as "eventStartAt", e.print_types as "printTypes",
    l.name as "locationName", l.city as "locationCity",
    p.name as "customerName", p.last_name as "customerLastName", u.email as "customerEmail"
  from orders o join events e on e.id = o.event_id join locations l on l.id = e.location_id
    join users u on u.id = o.customer_id join profiles p on p.user_id = o.customer_id`;

export async function findOrders(db: Tx, where: SQL, page?: { limit: number; offset: number }) {
  const paging = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return rows<OrderRow>(db, sql`${orderSelect} where ${where} order by o.created_at desc${paging}`);
}

export async function findOrderSeats(db: Tx, orderIds: string[]) {
  if (!orderIds.length) return [];
  return rows<{
    orderId: string;
    seatId: string;
    price: string;
    zoneId: string;
    zoneName: string;
    seatName: string;
    row: string;
    index: number;
    ticketId: string | null;
    ticketCode: string | null;
    ticketHolderId: string | null;
  }>(
    db,
    sql`select os.order_id as "orderId", os.seat_id as "seatId", os.price::text as price, z.id as "zoneId", z.name as "zoneName",
          s.name as "seatName", s.row, s.index, t.id as "ticketId", t.code as "ticketCode",
          t.holder_id as "ticketHolderId"
        from order_seats os join seats s on s.id = os.seat_id join zones z on z.id = os.zone_id
          left join tickets t on t.order_seat_id = os.id and t.is_active
        where os.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by z.index, s.row, s.index`,
  );
}

export async function findPayments(db: Tx, orderIds: string[]) {
  if (!orderIds.length) return [];
  return rows<{
    orderId: string;
    method: string;
    bankId: string | null;
    bankName: string | null;
    reference: string | null;
    amount: string;
    currency: string;
    date: string | null;
    status: string;
  }>(
    db,
    sql`select pm.order_id as "orderId", pm.method, pm.bank_id as "bankId", b.code || ' - ' || b.name as "bankName", pm.reference,
          pm.amount::text as amount, pm.currency, pm.payment_date::text as date, pm.status
        from payments pm left join banks b on b.id = pm.bank_id
        where pm.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and pm.is_active`,
  );
}

export async function orderExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await rows<{ id: string }>(db, sql`select id from orders where id = ${id}`);
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
    sql`select id, status from orders where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`,
  );
}

export function lockOrdersForApproval(db: Tx, id: string): Promise<ApprovalRow[]> {
  return rows<ApprovalRow>(
    db,
    sql`select o.id, o.status, o.created_by as "createdBy", o.customer_id as "customerId", o.payment_method as "paymentMethod",
          o.courtesy, o.credit, o.total_ves::text as "totalVes"
        from orders o
        where o.id = ${id}
          or o.id in (select mo2.order_id from membership_orders mo
                      join membership_orders mo2 on mo2.membership_id = mo.membership_id
                      where mo.order_id = ${id})
        order by o.id for update of o`,
  );
}

/** The live payments declared on these orders, with the rate frozen on their order. */
export function findDeclaredPayments(db: Tx, orderIds: string[]) {
  return rows<{ amount: string; currency: string; rate: string }>(
    db,
    sql`select pm.amount::text as amount, pm.currency, o.rate::text as rate
        from payments pm join orders o on o.id = pm.order_id
        where pm.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and pm.is_active`,
  );
}

/** PENDIENTE → PAGADA; false when the order was not PENDIENTE. */
export async function markOrderPaid(
  db: Tx,
  id: string,
  approvedBy: string,
  shortfallReason: string | null,
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`update orders set status = 'PAGADA', approved_at = now(), approved_by = ${approvedBy}, in_review = false,
          shortfall_reason = ${shortfallReason}, updated_at = now()
        where id = ${id} and status = 'PENDIENTE' returning id`,
  );
  if (updated.length)
    await db.execute(
      sql`update payments set status = 'APROBADO' where order_id = ${id} and is_active`,
    );
  return updated.length > 0;
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

export async function findOrderById(db: Tx, id: string) {
  return findOrders(db, sql`o.id = ${id}`);
}

export async function findCustomerOrders(db: Tx, customerId: string, includeCancelled: boolean) {
  return findOrders(
    db,
    includeCancelled
      ? sql`o.customer_id = ${customerId}`
      : sql`o.customer_id = ${customerId} and o.status <> 'ANULADA'`,
  );
}

/** Staff list: filters by status, event, review flag and a search over customer and payment reference. */
export async function findStaffOrders(db: Tx, q: ListOrdersQuery) {
  const conds = [sql`true`];
  if (q.status) conds.push(sql`o.status = ${q.status}`);
  if (q.eventId) conds.push(sql`o.event_id = ${q.eventId}`);
  if (q.inReview !== undefined) conds.push(sql`o.in_review = ${q.inReview}`);
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(sql`(p.name || ' ' || p.last_name ilike ${like} or p.identification ilike ${like} or u.email ilike ${like}
      or exists (select 1 from payments pm where pm.order_id = o.id and pm.reference ilike ${like}))`);
  }
  const where = sql.join(conds, sql` and `);
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from orders o join users u on u.id = o.customer_id join profiles p on p.user_id = o.customer_id where ${where}`,
  );
  const page = await findOrders(db, where, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return { page, total };
}

/** What an invoice shows beyond the order: cédula, venue address, fee rule, the issuing store. */
export interface InvoiceExtras {
  identification: string | null;
  address: string | null;
  feeOnlyDeclarative: boolean;
  storeName: string | null;
  rif: string | null;
  invoiceLogo: string | null;
  logoBase64: string | null;
  logoSrc: string | null;
  signatureSrc: string | null;
}

export async function findInvoiceExtras(
  db: Tx,
  orderId: string,
): Promise<InvoiceExtras | undefined> {
  const [extra] = await rows<InvoiceExtras>(
    db,
    sql`select p.identification, l.address, coalesce(c.fee_only_declarative, false) as "feeOnlyDeclarative",
          s.name as "storeName", s.rif, s.invoice_logo as "invoiceLogo", s.logo_base64 as "logoBase64",
          s.logo_src as "logoSrc", s.signature_src as "signatureSrc"
        from orders o
          join events e on e.id = o.event_id
          join locations l on l.id = e.location_id
          join profiles p on p.user_id = o.customer_id
          left join event_config c on c.event_id = e.id
          left join stores s on s.id = coalesce(o.store_id, e.store_id,
            (select st.id from stores st where st.is_active and not st.is_delete order by st.created_at, st.id limit 1))
        where o.id = ${orderId}`,
  );
  return extra;
}

/** `now() + minutes` in SQL: counted from the transaction's clock, like `created_at`. */
export function minutesFromNow(minutes: number): SQL {
  return sql`now() + make_interval(mins => ${minutes})`;
}

/** Who an order belongs to and where it stands (tickets' share links and transfers ask). */
export async function findOrderHead(db: Tx, id: string) {
  const [row] = await rows<{ id: string; customerId: string; status: string; eventId: string }>(
    db,
    sql`select id, customer_id as "customerId", status, event_id as "eventId" from orders where id = ${id}`,
  );
  return row;
}
