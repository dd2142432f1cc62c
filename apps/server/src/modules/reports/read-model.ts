/**
 * Report SQL. Every figure is summed in the database in exact numerics; an amount in Bs.S
 * is each order's amount at that order's frozen rate, rounded to the cent, then summed
 * (docs/decisions/021-the-books.md). A day is a day in America/Caracas; ranges compare
 * `created_at` with the day's bounds so the indexes serve them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@tickera/shared/constants';
import type { Tx } from '../../db/client';
import { inDays, rows, type Range } from '../../lib/sql';

export type { Range };

const ves = (amount: SQL) => sql`round(${amount} * o.rate, 2)`;
const localDay = (column: SQL) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;

/** Events to report on, soonest first: the ones that have passed stay (they get settled). */
export function listReportEvents(db: Tx) {
  return rows<{ id: string; name: string; code: string; startAt: Date }>(
    db,
    sql`select id, name, code, start_at as "startAt" from events where not is_delete order by start_at, name`,
  );
}

export interface EventHead {
  id: string;
  name: string;
  code: string;
  startAt: Date;
  locationName: string;
  storeName: string | null;
  storeRif: string | null;
}

export async function findEventHead(db: Tx, eventId: string): Promise<EventHead | undefined> {
  const [row] = await rows<EventHead>(
    db,
    sql`select e.id, e.name, e.code, e.start_at as "startAt", l.name as "locationName",
          s.name as "storeName", s.rif as "storeRif"
        from events e join locations l on l.id = e.location_id left join stores s on s.id = e.store_id
        where e.id = ${eventId} and not e.is_delete`,
  );
  return row;
}

export interface SettlementTotals {
  orders: number;
  gross: string;
  grossVes: string;
  discount: string;
  discountVes: string;
  fee: string;
  feeVes: string;
  tax: string;
  taxVes: string;
  iva: string;
  ivaVes: string;
  total: string;
  totalVes: string;
  courtesyValue: string;
  creditOrders: number;
  credits: string;
  creditsVes: string;
  cancelled: number;
  cancelledTotal: string;
  cancelledTotalVes: string;
  pending: number;
  pendingTotal: string;
}

export interface MethodTotals {
  paymentMethod: string;
  orders: number;
  total: string;
  totalVes: string;
}

/**
 * The money of the event's orders of the period, from the orders alone (one pass, no
 * seats): overall (`paymentMethod` null) and by payment method for the sales. Sales are
 * PAGADA orders that are not courtesies; courtesies, credits, cancellations and unpaid
 * orders are counted apart.
 */
export async function settlementTotals(
  db: Tx,
  eventId: string,
  r: Range,
): Promise<{ totals: SettlementTotals; byMethod: MethodTotals[] }> {
  const sale = sql`o.status = 'PAGADA' and not o.courtesy`;
  const sumSale = (x: SQL) => sql`coalesce(sum(${x}) filter (where ${sale}), 0)::text`;
  const found = await rows<SettlementTotals & { paymentMethod: string | null }>(
    db,
    sql`select o.payment_method as "paymentMethod",
        (count(*) filter (where ${sale}))::int as orders,
        ${sumSale(sql`o.base_price`)} as gross, ${sumSale(ves(sql`o.base_price`))} as "grossVes",
        ${sumSale(sql`o.discount`)} as discount, ${sumSale(ves(sql`o.discount`))} as "discountVes",
        ${sumSale(sql`o.fee`)} as fee, ${sumSale(ves(sql`o.fee`))} as "feeVes",
        ${sumSale(sql`o.tax`)} as tax, ${sumSale(ves(sql`o.tax`))} as "taxVes",
        ${sumSale(sql`o.iva`)} as iva, ${sumSale(ves(sql`o.iva`))} as "ivaVes",
        ${sumSale(sql`o.total`)} as total, ${sumSale(sql`o.total_ves`)} as "totalVes",
        coalesce(sum(o.base_price) filter (where o.status = 'PAGADA' and o.courtesy), 0)::text as "courtesyValue",
        (count(*) filter (where ${sale} and o.credit))::int as "creditOrders",
        coalesce(sum(o.total) filter (where ${sale} and o.credit), 0)::text as credits,
        coalesce(sum(o.total_ves) filter (where ${sale} and o.credit), 0)::text as "creditsVes",
        (count(*) filter (where o.status = 'ANULADA'))::int as cancelled,
        coalesce(sum(o.total) filter (where o.status = 'ANULADA'), 0)::text as "cancelledTotal",
        coalesce(sum(o.total_ves) filter (where o.status = 'ANULADA'), 0)::text as "cancelledTotalVes",
        (count(*) filter (where o.status = 'PENDIENTE'))::int as pending,
        coalesce(sum(o.total) filter (where o.status = 'PENDIENTE'), 0)::text as "pendingTotal"
      from orders o where o.event_id = ${eventId} and ${inDays(sql`o.created_at`, r)}
      group by grouping sets ((), (o.payment_method))`,
  );
  const { paymentMethod: _, ...totals } = found.find((x) => x.paymentMethod === null)!;
  const byMethod = found
    .filter((x) => x.paymentMethod !== null && x.orders > 0)
    .map((x) => ({
      paymentMethod: x.paymentMethod!,
      orders: x.orders,
      total: x.total,
      totalVes: x.totalVes,
    }));
  return { totals, byMethod };
}

