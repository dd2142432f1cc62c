import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventConfig } from '../../../src/db/schema/events';
import { coupons } from '../../../src/db/schema/coupons';
import { createEvent, createRate, holdSeats, transfer, useSalesApp } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

type H = { authorization: string };
const hold = (h: H, eventId: string, seatIds: string[]) => holdSeats(t, h, eventId, seatIds);
const order = (h: H, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...h, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
/** The caller's live holds for an event (GET /api/holds). */
const liveHolds = async (h: H, eventId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/holds?eventId=${eventId}`, headers: h })).json()
    .holds;
const count = async (table: string) =>
  (await rows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]
    .n;

describe('[ORDERS] from live holds', () => {
  it('creates a PENDIENTE order from the holds, freezes the rate, prices exactly and marks the seats sold', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
    await t.database.db
      .insert(eventConfig)
      .values({ eventId: ev.id, feePercent: '10', ivaPercent: '16' });
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 2));
    const res = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId, '2037.37'),
    });
    expect(res.statusCode).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({
      status: 'PENDIENTE',
      basePrice: '50.00',
      fee: '5.00',
      iva: '0.80',
      total: '55.80',
      rate: '36.5120',
      totalVes: '2037.37',
      channel: 'WEB',
    });
    expect(o.notes).toBe(`${ev.code} - Transferencia`);
    expect(o.seats.map((s: { seat: { name: string } }) => s.seat.name)).toEqual(['A-1', 'A-2']);
    expect(o.payment).toMatchObject({
      reference: expect.any(String),
      amount: '2037.37',
      currency: 'VES',
      date: '2026-11-20',
    });
    expect(o.seats.every((s: { ticket: unknown }) => s.ticket === null)).toBe(true);

    // The rate moves: the order keeps its own.
    await createRate(t, '40.00000000');
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: buyer.headers })
      ).json().rate,
    ).toBe('36.5120');

    const map = (
      await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/seat-map` })
    ).json();
    expect(map.zones[0].seats.slice(0, 3).map((s: { status: string }) => s.status)).toEqual([
      'sold',
      'sold',
      'available',
    ]);
    expect(await liveHolds(buyer.headers, ev.id)).toEqual([]);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: buyer.headers })
    ).json();
    expect(mine.items.map((x: { id: string }) => x.id)).toEqual([o.id]);

    // Nobody else can read it; staff can.
    const stranger = await signInAs(t, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const sales = await signInAs(t, 'sales');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: sales.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses without holds (409 NO_HOLDS) and a reused bank reference (409), writing nothing', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const none = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_HOLDS');

    const pay = transfer(bankId);
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    expect(
      (await order(buyer.headers, { eventId: ev.id, paymentMethod: 'PAGO_MOVIL', payment: pay }))
        .statusCode,
    ).toBe(201);
    const other = await signInAs(t, 'customer');
    await hold(other.headers, ev.id, [ev.seatIds[1]]);
    const before = [await count('orders'), await count('order_seats'), await count('payments')];
    const reused = await order(other.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: pay,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({
      code: 'PAYMENT_REFERENCE_USED',
      message: 'La referencia de pago ya fue utilizada en ese banco.',
    });
    expect([await count('orders'), await count('order_seats'), await count('payments')]).toEqual(
      before,
    );
    // The holds survive the refusal: the buyer fixes the reference and completes.
    expect(
      (
        await order(other.headers, {
          eventId: ev.id,
          paymentMethod: 'TRANSFERENCIA',
          payment: transfer(bankId),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('honours Idempotency-Key: the same request twice makes one order', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 2));
    const body = { eventId: ev.id, paymentMethod: 'TRANSFERENCIA', payment: transfer(bankId) };
    const [a, b] = await Promise.all([
      order(buyer.headers, body, 'clave-unica-1234'),
      order(buyer.headers, body, 'clave-unica-1234'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: buyer.headers })
      ).json().items,
    ).toHaveLength(1);
  });

  it('answers bad input with Spanish 400s naming the field', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    const abc = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: { ...transfer(bankId), amount: 'abc' },
    });
    expect(abc.statusCode).toBe(400);
    expect(abc.json().error.details.fields['payment.amount']).toMatch(/Monto inválido/);
    const noPayment = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
    });
    expect(noPayment.json().error.details.fields.payment).toMatch(/banco, referencia/);
    const badMethod = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'BITCOIN',
      payment: transfer(bankId),
    });
    expect(badMethod.json().error.details.fields.paymentMethod).toBe('Método de pago inválido');
    const badDate = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: { ...transfer(bankId), date: '20/11/2026' },
    });
    expect(badDate.json().error.details.fields['payment.date']).toMatch(/aaaa-mm-dd/);
    const unknownBank = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer('6f1d2c3b-0000-4000-8000-000000000000'),
    });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().error.details.fields['payment.bankId']).toBe('Banco inexistente');
    // Still held, nothing sold.
    expect(await liveHolds(buyer.headers, ev.id)).toHaveLength(1);
  });

  it('keeps anonymous sessions and customers from staff-only order options', async () => {
    const ev = await createEvent(t);
    const anon = await signInAs(t, 'anonymous');
    await hold(anon.headers, ev.id, [ev.seatIds[0]]);
    expect(
      (
        await order(anon.headers, {
          eventId: ev.id,
          paymentMethod: 'TRANSFERENCIA',
          payment: transfer(bankId),
        })
      ).statusCode,
    ).toBe(403);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, [ev.seatIds[1]]);
    expect(
      (
        await order(buyer.headers, {
          eventId: ev.id,
          paymentMethod: 'EFECTIVO_USD',
          courtesy: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('applies a coupon of the event and counts its use', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '100.00', seats: 5 }] });
    await t.database.db.insert(coupons).values({
      code: 'PROMO20',
      eventId: ev.id,
      discountType: 'PERCENT',
      discountValue: '20',
      maxUses: 1,
    });
    const buyer = await signInAs(t, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/coupons/promo20' })).json(),
    ).toMatchObject({ code: 'PROMO20', eventId: ev.id, remainingUses: 1 });
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    const res = await order(buyer.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId),
      couponCode: 'promo20',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ couponCode: 'PROMO20', discount: '20.00', total: '80.00' });
    const used = await t.app.inject({ method: 'GET', url: '/api/coupons/PROMO20' });
    expect(used.statusCode).toBe(404);
    expect(used.json().error.code).toBe('COUPON_INVALID');
  });
});
