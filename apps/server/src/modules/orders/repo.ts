/** Order SQL: consuming holds, writing the order rows, reading an order back whole. */
import { normalizeReference } from '@tickera/shared/payment-reference';
import { sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderSeats, orders, payments } from '../../db/schema/sales';
import { rows } from '../../lib/sql';

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
    ticketCode: string | null;
  }>(
    db,
    sql`select os.order_id as "orderId", os.seat_id as "seatId", os.price::text as price, z.id as "zoneId", z.name as "zoneName",
          s.name as "seatName", s.row, s.index, t.code as "ticketCode"
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