/** The event's zones in their order. */
export function eventZones(db: Tx, eventId: string) {
  return rows<{ id: string; name: string }>(
    db,
    sql`select id, name from zones where event_id = ${eventId} and not is_delete order by index, name`,
  );
}

export interface SeatGroup {
  zoneId: string;
  paymentMethod: string;
  courtesy: boolean;
  seats: number;
  gross: string;
  grossVes: string;
}

/**
 * The seats of the event's PAGADA orders of the period, with their face value, by zone,
 * payment method and courtesy: one pass over order_seats (a count per order cost one index
 * probe per order, 78,000 at 100,000 orders: BENCHMARKS.md "The books at 100,000 orders").
 * The Bs.S face value is each order's zone subtotal at its rate, rounded, then summed.
 */
export function settlementSeats(db: Tx, eventId: string, r: Range) {
  return rows<SeatGroup>(
    db,
    sql`select x.zone_id as "zoneId", x.payment_method as "paymentMethod", x.courtesy,
          sum(x.seats)::int as seats, sum(x.gross)::text as gross, sum(x.gross_ves)::text as "grossVes"
        from (
          select os.zone_id, o.payment_method, o.courtesy, count(*) as seats, sum(os.price) as gross,
            ${ves(sql`sum(os.price)`)} as gross_ves
          from orders o join order_seats os on os.order_id = o.id
          where o.event_id = ${eventId} and o.status = 'PAGADA' and ${inDays(sql`o.created_at`, r)}
          group by o.id, os.zone_id
        ) x
        group by x.zone_id, x.payment_method, x.courtesy`,
  );
}

/**
 * Sold seats (PAGADA orders, courtesies apart) with their face value, grouped by `keys`
 * (select list with aliases) and `groupBy`; one row of the inner query per order and zone.
 */
function soldSeats<T>(
  db: Tx,
  q: { eventId?: string } & Range,
  shape: { keys: SQL; groupBy: SQL; orderBy: SQL },
) {
  return rows<T & { seatsSold: number; gross: string; grossVes: string }>(
    db,
    sql`select ${shape.keys}, sum(x.seats)::int as "seatsSold", sum(x.gross)::text as gross,
          sum(x.gross_ves)::text as "grossVes"
        from (
          select o.event_id, o.store_id, o.channel, os.zone_id, ${localDay(sql`o.created_at`)} as day,
            count(*) as seats, sum(os.price) as gross, ${ves(sql`sum(os.price)`)} as gross_ves
          from orders o join order_seats os on os.order_id = o.id
          where o.status = 'PAGADA' and not o.courtesy and ${inDays(sql`o.created_at`, q)}
            ${q.eventId ? sql`and o.event_id = ${q.eventId}` : sql``}
          group by o.id, os.zone_id
        ) x
        join zones z on z.id = x.zone_id join events e on e.id = x.event_id
        left join stores s on s.id = x.store_id
        group by ${shape.groupBy}
        order by ${shape.orderBy}`,
  );
}

export function salesByDayZone(db: Tx, q: { eventId?: string } & Range) {
  return soldSeats<{ day: string; eventName: string; zoneName: string }>(db, q, {
    keys: sql`x.day, e.name as "eventName", z.name as "zoneName"`,
    groupBy: sql`x.day, e.id, e.name, e.start_at, z.id, z.name, z.index`,
    orderBy: sql`x.day, e.start_at, e.name, z.index, z.name`,
  });
}

