/**
 * Read model: an order as people read it (ARCHITECTURE.md, "Read models"). The order and its
 * seats are orders'; beside them, in one read for a list that pages and searches, the event and
 * venue (events, locations), the customer and staff names (auth), the coupon (coupons), seat and
 * zone names (seating), entry codes (tickets), payments and their banks (payments, stores).
 * Read-only: each of those tables is written by its owner.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { ListOrdersQuery } from '@tickera/shared/schemas/orders';
import type { Tx } from '../../db/client';
import { containsPattern, rows, uuidList } from '../../lib/sql';

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
    access: SeatAccess;
    ticketId: string | null;
    ticketCode: string | null;
    ticketHolderId: string | null;
  }>(
    db,
    sql`select os.order_id as "orderId", os.seat_id as "seatId", os.price::text as price, z.id as "zoneId", z.name as "zoneName",
          s.name as "seatName", s.row, s.index, s.access, t.id as "ticketId", t.code as "ticketCode",
          t.holder_id as "ticketHolderId"
        from order_seats os join seats s on s.id = os.seat_id join zones z on z.id = os.zone_id
          left join tickets t on t.order_seat_id = os.id and t.is_active
        where os.order_id in (${uuidList(orderIds)})
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
        where pm.order_id in (${uuidList(orderIds)}) and pm.is_active`,
  );
}

export async function findOrderById(db: Tx, id: string) {
  return findOrders(db, sql`o.id = ${id}`);
}

export async function findOrdersByIds(db: Tx, ids: string[]) {
  return findOrders(db, sql`o.id in (${uuidList(ids)})`);
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
