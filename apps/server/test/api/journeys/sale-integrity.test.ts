/**
 * Issue "Sale integrity": unpaid orders expire, approval checks the money and who
 * approves, a customer cannot park seats with many unpaid orders, stale holds never block.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coupons } from '../../../src/db/schema/coupons';
import { rows } from '../../../src/lib/sql';
import { cancelOverdueOrders } from '../../../src/modules/orders/payment-deadline';
import { createEvent, holdSeats, placeOrder, transfer, vesFor, useSalesApp } from '../../factories';
import { createUser, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

type H = { authorization: string };
type Ev = Awaited<ReturnType<typeof createEvent>>;
const hold = (h: H, eventId: string, seatIds: string[]) => holdSeats(t, h, eventId, seatIds);
const post = (h: H, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: h, payload });
const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(t.database.db, q))[0];

async function order(h: H, ev: Ev, seatIds: string[], extra: object = {}) {
  return placeOrder(t, h, ev.id, seatIds, { bankId, ...extra });
}

describe('[SALE] approval checks the money', () => {
  it('refuses 0.01 declared for a 912.80 total (422 PAYMENT_AMOUNT_SHORT with both amounts)', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const o = (
      await order(buyer.headers, ev, [ev.seatIds[0]], {
        payment: transfer(bankId, '0.01'),
      })
    ).json();
    const sales = await signInAs(t, 'sales');
    const res = await post(sales.headers, `/api/orders/${o.id}/approve`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PAYMENT_AMOUNT_SHORT',
      details: { expectedVes: '912.80', declaredVes: '0.01', shortVes: '912.79' },
    });
    const [row] = await rows<{ status: string; tickets: number }>(
      t.database.db,
      sql`select status, (select count(*)::int from tickets where order_id = ${o.id}) as tickets from orders where id = ${o.id}`,
    );
    expect(row).toEqual({ status: 'PENDIENTE', tickets: 0 });
  });

  it('accepts a payment short by at most Bs. 1 of rounding, and a USD payment at the frozen rate', async () => {
    const ev = await createEvent(t);
    const sales = await signInAs(t, 'sales');
    const a = await signInAs(t, 'customer');
    const rounding = (
      await order(a.headers, ev, [ev.seatIds[0]], { payment: transfer(bankId, '911.80') })
    ).json();
    expect((await post(sales.headers, `/api/orders/${rounding.id}/approve`)).statusCode).toBe(200);
    const b = await signInAs(t, 'customer');
    const usd = (
      await order(b.headers, ev, [ev.seatIds[1]], {
        payment: { ...transfer(bankId, '25.00'), currency: 'USD' },
      })
    ).json();
    expect((await post(sales.headers, `/api/orders/${usd.id}/approve`)).statusCode).toBe(200);
    const c = await signInAs(t, 'customer');
    const shortUsd = (
      await order(c.headers, ev, [ev.seatIds[2]], {
        payment: { ...transfer(bankId, '24.90'), currency: 'USD' },
      })
    ).json();
    expect((await post(sales.headers, `/api/orders/${shortUsd.id}/approve`)).statusCode).toBe(422);
  });

  it('lets an admin or supervisor accept a shortfall with a reason (kept and audited); not sales', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const o = (
      await order(buyer.headers, ev, [ev.seatIds[0]], { payment: transfer(bankId, '900.00') })
    ).json();
    const sales = await signInAs(t, 'sales');
    const url = `/api/orders/${o.id}/approve`;
    expect(
      (await post(sales.headers, url, { acceptShortfall: true, reason: 'Comisión' })).statusCode,
    ).toBe(403);
    const supervisor = await signInAs(t, 'supervisor');
    const noReason = await post(supervisor.headers, url, { acceptShortfall: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.reason).toMatch(/motivo|por qué/);
    const ok = await post(supervisor.headers, url, {
      acceptShortfall: true,
      reason: 'Comisión bancaria del pago móvil',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'PAGADA',
      shortfallReason: 'Comisión bancaria del pago móvil',
    });
    const audit = await one<{ data: { shortfall: { expectedVes: string; declaredVes: string } } }>(
      sql`select data from audit_log where action = 'orders.approve' and entity_id = ${o.id}`,
    );
    expect(audit.data.shortfall).toMatchObject({ expectedVes: '912.80', declaredVes: '900.00' });
  });

  it("refuses SELF_APPROVAL of a transfer the same staff user registered; cash at the counter is the seller's", async () => {
    const ev = await createEvent(t);
    const customer = await createUser(t);
    const seller = await signInAs(t, 'sales');
    const colleague = await signInAs(t, 'sales');
    const transferOrder = (
      await order(seller.headers, ev, [ev.seatIds[0]], { customerId: customer.id })
    ).json();
    const self = await post(seller.headers, `/api/orders/${transferOrder.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SELF_APPROVAL');
    expect(
      (await post(colleague.headers, `/api/orders/${transferOrder.id}/approve`)).statusCode,
    ).toBe(200);

    expect((await hold(seller.headers, ev.id, [ev.seatIds[1]])).statusCode).toBe(201);
    const cash = (
      await post(seller.headers, '/api/orders', {
        eventId: ev.id,
        paymentMethod: 'EFECTIVO_USD',
        customerId: customer.id,
      })
    ).json();
    expect((await post(seller.headers, `/api/orders/${cash.id}/approve`)).statusCode).toBe(200);
  });

  it.each([
    ['TRANSFERENCIA', 'sales'],
    ['PAGO_MOVIL', 'supervisor'],
    ['ZELLE', 'sales'],
  ] as const)(
    'refuses SELF_APPROVAL of a %s order a %s account bought for itself on the public site',
    async (paymentMethod, role) => {
      const ev = await createEvent(t);
      const staff = await signInAs(t, role);
      // A made-up reference for the exact total: only a second person's look at the bank stops it.
      const own = await order(staff.headers, ev, [ev.seatIds[0]], { paymentMethod });
      expect(own.statusCode, own.body).toBe(201);
      const o = own.json();
      expect(o).toMatchObject({ status: 'PENDIENTE', channel: 'WEB' });
      const self = await post(staff.headers, `/api/orders/${o.id}/approve`);
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toMatchObject({
        code: 'SELF_APPROVAL',
        message: 'No puede aprobar el pago de una orden que usted registró o de la que es cliente.',
      });
      const after = await one<{ status: string; tickets: number }>(
        sql`select status, (select count(*)::int from tickets where order_id = ${o.id}) as tickets from orders where id = ${o.id}`,
      );
      expect(after).toEqual({ status: 'PENDIENTE', tickets: 0 });
      const colleague = await signInAs(t, 'sales');
      const ok = await post(colleague.headers, `/api/orders/${o.id}/approve`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().status).toBe('PAGADA');
    },
  );

  it('a box-office Zelle order with no payment declared is nothing paid: refused, or approved as a shortfall with a reason', async () => {
    const ev = await createEvent(t);
    const customer = await createUser(t);
    const seller = await signInAs(t, 'sales');
    expect((await hold(seller.headers, ev.id, [ev.seatIds[0]])).statusCode).toBe(201);
    const created = await post(seller.headers, '/api/orders', {
      eventId: ev.id,
      paymentMethod: 'ZELLE',
      customerId: customer.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const o = created.json();
    const colleague = await signInAs(t, 'sales');
    const refused = await post(colleague.headers, `/api/orders/${o.id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_AMOUNT_SHORT',
      details: { declaredVes: '0.00', expectedVes: o.totalVes },
    });
    expect(
      await one<{ status: string }>(sql`select status from orders where id = ${o.id}`),
    ).toEqual({ status: 'PENDIENTE' });
    const admin = await signInAs(t, 'admin');
    const accepted = await post(admin.headers, `/api/orders/${o.id}/approve`, {
      acceptShortfall: true,
      reason: 'El cliente pagó por Zelle; comprobante revisado con el banco',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'PAGADA' });
  });

  it('refuses SELF_APPROVAL to the staff customer of a transfer a colleague registered for them', async () => {
    const ev = await createEvent(t);
    const seller = await signInAs(t, 'sales');
    const supervisor = await signInAs(t, 'supervisor');
    const o = (
      await order(seller.headers, ev, [ev.seatIds[0]], { customerId: supervisor.user.id })
    ).json();
    const self = await post(supervisor.headers, `/api/orders/${o.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('SELF_APPROVAL');
    const admin = await signInAs(t, 'admin');
    expect((await post(admin.headers, `/api/orders/${o.id}/approve`)).statusCode).toBe(200);
  });

  it('lets exactly one of two approvals racing on one order through, issuing tickets once', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const o = (await order(buyer.headers, ev, ev.seatIds.slice(0, 2))).json();
    const [a, b] = [await signInAs(t, 'sales'), await signInAs(t, 'supervisor')];
    const results = await Promise.all([
      post(a.headers, `/api/orders/${o.id}/approve`),
      post(b.headers, `/api/orders/${o.id}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('ORDER_ALREADY_PAID');
    const tickets = await one<{ n: number }>(
      sql`select count(*)::int as n from tickets where order_id = ${o.id}`,
    );
    expect(tickets.n).toBe(2);
  });
});

describe('[SALE] unpaid orders expire', () => {
  it('gives every PENDIENTE order a deadline from the settings and e-mails "pague antes de"', async () => {
    await t.database.db.execute(sql`update business_settings set payment_deadline_minutes = 90`);
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const o = (await order(buyer.headers, ev, [ev.seatIds[0]])).json();
    expect(Date.parse(o.paymentDueAt) - Date.parse(o.createdAt)).toBe(90 * 60_000);
    const mail = await one<{ subject: string; template: string }>(
      sql`select subject, template from mail_outbox where "to" = ${buyer.user.email} order by created_at desc limit 1`,
    );
    expect(mail.template).toBe('order-pending');
    expect(mail.subject).toMatch(new RegExp(`^Recibimos tu orden #${o.number}: pague antes de`));
    await t.database.db.execute(sql`update business_settings set payment_deadline_minutes = 1440`);
  });

  it('cancels an overdue order once even when the job runs twice at once; seats, coupon use and e-mail follow', async () => {
    const ev = await createEvent(t);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `PLAZO${ev.code}`,
        eventId: ev.id,
        discountType: 'PERCENT',
        discountValue: '10',
        maxUses: 5,
      })
      .returning();
    const buyer = await signInAs(t, 'customer');
    const o = (
      await order(buyer.headers, ev, ev.seatIds.slice(0, 2), {
        couponCode: coupon.code,
        payment: transfer(bankId, vesFor(2, '22.50')),
      })
    ).json();
    expect(o.discount).toBe('5.00');
    await t.database.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 minute' where id = ${o.id}`,
    );
    const runs = await Promise.all([
      cancelOverdueOrders(t.app.ctx),
      cancelOverdueOrders(t.app.ctx),
    ]);
    expect(runs.flat()).toEqual([o.id]);

    const after = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: buyer.headers })
    ).json();
    expect(after).toMatchObject({
      status: 'ANULADA',
      cancellationReason: 'PAYMENT_DEADLINE',
      paymentDueAt: null,
    });
    const used = await one<{ n: number }>(
      sql`select used_count as n from coupons where id = ${coupon.id}`,
    );
    expect(used.n).toBe(0);
    const audits = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'orders.cancel' and entity_id = ${o.id}`,
    );
    expect(audits.n).toBe(1);
    const mail = await one<{ subject: string }>(
      sql`select subject from mail_outbox where template = 'order-expired' and "to" = ${buyer.user.email}`,
    );
    expect(mail.subject).toBe(`Tu orden #${o.number} fue anulada: venció el plazo de pago`);

    // The seats are on sale again: another buyer holds and buys them.
    const map = (
      await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/seat-map` })
    ).json();
    const statuses = map.zones[0].seats.filter((s: { id: string }) =>
      ev.seatIds.slice(0, 2).includes(s.id),
    );
    expect(statuses.map((s: { status: string }) => s.status)).toEqual(['available', 'available']);
    const next = await signInAs(t, 'customer');
    expect((await order(next.headers, ev, ev.seatIds.slice(0, 2))).statusCode).toBe(201);
  });

  it('leaves a paid order alone whatever its old deadline', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const o = (await order(buyer.headers, ev, [ev.seatIds[0]])).json();
    expect(
      (await post((await signInAs(t, 'sales')).headers, `/api/orders/${o.id}/approve`)).statusCode,
    ).toBe(200);
    await t.database.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 day' where id = ${o.id}`,
    );
    expect(await cancelOverdueOrders(t.app.ctx)).not.toContain(o.id);
  });
});

describe('[SALE] seats cannot be parked', () => {
  it('refuses a third unpaid order of one customer for one event (422), allows it once one is settled', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const first = (await order(buyer.headers, ev, [ev.seatIds[0]])).json();
    expect((await order(buyer.headers, ev, [ev.seatIds[1]])).statusCode).toBe(201);
    const third = await order(buyer.headers, ev, [ev.seatIds[2]]);
    expect(third.statusCode).toBe(422);
    expect(third.json().error.code).toBe('PENDING_ORDERS_LIMIT');
    const admin = await signInAs(t, 'admin');
    await post(admin.headers, `/api/orders/${first.id}/cancel`, { reason: 'Cliente desiste' });
    const retry = await post(buyer.headers, '/api/orders', {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId, vesFor(1)),
    });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('keeps cash and POS at the box office: a customer cannot order with them', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    for (const paymentMethod of ['EFECTIVO_USD', 'EFECTIVO_VES', 'PUNTO_DE_VENTA']) {
      const res = await post(buyer.headers, '/api/orders', { eventId: ev.id, paymentMethod });
      expect(res.statusCode, paymentMethod).toBe(400);
      expect(res.json().error.details.fields.paymentMethod).toMatch(/taquilla/);
    }
    const zelle = await post(buyer.headers, '/api/orders', {
      eventId: ev.id,
      paymentMethod: 'ZELLE',
    });
    expect(zelle.statusCode).toBe(400);
    expect(zelle.json().error.details.fields.payment).toMatch(/Zelle/);
  });

  it('builds the order from the live holds only: a stale expired row does not block it', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 minute' where seat_id = ${ev.seatIds[0]}`,
    );
    const res = await order(buyer.headers, ev, [ev.seatIds[1]]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().seats.map((s: { seatId: string }) => s.seatId)).toEqual([ev.seatIds[1]]);
    // With nothing live at all the buyer is told the cart ran out.
    await hold(buyer.headers, ev.id, [ev.seatIds[2]]);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 minute' where seat_id = ${ev.seatIds[2]}`,
    );
    const expired = await post(buyer.headers, '/api/orders', {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: transfer(bankId, vesFor(1)),
    });
    expect(expired.json().error.code).toBe('HOLD_EXPIRED');
  });

  it('gives the coupon use back when staff cancel an order', async () => {
    const ev = await createEvent(t);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `ANULA${ev.code}`,
        eventId: ev.id,
        discountType: 'FIXED',
        discountValue: '5.00',
        maxUses: 1,
      })
      .returning();
    const buyer = await signInAs(t, 'customer');
    const o = (
      await order(buyer.headers, ev, [ev.seatIds[0]], {
        couponCode: coupon.code,
        payment: transfer(bankId, vesFor(1, '20.00')),
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/coupons/${coupon.code}` })).statusCode,
    ).toBe(404);
    const admin = await signInAs(t, 'admin');
    expect(
      (await post(admin.headers, `/api/orders/${o.id}/cancel`, { reason: 'Duplicada' })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/coupons/${coupon.code}` });
    expect(again.json()).toMatchObject({ remainingUses: 1 });
  });
});
