/**
 * Issue "Promotions": staff set up coupons (admin, supervisor; sales reads), the buyer sees
 * the discount in the summary before paying, and redemptions are listed for the back office.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { convertToVes } from '@tickera/shared/money';
import { rows } from '../../../src/lib/sql';
import { createEvent, holdSeats, placeOrder, useSalesApp } from '../../factories';
import { createUser, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

type H = { authorization: string };
let n = 0;
const newCode = () => `PROMO${Date.now() % 100000}${++n}`;
const post = (h: H, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: h, payload });
const get = (h: H, url: string) => t.app.inject({ method: 'GET', url, headers: h });
const couponCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from coupons`))[0].n;
const summary = (h: H, eventId: string, couponCode?: string) =>
  get(
    h,
    `/api/cart/summary?eventId=${eventId}${couponCode ? `&couponCode=${encodeURIComponent(couponCode)}` : ''}`,
  );

describe('[COUPONS] set-up by staff', () => {
  it('admin creates, lists with uses left, edits and deactivates; a deactivated code no longer works', async () => {
    const ev = await createEvent(t);
    const admin = await signInAs(t, 'admin');
    const code = newCode();
    const created = await post(admin.headers, '/api/coupons', {
      code: code.toLowerCase(),
      eventId: ev.id,
      discountType: 'PERCENT',
      discountValue: '15',
      maxUses: 5,
      maxUsesPerCustomer: 1,
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json();
    expect(coupon).toMatchObject({
      code,
      eventId: ev.id,
      eventName: ev.name,
      discountValue: '15.00',
      remainingUses: 5,
      usedCount: 0,
      isActive: true,
    });

    const sales = await signInAs(t, 'sales');
    const list = await get(sales.headers, `/api/coupons?eventId=${ev.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: coupon.id, remainingUses: 5 }] });

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/coupons/${coupon.id}`,
      headers: admin.headers,
      payload: { discountType: 'FIXED', discountValue: '7.50', maxUses: 10 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      discountType: 'FIXED',
      discountValue: '7.50',
      remainingUses: 10,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/coupons/${code}` })).statusCode).toBe(
      200,
    );

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/coupons/${coupon.id}`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: `/api/coupons/${code}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('COUPON_INVALID');
  });

  it('answers bad input in Spanish, by field, and writes nothing', async () => {
    const ev = await createEvent(t);
    const admin = await signInAs(t, 'admin');
    const before = await couponCount();
    const base = { code: newCode(), eventId: ev.id, discountType: 'PERCENT', discountValue: '10' };
    const cases: [object, string, RegExp][] = [
      [{ ...base, discountValue: '120' }, 'discountValue', /no puede pasar de 100/],
      [{ ...base, discountValue: '0' }, 'discountValue', /mayor que 0/],
      [{ ...base, discountValue: 'diez' }, 'discountValue', /Valor inválido/],
      [{ ...base, discountType: 'GRATIS' }, 'discountType', /Tipo de descuento inválido/],
      [{ ...base, code: 'x' }, 'code', /Código inválido/],
      [{ ...base, maxUses: 0 }, 'maxUses', /al menos 1/],
      [{ ...base, maxUses: 2, maxUsesPerCustomer: 3 }, 'maxUsesPerCustomer', /máximo de usos/],
      [
        { ...base, validFrom: '2026-12-10T00:00:00-04:00', validTo: '2026-12-01T00:00:00-04:00' },
        'validTo',
        /posterior/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(admin.headers, '/api/coupons', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.fields[field]).toMatch(message);
    }
    const noEvent = await post(admin.headers, '/api/coupons', {
      ...base,
      eventId: '6f1d2c3b-0000-4000-8000-000000000000',
    });
    expect(noEvent.statusCode).toBe(422);
    expect(noEvent.json().error.details.fields.eventId).toBe('El evento no existe');

    expect((await post(admin.headers, '/api/coupons', base)).statusCode).toBe(201);
    const again = await post(admin.headers, '/api/coupons', {
      ...base,
      code: base.code.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.fields.code).toBe('Ese código ya existe');

    const [{ id }] = (await get(admin.headers, `/api/coupons?code=${base.code}`)).json().items;
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/coupons/${id}`,
      headers: admin.headers,
      payload: { discountValue: '150' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details.fields.discountValue).toMatch(/no puede pasar de 100/);
    expect(await couponCount()).toBe(before + 1);
  });

  it('lets only admin and supervisor write; sales reads; customers see neither', async () => {
    const ev = await createEvent(t);
    const body = { code: newCode(), eventId: ev.id, discountType: 'FIXED', discountValue: '5' };
    const sales = await signInAs(t, 'sales');
    const customer = await signInAs(t, 'customer');
    const supervisor = await signInAs(t, 'supervisor');
    expect((await post(sales.headers, '/api/coupons', body)).statusCode).toBe(403);
    expect((await get(customer.headers, '/api/coupons')).statusCode).toBe(403);
    expect((await get(customer.headers, '/api/coupon-claims')).statusCode).toBe(403);
    expect((await post(supervisor.headers, '/api/coupons', body)).statusCode).toBe(201);
  });
});

describe('[COUPONS] the discount before paying and on the order', () => {
  async function couponFor(
    eventId: string,
    discountType: string,
    discountValue: string,
    extra = {},
  ) {
    const admin = await signInAs(t, 'admin');
    const code = newCode();
    const res = await post(admin.headers, '/api/coupons', {
      code,
      eventId,
      discountType,
      discountValue,
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return code;
  }

  it('PERCENT and FIXED in exact cents, capped at the tickets, the same in the summary and on the order', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
    const third = await couponFor(ev.id, 'PERCENT', '33.33');
    const big = await couponFor(ev.id, 'FIXED', '80');
    const buyer = await signInAs(t, 'customer');
    expect((await holdSeats(t, buyer.headers, ev.id, ev.seatIds.slice(0, 2))).statusCode).toBe(201);

    const plain = (await summary(buyer.headers, ev.id)).json();
    expect(plain).toMatchObject({ discount: '0.00', couponCode: null });
    const withThird = (await summary(buyer.headers, ev.id, third.toLowerCase())).json();
    // 33.33 % of 50.00 = 16.665 → 16.67 (half up); the fees follow the net price.
    expect(withThird).toMatchObject({
      discount: '16.67',
      discountVes: convertToVes('16.67', '36.51200000'),
      couponCode: third,
    });
    expect(Number(withThird.total)).toBeLessThan(Number(plain.total));
    const withBig = (await summary(buyer.headers, ev.id, big)).json();
    expect(withBig.discount).toBe('50.00');
    expect(withBig.total).toBe('0.00');

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        eventId: ev.id,
        paymentMethod: 'TRANSFERENCIA',
        couponCode: third,
        payment: {
          bankId,
          reference: `${Date.now()}`.slice(-10),
          amount: withThird.totalVes,
          date: new Date().toISOString().slice(0, 10),
          currency: 'VES',
        },
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({
      couponCode: third,
      discount: '16.67',
      total: withThird.total,
      totalVes: withThird.totalVes,
    });
  });

  it('the summary refuses a coupon of another event, an expired one and one the customer used up', async () => {
    const ev = await createEvent(t);
    const other = await createEvent(t);
    const foreign = await couponFor(other.id, 'PERCENT', '10');
    const expired = await couponFor(ev.id, 'PERCENT', '10', {
      validFrom: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      validTo: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const once = await couponFor(ev.id, 'FIXED', '5', { maxUsesPerCustomer: 1 });
    const buyer = await signInAs(t, 'customer');
    const first = await placeOrder(t, buyer.headers, ev.id, [ev.seatIds[0]], {
      bankId,
      couponCode: once,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await holdSeats(t, buyer.headers, ev.id, [ev.seatIds[1]])).statusCode).toBe(201);
    for (const [code, reason] of [
      [foreign, /inválido para este evento/],
      [expired, /inválido para este evento/],
      [once, /máximo de veces/],
    ] as const) {
      const res = await summary(buyer.headers, ev.id, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('COUPON_INVALID');
      expect(res.json().error.details.fields.couponCode).toMatch(reason);
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'ten checkouts racing for a coupon of 3 uses: exactly 3 orders get it, 7 are refused and write nothing',
    async () => {
      const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
      const code = await couponFor(ev.id, 'PERCENT', '50', { maxUses: 3 });
      const buyers = await Promise.all(Array.from({ length: 10 }, () => signInAs(t, 'customer')));
      const answers = await Promise.all(
        buyers.map((b, i) =>
          placeOrder(t, b.headers, ev.id, [ev.seatIds[i]], { bankId, couponCode: code }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
      for (const a of answers.filter((x) => x.statusCode === 422))
        expect(a.json().error.code).toBe('COUPON_INVALID');
      const [{ used, claims, orders }] = await rows<{
        used: number;
        claims: number;
        orders: number;
      }>(
        t.database.db,
        sql`select (select used_count from coupons where upper(code) = ${code}) as used,
              (select count(*)::int from order_coupons where code = ${code}) as claims,
              (select count(*)::int from orders where event_id = ${ev.id}) as orders`,
      );
      expect({ used, claims, orders }).toEqual({ used: 3, claims: 3, orders: 3 });
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two box-office sales racing to give one customer a coupon of one use per customer: exactly one gets it',
    async () => {
      const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
      const code = await couponFor(ev.id, 'FIXED', '5', { maxUsesPerCustomer: 1 });
      const customer = await createUser(t);
      const clerks = [await signInAs(t, 'sales'), await signInAs(t, 'sales')];
      for (const [i, c] of clerks.entries())
        expect((await holdSeats(t, c.headers, ev.id, [ev.seatIds[i]])).statusCode).toBe(201);
      const answers = await Promise.all(
        clerks.map((c) =>
          post(c.headers, '/api/orders', {
            eventId: ev.id,
            customerId: customer.id,
            paymentMethod: 'EFECTIVO_USD',
            couponCode: code,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
      expect(
        answers.find((a) => a.statusCode === 422)!.json().error.details.fields.couponCode,
      ).toMatch(/máximo de veces/);
      const [{ claims }] = await rows<{ claims: number }>(
        t.database.db,
        sql`select count(*)::int as claims from order_coupons where code = ${code}`,
      );
      expect(claims).toBe(1);
    },
  );

  it('lists redemptions newest first, by event, coupon and days', async () => {
    const ev = await createEvent(t);
    const code = await couponFor(ev.id, 'FIXED', '2.50');
    const buyers = [await signInAs(t, 'customer'), await signInAs(t, 'customer')];
    const orders = [];
    for (const [i, b] of buyers.entries()) {
      const o = await placeOrder(t, b.headers, ev.id, [ev.seatIds[i]], {
        bankId,
        couponCode: code,
      });
      expect(o.statusCode, o.body).toBe(201);
      orders.push(o.json());
    }
    const sales = await signInAs(t, 'sales');
    const claims = await get(sales.headers, `/api/coupon-claims?code=${code}`);
    expect(claims.statusCode).toBe(200);
    expect(claims.json()).toMatchObject({
      total: 2,
      items: [
        {
          code,
          orderId: orders[1].id,
          discount: '2.50',
          eventName: ev.name,
          orderStatus: 'PENDIENTE',
        },
        { code, orderId: orders[0].id, discount: '2.50' },
      ],
    });
    expect(claims.json().items[0].customerEmail).toBe(buyers[1].user.email);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
      new Date(),
    );
    expect(
      (
        await get(sales.headers, `/api/coupon-claims?eventId=${ev.id}&from=${today}&to=${today}`)
      ).json().total,
    ).toBe(2);
    expect(
      (await get(sales.headers, `/api/coupon-claims?eventId=${ev.id}&to=2020-01-01`)).json().total,
    ).toBe(0);
    const csv = await get(sales.headers, `/api/coupon-claims/export?code=${code}`);
    expect(csv.headers['content-type'], csv.body).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFF"Fecha";"Cupón";"Orden";"Estado";"Evento";"Cliente";"Correo";"Descuento USD"',
    );
    expect(csv.body).toContain(`;"${code}";"${orders[1].number}";"PENDIENTE";"${ev.name}";`);
    expect(csv.body).toContain(';"2,50"\r\n');
    const xlsx = await get(sales.headers, `/api/coupon-claims/export?code=${code}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe(code);
    expect(sheet.getRow(2).getCell(8).value).toBe(2.5);
    const bad = await get(sales.headers, '/api/coupon-claims?from=ayer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.from).toMatch(/Fecha inválida/);
  });
});
