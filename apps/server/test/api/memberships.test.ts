/**
 * Issue "Memberships": a season ticket takes the same seats in every event of its type in
 * one transaction (all or nothing, naming the seat that blocks), issues paid orders with
 * tickets and e-mails, and its removal frees the seats of the events not yet started.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/lib/sql';
import { createEvent, placeOrder, useSalesApp, type H, type TestEvent } from '../factories';
import { createUser, signInAs, type TestApp } from '../helper';

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
