/**
 * A statement longer than one approval batch (decision 041): every order approved once with
 * its tickets, e-mail and audit row; a refused order or a row the database refuses costs only
 * itself; bad input writes nothing; sending the same list again changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@tickera/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/lib/sql';
import { APPROVAL_BATCH } from '../../../src/modules/orders/approve-orders';
import { createEvent, createRate, firstBankId, placeOrder, transfer } from '../../factories';
import { createTestApp, createUser, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let staff: { authorization: string };
let staffId: string;
/** APPROVAL_BATCH + 5 orders: two batches. */
const good: string[] = [];
let short: string;
/** An order one of whose seats already has a live ticket: its ticket insert fails. */
let broken: string;
const unknown = randomUUID();
let list: string[];

const confirm = (orderIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/reconcile/confirm',
    headers: staff,
    payload: { orderIds },
  });

/** A new customer's PENDIENTE transfer order for one seat (a customer may have two unpaid). */
async function pendingOrder(eventId: string, seatId: string, bankId: string, amount?: string) {
  const customer = await createUser(t);
  const { token } = await t.app.ctx.jwt.sign({ sub: customer.id, role: 'customer', anon: false });
  const res = await placeOrder(t, { authorization: `Bearer ${token}` }, eventId, [seatId], {
    bankId,
    ...(amount ? { payment: transfer(bankId, amount) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** What the confirm writes, for the orders of the list. */
async function written() {
  const [row] = await rows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*)::int from orders where id = any(${`{${list.join(',')}}`}::uuid[]) and status = 'PAGADA') as paid,
      (select count(*)::int from payments where order_id = any(${`{${list.join(',')}}`}::uuid[]) and status = 'APROBADO') as "paymentsApproved",
      (select count(*)::int from tickets where order_id = any(${`{${list.join(',')}}`}::uuid[]) and is_active) as tickets,
      (select count(*)::int from ticket_share_links where order_id = any(${`{${list.join(',')}}`}::uuid[])) as "shareLinks",
      (select count(*)::int from mail_outbox where template = 'tickets') as mails,
      (select count(*)::int from audit_log where action = 'orders.approve') as "approveAudits"`,
  );
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  await createRate(t, '36.51200000');
  const bankId = await firstBankId(t);
  const sales = await signInAs(t, 'sales');
  staff = sales.headers;
  staffId = sales.user.id;
  const ev = await createEvent(t, {
    zones: [{ name: 'GENERAL', price: '25.00', seats: APPROVAL_BATCH + 7 }],
  });
  for (let i = 0; i < APPROVAL_BATCH + 5; i++)
    good.push(await pendingOrder(ev.id, ev.seatIds[i], bankId));
  short = await pendingOrder(ev.id, ev.seatIds[APPROVAL_BATCH + 5], bankId, '100.00');
  broken = await pendingOrder(ev.id, ev.seatIds[APPROVAL_BATCH + 6], bankId);
  await t.database.db.execute(
    sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
        select os.id, os.order_id, ${ev.id}, os.seat_id, 'TK-BROKEN' from order_seats os where os.order_id = ${broken}`,
  );
  // The refused ones inside the first batch, the rest of the good ones after them.
  list = [...good.slice(0, 10), short, broken, unknown, ...good.slice(10)];
});
afterAll(async () => t?.close());

describe('[RECONCILE] a statement confirmed in batches', () => {
  it('refuses a list with a malformed id or over 500 orders, writing nothing', async () => {
    const before = await written();
    const bad = await confirm([...list.slice(0, 50), 'no-es-un-id', ...list.slice(50)]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    expect(bad.json().error.details.fields['orderIds.50']).toBe('Orden inválida');
    const many = await confirm(Array.from({ length: 501 }, () => randomUUID()));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details.fields.orderIds).toBe('Máximo 500 órdenes por confirmación');
    expect(await written()).toEqual(before);
    expect(before.paid).toBe(0);
  });

  it('approves every order once, across batches: tickets in, e-mails queued, audited; the refused ones are left as they were', async () => {
    const res = await confirm(list);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      approved: string[];
      failed: { orderId: string; code: string; message: string }[];
    };
    expect(body.approved.sort()).toEqual([...good].sort());
    // The first batch failed on the broken order's ticket and was tried one order at a time.
    expect(body.failed).toEqual([
      {
        orderId: short,
        code: 'PAYMENT_AMOUNT_SHORT',
        message: ERROR_MESSAGES.PAYMENT_AMOUNT_SHORT,
      },
      { orderId: broken, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL },
      { orderId: unknown, code: 'NOT_FOUND', message: ERROR_MESSAGES.NOT_FOUND },
    ]);
    // One each per good order; the broken order keeps only the ticket it had.
    expect(await written()).toEqual({
      paid: good.length,
      paymentsApproved: good.length,
      tickets: good.length + 1,
      shareLinks: good.length,
      mails: good.length,
      approveAudits: good.length,
    });
    const byOrder = await rows<{ id: string; status: string; approvedBy: string | null }>(
      t.database.db,
      sql`select id, status, approved_by as "approvedBy" from orders where id in (${short}, ${broken})`,
    );
    expect(byOrder.map((o) => [o.status, o.approvedBy])).toEqual([
      ['PENDIENTE', null],
      ['PENDIENTE', null],
    ]);
    const [approver] = await rows<{ approvers: string[] }>(
      t.database.db,
      sql`select array_agg(distinct approved_by::text) as approvers from orders where status = 'PAGADA'`,
    );
    expect(approver.approvers).toEqual([staffId]);
    const [reconcile] = await rows<{ data: { approved: string[]; failed: string[] } }>(
      t.database.db,
      sql`select data from audit_log where action = 'payments.reconcile'`,
    );
    expect(reconcile.data.approved).toHaveLength(good.length);
    expect(reconcile.data.failed.sort()).toEqual([short, broken, unknown].sort());
  });

  it('sent again, changes nothing: the approved orders answer that they are paid', async () => {
    const before = await written();
    const stamps = await rows<{ approvedAt: Date }>(
      t.database.db,
      sql`select approved_at as "approvedAt" from orders where status = 'PAGADA' order by id`,
    );
    const res = await confirm(list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approved).toEqual([]);
    const codes = (res.json().failed as { orderId: string; code: string }[]).filter(
      (f) => f.code === 'ORDER_ALREADY_PAID',
    );
    expect(codes.map((f) => f.orderId).sort()).toEqual([...good].sort());
    expect(await written()).toEqual(before);
    expect(
      await rows(
        t.database.db,
        sql`select approved_at as "approvedAt" from orders where status = 'PAGADA' order by id`,
      ),
    ).toEqual(stamps);
  });
});
