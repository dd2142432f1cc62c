/**
 * Demo sales so the box office and Mis Entradas show something on a first run: the demo
 * customer has one paid order (tickets issued) and one transfer waiting for approval.
 */
import { normalizeReference } from '@tickera/shared/payment-reference';
import { sql } from 'drizzle-orm';
import { priceOrder } from '@tickera/shared/pricing';
import type { TicketCodes } from '../context';
import type { Tx } from '../db/client';
import { rows } from '../lib/sql';
import { findEventPricing } from '../modules/events/repo';

interface DemoOrder {
  status: 'PAGADA' | 'PENDIENTE';
  method: 'TRANSFERENCIA' | 'PAGO_MOVIL';
  label: string;
  bankCode: string;
  reference: string;
  seats: { id: string; zoneId: string; price: string }[];
}

export async function insertDemoOrders(
  tx: Tx,
  p: { concertId: string; customerEmail: string; staffEmail: string; ticketCodes: TicketCodes },
) {
  const [customer] = await rows<{ id: string }>(
    tx,
    sql`select id from users where email = ${p.customerEmail}`,
  );
  const [staff] = await rows<{ id: string }>(
    tx,
    sql`select id from users where email = ${p.staffEmail}`,
  );
  const [rate] = await rows<{ rate: string }>(
    tx,
    sql`select rate::text as rate from exchange_rates order by fetched_at desc limit 1`,
  );
  const event = await findEventPricing(tx, p.concertId);
  const seats = await rows<{ id: string; zoneId: string; price: string }>(
    tx,
    sql`select s.id, s.zone_id as "zoneId", z.base_price::text as price from seats s join zones z on z.id = s.zone_id
        where s.event_id = ${p.concertId} and z.type = 'GENERAL' order by s.row, s.index limit 4`,
  );
  const orders: DemoOrder[] = [
    {
      status: 'PAGADA',
      method: 'TRANSFERENCIA',
      label: 'Transferencia',
      bankCode: '0134',
      reference: '00458712',
      seats: seats.slice(0, 2),
    },
    {
      status: 'PENDIENTE',
      method: 'PAGO_MOVIL',
      label: 'Pago móvil',
      bankCode: '0105',
      reference: '31907755',
      seats: seats.slice(2, 4),
    },
  ];
  for (const o of orders) {
    const price = priceOrder(
      o.seats.map((s) => s.price),
      event,
      rate.rate,
    );
    const [order] = await rows<{ id: string }>(
      tx,
      sql`insert into orders (event_id, store_id, customer_id, created_by, status, channel, payment_method, base_price, discount, fee, tax, iva, total,
            rate, total_ves, notes, approved_at, approved_by, payment_due_at)
          values (${p.concertId}, (select store_id from events where id = ${p.concertId}), ${customer.id}, ${customer.id}, ${o.status}, 'WEB', ${o.method}, ${price.basePrice}, ${price.discount},
            ${price.fee}, ${price.tax}, ${price.iva}, ${price.total}, ${rate.rate}, ${price.totalVes}, ${`${event.code} - ${o.label}`},
            ${o.status === 'PAGADA' ? sql`now()` : null}, ${o.status === 'PAGADA' ? staff.id : null},
            ${o.status === 'PENDIENTE' ? sql`now() + make_interval(mins => (select payment_deadline_minutes from business_settings where id = 1))` : null})
          returning id`,
    );
    for (const s of o.seats) {
      const [os] = await rows<{ id: string }>(
        tx,
        sql`insert into order_seats (order_id, seat_id, zone_id, price) values (${order.id}, ${s.id}, ${s.zoneId}, ${s.price}) returning id`,
      );
      if (o.status === 'PAGADA') {
        await tx.execute(sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
          values (${os.id}, ${order.id}, ${p.concertId}, ${s.id}, ${p.ticketCodes.issue()})`);
      }
    }
    await tx.execute(sql`insert into payments (order_id, method, bank_id, reference, normalized_reference, amount, currency, rate, payment_date, status)
      values (${order.id}, ${o.method}, (select id from banks where code = ${o.bankCode}), ${o.reference}, ${normalizeReference(o.reference, true)}, ${price.totalVes}, 'VES',
        ${rate.rate}, current_date, ${o.status === 'PAGADA' ? 'APROBADO' : 'PENDIENTE'})`);
  }
}
