/**
 * Issue "Memberships": a season ticket takes the same seats in every event of its type in
 * one transaction (all or nothing, naming the seat that blocks), issues paid orders with
 * tickets and e-mails, and its removal frees the seats of the events not yet started.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addMoney, convertToVes } from '@tickera/shared/money';
import { rows } from '../../../src/lib/sql';
import { cancelOverdueOrders } from '../../../src/modules/orders/payment-deadline';
import {
  createEvent,
  placeOrder,
  transfer,
  useSalesApp,
  type H,
  type TestEvent,
} from '../../factories';
import { createUser, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

type Ev = TestEvent;
const DAY = 86_400_000;
let n = 0;
const post = (h: H, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: h, payload });
/** POST /api/memberships: `seatIds` of the type's first event, for `customerId`. */
const sell = (h: H, typeId: string, customerId: string, body: object) =>
  post(h, '/api/memberships', {
    membershipTypeId: typeId,
    customerId,
    paymentMethod: 'EFECTIVO_USD',
    ...body,
  });
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(t.database.db, q))[0];

/** A season: events with the same zones and seats (Z0/Z1, A1…), the first one earliest. */
async function season(count = 3, startedFirst = false) {
  const events: Ev[] = [];
  for (let i = 0; i < count; i++)
    events.push(
      await createEvent(t, {
        startAt: new Date(Date.now() + (startedFirst && i === 0 ? -DAY : (i + 10) * DAY)),
        zones: [
          { name: 'PALCO', price: '40.00', seats: 10 },
          { name: 'GRADA', price: '10.00', seats: 10 },
        ],
      }),
    );
  return events;
}