/** By day, event, zone, store (the producer) and channel. */
export function producerSales(db: Tx, q: { eventId?: string } & Range) {
  return soldSeats<{
    day: string;
    eventName: string;
    zoneName: string;
    storeName: string;
    channel: string;
  }>(db, q, {
    keys: sql`x.day, e.name as "eventName", z.name as "zoneName",
      coalesce(s.name, 'Sin tienda') as "storeName", x.channel`,
    groupBy: sql`x.day, e.id, e.name, e.start_at, z.id, z.name, z.index, s.id, s.name, x.channel`,
    orderBy: sql`x.day, e.start_at, e.name, z.index, z.name, s.name, x.channel`,
  });
}

/**
 * Every seat of the event in exactly one state: sold or reserved (in a paid or an unpaid
 * order), blocked by staff, held in a cart, or available.
 */
export function seatsByZone(db: Tx, eventId: string) {
  const count = (state: string) => sql`(count(*) filter (where x.state = ${state}))::int`;
  return rows<{
    zoneName: string;
    capacity: number;
    sold: number;
    reserved: number;
    held: number;
    blocked: number;
    available: number;
  }>(
    db,
    sql`select z.name as "zoneName", count(x.state)::int as capacity,
          ${count('sold')} as sold, ${count('reserved')} as reserved, ${count('held')} as held,
          ${count('blocked')} as blocked, ${count('available')} as available
        from zones z left join (
          select s.zone_id, case
              when o.status = 'PAGADA' then 'sold'
              when o.status = 'PENDIENTE' then 'reserved'
              when s.status <> 'DISPONIBLE' then 'blocked'
              when h.seat_id is not null then 'held'
              else 'available' end as state
          from seats s
          left join order_seats os on os.seat_id = s.id and os.is_active
          left join orders o on o.id = os.order_id
          left join seat_holds h on h.seat_id = s.id and h.expires_at > now()
          where s.event_id = ${eventId} and s.is_active and not s.is_delete
        ) x on x.zone_id = z.id
        where z.event_id = ${eventId} and not z.is_delete
        group by z.id, z.name, z.index order by z.index, z.name`,
  );
}

export interface TodayRow {
  eventId: string;
  eventName: string;
  startAt: Date;
  orders: number;
  seatsSold: number;
  gross: string;
  grossVes: string;
  pendingApprovals: number;
  oldestPendingAt: Date | null;
  checkIns: number;
}

/**
 * Today (a day in Caracas) per event: orders placed today (not cancelled), their seats and
 * money once paid, unpaid orders waiting now (any day) and entries at the door today.
 * Events with nothing today and not held today are left out.
 */
export async function todayByEvent(db: Tx): Promise<{ day: string; rows: TodayRow[] }> {
  const [{ day }] = await rows<{ day: string }>(db, sql`select ${localDay(sql`now()`)} as day`);
  const start = sql`(${day}::date)::timestamp at time zone ${TIME_ZONE}`;
  const end = sql`(${day}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
  const sale = sql`o.status = 'PAGADA' and not o.courtesy`;
  const found = await rows<TodayRow>(
    db,
    sql`with placed as (
          select o.event_id, (count(*) filter (where o.status <> 'ANULADA'))::int as orders,
            coalesce(sum((select count(*) from order_seats os where os.order_id = o.id)) filter (where ${sale}), 0)::int as seats,
            coalesce(sum(o.total) filter (where ${sale}), 0) as gross,
            coalesce(sum(o.total_ves) filter (where ${sale}), 0) as gross_ves
          from orders o where o.created_at >= ${start} and o.created_at < ${end}
          group by o.event_id
        ), waiting as (
          select event_id, count(*)::int as n, min(created_at) as oldest
          from orders where status = 'PENDIENTE' group by event_id
        ), door as (
          select event_id, count(*)::int as n from checkins
          where checked_in_at >= ${start} and checked_in_at < ${end} group by event_id
        )
        select e.id as "eventId", e.name as "eventName", e.start_at as "startAt",
          coalesce(p.orders, 0) as orders, coalesce(p.seats, 0) as "seatsSold",
          coalesce(p.gross, 0)::text as gross, coalesce(p.gross_ves, 0)::text as "grossVes",
          coalesce(w.n, 0) as "pendingApprovals", w.oldest as "oldestPendingAt",
          coalesce(d.n, 0) as "checkIns"
        from events e
        left join placed p on p.event_id = e.id
        left join waiting w on w.event_id = e.id
        left join door d on d.event_id = e.id
        where not e.is_delete and (p.event_id is not null or w.event_id is not null
          or d.event_id is not null or (e.start_at >= ${start} and e.start_at < ${end}))
        order by e.start_at, e.name`,
  );
  return { day, rows: found };
}
