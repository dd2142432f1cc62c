import { TICKET_CODE_PATTERN } from '@tickera/shared/ticket-code';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { events } from '../../../src/db/schema/events';
import { createEvent, createRate, firstBankId, placeOrder } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { decodeSubject, parts, pngSize } from '../../mime';
import { rows } from '../../../src/lib/sql';
import { eq } from 'drizzle-orm';

let t: TestApp;
let smtp: SMTPServer;
const received: string[] = [];
let bankId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (d) => (raw += d));
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  await createRate(t);
  bankId = await firstBankId(t);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

type H = { authorization: string };
async function pendingOrder(buyer: { headers: H }, seats = 2, opts: { hardticket?: boolean } = {}) {
  const ev = await createEvent(t, {
    name: 'Los Amigos Invisibles en vivo',
    startAt: new Date('2027-03-14T00:30:00Z'),
  });
  if (opts.hardticket)
    await t.database.db
      .update(events)
      .set({ printTypes: ['ETICKET', 'HARDTICKET'] })
      .where(eq(events.id, ev.id));
  const res = await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, seats), { bankId });
  expect(res.statusCode).toBe(201);
  return { ev, order: res.json() };
}
const act = (h: H, id: string, action: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/${action}`, headers: h, payload });

describe('[BOX-OFFICE] approve', () => {
  it('PENDIENTE → PAGADA issues one ticket per seat with a QR, and a second approval is refused', async () => {
    const buyer = await signInAs(t, 'customer');
    const sales = await signInAs(t, 'sales');
    const { order } = await pendingOrder(buyer, 2, { hardticket: true });
    const res = await act(sales.headers, order.id, 'approve');
    expect(res.statusCode).toBe(200);
    const paid = res.json();
    expect(paid).toMatchObject({
      status: 'PAGADA',
      approvedBy: 'María Rodríguez',
      approvedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(paid.seats.map((s: { ticket: { code: string; qr: string } }) => s.ticket.code)).toEqual([
      expect.stringMatching(TICKET_CODE_PATTERN),
      expect.stringMatching(TICKET_CODE_PATTERN),
    ]);
    expect(paid.seats[0].ticket.qr).toMatch(/^data:image\/png;base64,/);
    expect(paid.payment.status).toBe('APROBADO');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: buyer.headers })
    ).json();
    expect(mine.items[0].seats.every((s: { ticket: unknown }) => s.ticket !== null)).toBe(true);

    const again = await act(sales.headers, order.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
      message: 'La orden ya fue aprobada.',
    });
    expect(
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from tickets where order_id = ${order.id}`,
        )
      )[0].n,
    ).toBe(2);

    // The ticket e-mail reached a real SMTP server.
    await t.app.ctx.mailer.deliverDue();
    const mail = received.find((m) => decodeSubject(m).endsWith(order.id.slice(-12)));
    expect(mail, 'correo de entradas').toBeDefined();
    expect(decodeSubject(mail!)).toBe(`Tus entradas Tickera · Orden ${order.id.slice(-12)}`);
    const pngs = parts(mail!).filter((p) => /image\/png/i.test(p.headers));
    expect(pngs).toHaveLength(2);
    expect(pngs.map((p) => pngSize(p.body))).toEqual([
      { width: 180, height: 180 },
      { width: 180, height: 180 },
    ]);
    const text = parts(mail!)
      .filter((p) => /text\/plain/i.test(p.headers))
      .map((p) => p.body.toString('utf8'))
      .join('');
    expect(text).toContain('Fecha: Mar 13, 2027, 8:30:00 PM'); // en-US medium (with seconds), 12-hour, America/Caracas
    expect(text).toContain('debe canjearse por una entrada física');
  });

  it('refuses approval by roles outside the matrix', async () => {
    const buyer = await signInAs(t, 'customer');
    const { order } = await pendingOrder(buyer, 1);
    for (const role of ['customer', 'auditor', 'chekiner'] as const) {
      expect((await act((await signInAs(t, role)).headers, order.id, 'approve')).statusCode).toBe(
        403,
      );
    }
  });
});

describe('[BOX-OFFICE] cancel and review', () => {
  it('cancels with reason: seats on sale again, rows kept, author and time recorded, audit entry', async () => {
    const buyer = await signInAs(t, 'customer');
    const supervisor = await signInAs(t, 'supervisor');
    const { ev, order } = await pendingOrder(buyer, 2);
    const bad = await act(supervisor.headers, order.id, 'cancel', { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.reason).toMatch(/motivo/);

    const res = await act(supervisor.headers, order.id, 'cancel', {
      reason: 'Pago no recibido',
      notesText: 'Transferencia rechazada por el banco',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ANULADA',
      cancellationReason: 'Pago no recibido',
      cancellationNotes: 'Transferencia rechazada por el banco',
      cancelledBy: 'María Rodríguez',
      cancelledAt: expect.stringMatching(/^\d{4}-/),
      createdBy: { id: buyer.user.id },
    });
    const [row] = await rows<{ cancelledBy: string; cancelledAt: Date; seats: number }>(
      t.database.db,
      sql`select cancelled_by as "cancelledBy", cancelled_at as "cancelledAt", (select count(*)::int from order_seats where order_id = o.id) as seats from orders o where id = ${order.id}`,
    );
    expect(row.cancelledBy).toBe(supervisor.user.id);
    expect(row.cancelledAt).toBeTruthy();
    expect(row.seats).toBe(2);
    const map = (
      await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}/seat-map` })
    ).json();
    expect(map.zones[0].seats.slice(0, 2).map((s: { status: string }) => s.status)).toEqual([
      'available',
      'available',
    ]);
    const audit = await rows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${order.id} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['orders.create', 'orders.cancel']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/mine', headers: buyer.headers }))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).not.toContain(order.id);
    expect(
      (await act(supervisor.headers, order.id, 'cancel', { reason: 'otra vez' })).statusCode,
    ).toBe(409);
    expect((await act(supervisor.headers, order.id, 'approve')).json().error.code).toBe(
      'ORDER_CANCELLED',
    );

    // Another buyer can now take and buy those seats.
    const next = await signInAs(t, 'customer');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: next.headers,
          payload: { eventId: ev.id, seatIds: ev.seatIds.slice(0, 2) },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('flags an order in review, and staff find it by reference, filters and paging', async () => {
    const buyer = await signInAs(t, 'customer');
    const sales = await signInAs(t, 'sales');
    const { order } = await pendingOrder(buyer, 1);
    expect((await act(sales.headers, order.id, 'review', { inReview: true })).json().inReview).toBe(
      true,
    );
    const ref = order.payment.reference;
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders?inReview=true&q=${ref}`,
        headers: sales.headers,
      })
    ).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(list.total).toBe(1);
    const lookup = (
      await t.app.inject({
        method: 'GET',
        url: `/api/payments?reference=${ref}`,
        headers: sales.headers,
      })
    ).json();
    expect(lookup.items).toHaveLength(1);
    expect(lookup.items[0]).toMatchObject({
      orderId: order.id,
      orderStatus: 'PENDIENTE',
      reference: ref,
    });
    const paged = (
      await t.app.inject({
        method: 'GET',
        url: '/api/orders?limit=2&status=PENDIENTE',
        headers: sales.headers,
      })
    ).json();
    expect(paged.items.length).toBeLessThanOrEqual(2);
    expect(paged.hasMore).toBe(paged.total > 2);
  });
});