async function membershipType(h: H, events: Ev[], extra: object = {}) {
  const res = await post(h, '/api/membership-types', {
    code: `ABONO-${Date.now() % 100000}-${++n}`,
    name: 'Abono de temporada',
    price: '100.00',
    eventIds: events.map((e) => e.id).reverse(),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; events: { id: string }[] };
}

const statusIn = async (eventId: string, seatId: string) =>
  (
    await one<{ s: string }>(
      sql`select case when exists (select 1 from order_seats where seat_id = ${seatId} and is_active) then 'sold'
                 else 'available' end as s`,
    )
  ).s;

/** The seat with the same zone and code in another event of the season. */
const sameSeat = (from: Ev, to: Ev, seatId: string) => {
  const z = from.zones.findIndex((zone) => zone.seats.some((s) => s.id === seatId));
  const k = from.zones[z].seats.findIndex((s) => s.id === seatId);
  return to.zones[z].seats[k].id;
};

describe('[MEMBERSHIPS] selling a season', () => {
  it('takes the same seats in every event: paid orders, tickets, e-mails, one code; the first event is the earliest', async () => {
    const events = await season(3);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events);
    expect(type.events.map((e) => e.id)).toEqual(events.map((e) => e.id));
    const customer = await createUser(t);
    const sales = await signInAs(t, 'sales');
    const seatIds = events[0].zones[0].seats.slice(0, 2).map((s) => s.id);
    const res = await sell(sales.headers, type.id, customer.id, { seatIds });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(m.membershipCode).toMatch(/^ABO-[A-Z2-9]{8}$/);
    expect(m.seats).toEqual([
      { zone: 'PALCO', name: 'A-1' },
      { zone: 'PALCO', name: 'A-2' },
    ]);
    // 2 seats × 100.00 over 3 events: 66.67 + 66.67 + 66.66, exactly 200.00.
    expect(m.orders.map((o: { total: string }) => o.total)).toEqual(['66.67', '66.67', '66.66']);
    expect(m.total).toBe('200.00');
    expect(m.orders.every((o: { status: string }) => o.status === 'PAGADA')).toBe(true);
    for (const e of events)
      for (const id of seatIds)
        expect(await statusIn(e.id, sameSeat(events[0], e, id))).toBe('sold');
    const counts = await one<{ tickets: number; mails: number }>(
      sql`select (select count(*)::int from tickets tk join order_seats os on os.id = tk.order_seat_id
                  join membership_orders mo on mo.order_id = os.order_id join memberships mm on mm.id = mo.membership_id
                  where mm.membership_code = ${m.membershipCode}) as tickets,
                 (select count(*)::int from mail_outbox where "to" = ${customer.email} and template = 'tickets') as mails`,
    );
    expect(counts).toEqual({ tickets: 6, mails: 3 });

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/memberships?code=${m.membershipCode.toLowerCase()}`,
      headers: (await signInAs(t, 'auditor')).headers,
    });
    expect(found.json().items).toHaveLength(1);
    expect(found.json().items[0].customer.email).toBe(customer.email);
  });

  it('one seat sold in one season event blocks the sale: 409 naming it, nothing taken anywhere', async () => {
    const events = await season(3);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events);
    const seatIds = events[0].zones[1].seats.slice(3, 5).map((s) => s.id);
    const taken = sameSeat(events[0], events[2], seatIds[1]);
    const other = await signInAs(t, 'customer');
    expect((await placeOrder(t, other.headers, events[2].id, [taken], { bankId })).statusCode).toBe(
      201,
    );

    const customer = await createUser(t);
    const sales = await signInAs(t, 'sales');
    const before = await one<{ n: number }>(sql`select count(*)::int as n from memberships`);
    const res = await sell(sales.headers, type.id, customer.id, { seatIds });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SEAT_UNAVAILABLE');
    expect(res.json().error.message).toMatch(new RegExp(`GRADA A-5 .*${events[2].name}`));
    expect(res.json().error.details).toMatchObject({ seatIds: [taken], eventId: events[2].id });
    expect(await one<{ n: number }>(sql`select count(*)::int as n from memberships`)).toEqual(
      before,
    );
    for (const e of events.slice(0, 2))
      for (const id of seatIds)
        expect(await statusIn(e.id, sameSeat(events[0], e, id))).toBe('available');
  });

  it('removal frees the seats of events not yet started; a started event keeps its order', async () => {
    const events = await season(3, true);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events);
    const customer = await createUser(t);
    const seatIds = [events[0].zones[0].seats[7].id];
    const sold = await sell(admin.headers, type.id, customer.id, {
      seatIds,
      paymentMethod: 'PUNTO_DE_VENTA',
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const m = sold.json();
    const sales = await signInAs(t, 'sales');
    const del = (h: H) =>
      t.app.inject({ method: 'DELETE', url: `/api/memberships/${m.id}`, headers: h });
    expect((await del(sales.headers)).statusCode).toBe(403);
    expect((await del(admin.headers)).statusCode).toBe(204);
    expect((await del(admin.headers)).statusCode).toBe(409);
    expect(await statusIn(events[0].id, seatIds[0])).toBe('sold');
    for (const e of events.slice(1))
      expect(await statusIn(e.id, sameSeat(events[0], e, seatIds[0]))).toBe('available');
    const [after] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/memberships?code=${m.membershipCode}`,
        headers: admin.headers,
      })
    ).json().items;
    expect(after.isActive).toBe(false);
    expect(after.orders.map((o: { status: string }) => o.status)).toEqual([
      'PAGADA',
      'ANULADA',
      'ANULADA',
    ]);
  });

  it('answers bad input in Spanish and writes nothing; the auditor reads but never writes', async () => {
    const events = await season(2);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events, { zoneCode: 'z1' });
    const customer = await createUser(t);
    const sales = await signInAs(t, 'sales');
    const before = await one<{ n: number }>(sql`select count(*)::int as n from orders`);
    const sellHere = (h: H, body: object) => sell(h, type.id, customer.id, body);
    const wrongZone = await sellHere(sales.headers, { seatIds: [events[0].zones[0].seats[0].id] });
    expect(wrongZone.statusCode).toBe(400);
    expect(wrongZone.json().error.details.fields.seatIds).toMatch(/zona Z1/);
    const secondEvent = await sellHere(sales.headers, {
      seatIds: [events[1].zones[1].seats[0].id],
    });
    expect(secondEvent.json().error.details.fields.seatIds).toMatch(/primer evento/);
    const noPayment = await sellHere(sales.headers, {
      seatIds: [events[0].zones[1].seats[0].id],
      paymentMethod: 'TRANSFERENCIA',
    });
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json().error.details.fields.payment).toMatch(/banco, referencia/);
    const auditor = await signInAs(t, 'auditor');
    expect(
      (await sellHere(auditor.headers, { seatIds: [events[0].zones[1].seats[0].id] })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/membership-types',
          headers: auditor.headers,
        })
      ).statusCode,
    ).toBe(200);
    const badType = await post(admin.headers, '/api/membership-types', {
      code: 'x',
      name: '',
      price: 'gratis',
      eventIds: [],
    });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().error.details.fields).sort()).toEqual([
      'code',
      'eventIds',
      'name',
      'price',
    ]);
    expect(await one<{ n: number }>(sql`select count(*)::int as n from orders`)).toEqual(before);

    // The admin renames, reprices and deactivates the type; an inactive type sells nothing.
    const patch = (h: H, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/membership-types/${type.id}`,
        headers: h,
        payload,
      });
    expect((await patch(sales.headers, { isActive: false })).statusCode).toBe(403);
    expect((await patch(admin.headers, {})).statusCode).toBe(400);
    const edited = await patch(admin.headers, {
      name: 'Abono VIP',
      price: '120.00',
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ name: 'Abono VIP', price: '120.00', isActive: false });
    const inactive = await sellHere(sales.headers, { seatIds: [events[0].zones[1].seats[0].id] });
    expect(inactive.json().error.details.fields.membershipTypeId).toMatch(/inactivo/);
  });
});

describe('[MEMBERSHIPS] paid into a bank: approved like any order (decision 029)', () => {
  const RATE = '36.51200000';
  /** A sold season of `count` events, 2 seats of 100.00 (200.00 in all), by `paymentMethod`. */
  async function bankMembership(paymentMethod: string, amountVes: string, count = 3) {
    const events = await season(count);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events);
    const customer = await createUser(t);
    const seller = await signInAs(t, 'sales');
    const seatIds = events[0].zones[0].seats.slice(0, 2).map((s) => s.id);
    const res = await sell(seller.headers, type.id, customer.id, {
      seatIds,
      paymentMethod,
      payment: transfer(bankId, amountVes),
    });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json() as {
      id: string;
      membershipCode: string;
      orders: { id: string; status: string; total: string }[];
    };
    return { events, seatIds, customer, seller, m };
  }
  const approve = (h: H, orderId: string) => post(h, `/api/orders/${orderId}/approve`, {});
  /** The membership's orders as stored: status, deadline set, tickets, ticket e-mails. */
  const stateOf = async (membershipId: string, email: string) =>
    one<{ statuses: string[]; dueSet: boolean; tickets: number; mails: number }>(
      sql`select array_agg(o.status order by o.id) as statuses,
                 bool_and(o.payment_due_at is not null) as "dueSet",
                 (select count(*)::int from tickets tk join membership_orders m2 on m2.order_id = tk.order_id
                  where m2.membership_id = ${membershipId} and tk.is_active) as tickets,
                 (select count(*)::int from mail_outbox where "to" = ${email} and template = 'tickets') as mails
          from membership_orders mo join orders o on o.id = mo.order_id
          where mo.membership_id = ${membershipId}`,
    );

  it.each(['TRANSFERENCIA', 'PAGO_MOVIL', 'ZELLE'])(
    '%s: the orders stay PENDIENTE with a deadline and no ticket; the seller cannot approve them',
    async (paymentMethod) => {
      const { m, customer, seller } = await bankMembership(paymentMethod, '0.01', 2);
      expect(m.orders.map((o) => o.status)).toEqual(['PENDIENTE', 'PENDIENTE']);
      expect(await stateOf(m.id, customer.email)).toEqual({
        statuses: ['PENDIENTE', 'PENDIENTE'],
        dueSet: true,
        tickets: 0,
        mails: 0,
      });
      const self = await approve(seller.headers, m.orders[1].id);
      expect(self.statusCode).toBe(403);
      expect(self.json().error.code).toBe('SELF_APPROVAL');
    },
  );

  it('refuses 0.01 for the season (the total of all its orders); another staff member approves the right amount: every order PAGADA with tickets and e-mails', async () => {
    const short = await bankMembership('TRANSFERENCIA', '0.01');
    const colleague = await signInAs(t, 'supervisor');
    // 66.67 + 66.67 + 66.66 USD, each at the frozen rate: what the one payment must cover.
    const expectedVes = addMoney(...short.m.orders.map((o) => convertToVes(o.total, RATE)));
    const refused = await approve(colleague.headers, short.m.orders[2].id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_AMOUNT_SHORT',
      details: { expectedVes, declaredVes: '0.01' },
    });
    expect(await stateOf(short.m.id, short.customer.email)).toMatchObject({
      statuses: ['PENDIENTE', 'PENDIENTE', 'PENDIENTE'],
      tickets: 0,
    });

    const paid = await bankMembership('TRANSFERENCIA', convertToVes('200.00', RATE));
    expect((await approve(paid.seller.headers, paid.m.orders[0].id)).json().error.code).toBe(
      'SELF_APPROVAL',
    );
    const ok = await approve(colleague.headers, paid.m.orders[1].id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: paid.m.orders[1].id, status: 'PAGADA' });
    expect(await stateOf(paid.m.id, paid.customer.email)).toMatchObject({
      statuses: ['PAGADA', 'PAGADA', 'PAGADA'],
      tickets: 6,
      mails: 3,
    });
    const again = await approve(colleague.headers, paid.m.orders[0].id);
    expect(again.json().error.code).toBe('ORDER_ALREADY_PAID');
  });

  it('the bank statement matches the season’s payment against its whole total and approves every order', async () => {
    const { m, customer } = await bankMembership('PAGO_MOVIL', convertToVes('200.00', RATE));
    const staff = (await signInAs(t, 'sales')).headers;
    const reference = (
      await one<{ reference: string }>(
        sql`select pm.reference from payments pm join membership_orders mo on mo.order_id = pm.order_id
            where mo.membership_id = ${m.id}`,
      )
    ).reference;
    const amount = convertToVes('200.00', RATE).replace('.', ',');
    const form = new FormData();
    form.append('bankId', bankId);
    form.append(
      'file',
      new Blob([`Fecha;Referencia;Monto\n22/11/2026;${reference};${amount}\n`]),
      'estado.csv',
    );
    const req = new Request('http://local/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/reconcile',
      headers: { ...staff, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matched).toEqual([
      expect.objectContaining({
        orderId: m.orders[0].id,
        expectedVes: addMoney(...m.orders.map((o) => convertToVes(o.total, RATE))),
      }),
    ]);
    const confirm = await post(staff, '/api/payments/reconcile/confirm', {
      orderIds: [m.orders[0].id],
    });
    expect(confirm.json()).toEqual({ approved: [m.orders[0].id], failed: [] });
    expect(await stateOf(m.id, customer.email)).toMatchObject({
      statuses: ['PAGADA', 'PAGADA', 'PAGADA'],
      tickets: 6,
    });
  });

  it('an unpaid season past its payment deadline is cancelled: its seats go back on sale in every event', async () => {
    const { m, events, seatIds, customer } = await bankMembership('TRANSFERENCIA', '0.01');
    await t.database.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 minute'
          where id in (select order_id from membership_orders where membership_id = ${m.id})`,
    );
    const cancelled = await cancelOverdueOrders(t.app.ctx);
    expect([...cancelled].sort()).toEqual(m.orders.map((o) => o.id).sort());
    expect(await stateOf(m.id, customer.email)).toMatchObject({
      statuses: ['ANULADA', 'ANULADA', 'ANULADA'],
      tickets: 0,
    });
    for (const e of events)
      for (const id of seatIds)
        expect(await statusIn(e.id, sameSeat(events[0], e, id))).toBe('available');
    const late = await approve((await signInAs(t, 'supervisor')).headers, m.orders[0].id);
    expect(late.json().error.code).toBe('ORDER_CANCELLED');
  });

  it('removing an unpaid season cancels all its orders, even of an event already started', async () => {
    const events = await season(2, true);
    const admin = await signInAs(t, 'admin');
    const type = await membershipType(admin.headers, events);
    const customer = await createUser(t);
    const seatIds = [events[0].zones[0].seats[5].id];
    const sold = await sell(admin.headers, type.id, customer.id, {
      seatIds,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId, convertToVes('100.00', RATE)),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const m = sold.json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/memberships/${m.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await stateOf(m.id, customer.email)).toMatchObject({
      statuses: ['ANULADA', 'ANULADA'],
    });
    expect(await statusIn(events[0].id, seatIds[0])).toBe('available');
  });
});
