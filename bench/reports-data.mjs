// The books of a big season, written straight into PostgreSQL (through the API a hundred
// thousand orders would take an hour and measure checkout, not the reports):
// an event of 10 zones × 220 rows × 100 seats, `orders` orders over the last 60 days of
// 1, 2 or 3 seats each (every seat in at most one order), at one BCV rate a day:
//   80 % paid (1 in 50 a courtesy, 1 in 40 on credit), 10 % cancelled, 10 % unpaid;
//   every fourth at the box office, six payment methods, 1 in 10 with a 10 % coupon;
// tickets for the paid seats, a third of them scanned at the door (some twice, some today),
// and one audit-log row per paid or cancelled order (approve / cancel by staff).
import pg from 'pg';
import { createEvent } from './onsale-50k.mjs';

export const BOOKS = { zones: 10, rows: 220, perRow: 100, orders: 100_000 };

/** Fills the database at `url` (migrated, demo seeded); answers the event's id and counts. */
export async function fillBooks(url, size = BOOKS) {
  const { eventId } = await createEvent(url, size, 'Temporada 100K', 'TEMP-100K');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(
      `update events set store_id = (select id from stores order by created_at limit 1),
         publish_at = now() - interval '90 days' where id = $1`,
      [eventId],
    );
    // Order i: 1 + i % 3 seats, the next ones of the venue in zone, row and seat order.
    await db.query(
      `create temp table bo on commit drop as
       select i, 1 + i % 3 as n, sum(1 + i % 3) over (order by i) - (1 + i % 3) as first,
         gen_random_uuid() as id
       from generate_series(1, ${size.orders}) i`,
    );
    await db.query(
      `create temp table bs on commit drop as
       with numbered as (
         select s.id, s.zone_id, z.base_price,
           row_number() over (order by z.index, s.row, s.index) - 1 as k
         from seats s join zones z on z.id = s.zone_id where s.event_id = $1)
       select bo.i, bo.id as order_id, numbered.id as seat_id, numbered.zone_id, numbered.base_price as price
       from bo cross join generate_series(bo.first, bo.first + bo.n - 1) g(k)
       join numbered on numbered.k = g.k`,
      [eventId],
    );
    const { rowCount: orders } = await db.query(
      `with staff as (select array_agg(id order by email) as ids from users where role <> 'customer'),
       buyers as (select array_agg(id order by email) as ids from users where role = 'customer'),
       shaped as (
         select bo.i, bo.id, sum(bs.price) as base,
           case when bo.i % 100 < 80 then 'PAGADA' when bo.i % 100 < 90 then 'ANULADA'
                else 'PENDIENTE' end as status,
           bo.i % 50 = 7 as courtesy, bo.i % 40 = 3 as credit,
           now() - make_interval(days => bo.i % 60, mins => bo.i % 1380) as at,
           40 + (bo.i % 60) * 0.25 as rate
         from bo join bs on bs.i = bo.i group by bo.i, bo.id),
       priced as (
         select s.*, case when s.courtesy then s.base
                          when s.i % 10 = 0 then round(s.base * 0.10, 2) else 0 end as discount
         from shaped s),
       charged as (
         select p.*, case when p.courtesy then 0 else round((p.base - p.discount) * 0.05, 2) end as fee
         from priced p)
       insert into orders (id, event_id, store_id, customer_id, created_by, status, channel,
         payment_method, base_price, discount, fee, tax, iva, total, rate, total_ves, courtesy,
         credit, created_at, approved_at, cancelled_at, cancellation_reason)
       select c.id, $1, e.store_id,
         buyers.ids[1 + c.i % array_length(buyers.ids, 1)],
         case when c.i % 4 = 0 then staff.ids[1 + c.i % array_length(staff.ids, 1)]
              else buyers.ids[1 + c.i % array_length(buyers.ids, 1)] end,
         c.status,
         case when c.courtesy then 'CORTESIA' when c.i % 4 = 0 then 'TAQUILLA' else 'WEB' end,
         (array['TRANSFERENCIA','PAGO_MOVIL','EFECTIVO_USD','EFECTIVO_VES','PUNTO_DE_VENTA','ZELLE'])[1 + c.i % 6],
         c.base, c.discount, c.fee, 0, round(c.fee * 0.16, 2),
         c.base - c.discount + c.fee + round(c.fee * 0.16, 2), c.rate,
         round((c.base - c.discount + c.fee + round(c.fee * 0.16, 2)) * c.rate, 2),
         c.courtesy, c.credit and not c.courtesy, c.at,
         case when c.status = 'PAGADA' then c.at + interval '2 hours' end,
         case when c.status = 'ANULADA' then c.at + interval '1 day' end,
         case when c.status = 'ANULADA' then 'PAYMENT_DEADLINE' end
       from charged c, staff, buyers, events e where e.id = $1`,
      [eventId],
    );
    const { rowCount: orderSeats } = await db.query(
      `insert into order_seats (order_id, seat_id, zone_id, price, is_active, created_at)
       select bs.order_id, bs.seat_id, bs.zone_id, bs.price, o.status <> 'ANULADA', o.created_at
       from bs join orders o on o.id = bs.order_id`,
    );
    const { rowCount: tickets } = await db.query(
      `insert into tickets (order_seat_id, order_id, event_id, seat_id, code, created_at)
       select os.id, os.order_id, $1, os.seat_id, 'bench-' || os.id, o.approved_at
       from order_seats os join orders o on o.id = os.order_id
       where o.event_id = $1 and o.status = 'PAGADA'`,
      [eventId],
    );
    const doorman = `(select id from users where email = 'chequeo@tickera.test')`;
    const { rowCount: checkins } = await db.query(
      `insert into checkins (ticket_id, event_id, checked_in_by, checked_in_at, gate)
       select t.id, $1, ${doorman}, now() - make_interval(days => (n % 3)::int, mins => (n % 600)::int),
         'Puerta ' || (1 + n % 4)
       from (select t.id, row_number() over (order by t.id) as n from tickets t where t.event_id = $1) t
       where t.n % 3 = 0`,
      [eventId],
    );
    const { rowCount: repeats } = await db.query(
      `insert into checkin_repeats (ticket_id, event_id, scanned_by, scanned_at, gate)
       select c.ticket_id, $1, ${doorman}, c.checked_in_at + interval '5 minutes', c.gate
       from (select c.*, row_number() over (order by c.id) as n from checkins c where c.event_id = $1) c
       where c.n % 20 = 0`,
      [eventId],
    );
    const { rowCount: audit } = await db.query(
      `insert into audit_log (actor_id, action, entity, entity_id, before, data, ip, created_at)
       select (select id from users where email = 'supervisor@tickera.test'),
         case when o.status = 'PAGADA' then 'orders.approve' else 'orders.cancel' end,
         'order', o.id::text, jsonb_build_object('status', 'PENDIENTE'),
         jsonb_build_object('status', o.status, 'number', o.number),
         '10.0.0.' || (1 + o.number % 200), coalesce(o.approved_at, o.cancelled_at)
       from orders o where o.event_id = $1 and o.status <> 'PENDIENTE'`,
      [eventId],
    );
    await db.query('commit');
    await db.query('analyze');
    return { eventId, orders, orderSeats, tickets, checkins, repeats, audit };
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    await db.end();
  }
}
