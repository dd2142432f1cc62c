import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createRate, firstBankId, placeOrder } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
});
afterAll(async () => t?.close());

describe('[TICKETS] admin list, resend and mail log', () => {
  it('lists issued tickets with search, resends the ticket e-mail, and shows it in the mail log', async () => {
    const ev = await createEvent(t, { name: 'Oscar D’León en el Poliedro' });
    const buyer = await signInAs(t, 'customer');
    const admin = await signInAs(t, 'admin');
    const order = (
      await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, 2), {
        bankId: await firstBankId(t),
      })
    ).json();
    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/resend-tickets`,
      headers: admin.headers,
    });
    expect(pending.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/approve`,
      headers: admin.headers,
    });

    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tickets?eventId=${ev.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      status: 'VALIDA',
      eventName: 'Oscar D’León en el Poliedro',
      orderId: order.id,
    });
    const byCode = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tickets?q=${list.items[0].code}`,
        headers: admin.headers,
      })
    ).json();
    expect(byCode.items.map((i: { code: string }) => i.code)).toEqual([list.items[0].code]);

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/resend-tickets`,
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(202);
    await t.app.ctx.mailer.deliverDue();
    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/api/mail?to=${encodeURIComponent(buyer.user.email)}`,
        headers: admin.headers,
      })
    ).json();
    expect(
      log.items
        .filter((m: { template: string }) => m.template === 'tickets')
        .map((m: { status: string }) => m.status),
    ).toEqual(['SENT', 'SENT']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mail/${log.items[0].id}/resend`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(202);

    const sales = await signInAs(t, 'sales');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tickets', headers: sales.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/mail?status=PERDIDO',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('[TICKETS] printable PDF', () => {
  it('gives the owner one page per ticket once paid, 409 before, 404 to strangers', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const admin = await signInAs(t, 'admin');
    const order = (
      await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, 3), {
        bankId: await firstBankId(t),
      })
    ).json();
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tickets.pdf`,
      headers: buyer.headers,
    });
    expect(early.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/approve`,
      headers: admin.headers,
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tickets.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    const stranger = await signInAs(t, 'customer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.id}/tickets.pdf`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
