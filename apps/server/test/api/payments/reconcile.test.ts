import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/lib/sql';
import { createEvent, createRate, firstBankId, placeOrder } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
let staff: { authorization: string };
const orderIds: Record<string, string> = {};

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

async function upload(fields: Record<string, string>, file: Buffer, name = 'estado.csv') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const req = new Request('http://local/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/reconcile',
    headers: { ...staff, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

/** A customer's PENDIENTE transfer order for `seats` seats of 25.00 USD, paid with `reference`. */
async function pendingOrder(
  ev: Awaited<ReturnType<typeof createEvent>>,
  seatIds: string[],
  reference: string,
) {
  const buyer = await signInAs(t, 'customer');
  const res = await placeOrder(t, buyer.headers, ev.id, seatIds, { bankId, reference });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; totalVes: string };
}

beforeAll(async () => {
  t = await createTestApp();
  await createRate(t, '36.51200000');
  bankId = await firstBankId(t);
  staff = (await signInAs(t, 'sales')).headers;
  const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
  // The statement fixture's lines: 45001 pays 912,80; 4500-2 pays 1.825,60; 45003 pays 500,00.
  const a = await pendingOrder(ev, [ev.seatIds[0]], '45001');
  const b = await pendingOrder(ev, [ev.seatIds[1], ev.seatIds[2]], '0045002');
  const c = await pendingOrder(ev, [ev.seatIds[3]], '45003');
  expect([a.totalVes, b.totalVes, c.totalVes]).toEqual(['912.80', '1825.60', '912.80']);
  Object.assign(orderIds, { a: a.id, b: b.id, c: c.id });
});
afterAll(async () => t?.close());

describe('[RECONCILE] bank statement against pending orders', () => {
  it('sorts the statement into matched, amount mismatch and unmatched, approving nothing', async () => {
    const res = await upload({ bankId }, fixture('statement-signed.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.matched.map((m: { orderId: string }) => m.orderId).sort()).toEqual(
      [orderIds.a, orderIds.b].sort(),
    );
    expect(body.amountMismatch).toEqual([
      expect.objectContaining({
        orderId: orderIds.c,
        amountVes: '500.00',
        expectedVes: '912.80',
        differenceVes: '-412.80',
      }),
    ]);
    expect(body.unmatched).toEqual([
      expect.objectContaining({ reference: '99999', reason: 'NO_ORDER', orderId: null }),
    ]);
    expect(body.ignored).toBe(1);
    const statuses = await rows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id in (${orderIds.a}, ${orderIds.b}, ${orderIds.c})`,
    );
    expect(statuses.every((s) => s.status === 'PENDIENTE')).toBe(true);
  });

  it('approves the confirmed orders in one step: tickets issued and their e-mails queued', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/reconcile/confirm',
      headers: staff,
      payload: { orderIds: [orderIds.a, orderIds.b] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approved.sort()).toEqual([orderIds.a, orderIds.b].sort());
    const [row] = await rows<{ paid: number; tickets: number; mails: number }>(
      t.database.db,
      sql`select (select count(*)::int from orders where id in (${orderIds.a}, ${orderIds.b}) and status = 'PAGADA') as paid,
                 (select count(*)::int from tickets where order_id in (${orderIds.a}, ${orderIds.b})) as tickets,
                 (select count(*)::int from mail_outbox where subject like '%' || right(${orderIds.a}::text, 12)
                    or subject like '%' || right(${orderIds.b}::text, 12)) as mails`,
    );
    expect(row).toEqual({ paid: 2, tickets: 3, mails: 2 });
    const again = await upload({ bankId }, fixture('statement-signed.csv'));
    expect(again.json().matched).toEqual([]);
    expect(
      again.json().unmatched.filter((u: { reason: string }) => u.reason === 'ALREADY_PAID'),
    ).toHaveLength(2);
  });

  it('asks for the columns of a statement it cannot read, then remembers them for the bank', async () => {
    const odd = Buffer.from('Día;Operación;Valor\n22/11/2026;45003;912,80\n');
    const unknown = await upload({ bankId }, odd);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('STATEMENT_COLUMNS_UNKNOWN');
    expect(unknown.json().error.details.headers[0]).toEqual(['Día', 'Operación', 'Valor']);

    const mapping = {
      date: 'Día',
      reference: 'Operación',
      amount: 'Valor',
      dateFormat: 'DD/MM/YYYY',
    };
    const mapped = await upload({ bankId, mapping: JSON.stringify(mapping) }, odd);
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().matched).toEqual([expect.objectContaining({ orderId: orderIds.c })]);
    const remembered = await upload({ bankId }, odd);
    expect(remembered.json().mapping).toMatchObject(mapping);
  });

  it('reads the other shape too: an XLSX with debit and credit columns, at another bank', async () => {
    const otherBank = bankId;
    bankId = await firstBankId(t);
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 4 }] });
    const x = await pendingOrder(ev, [ev.seatIds[0]], '88001');
    const y = await pendingOrder(ev, [ev.seatIds[1], ev.seatIds[2]], '88002');
    const res = await upload({ bankId }, fixture('statement-debit-credit.xlsx'), 'banesco.xlsx');
    bankId = otherBank;
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .matched.map((m: { orderId: string }) => m.orderId)
        .sort(),
    ).toEqual([x.id, y.id].sort());
    expect(res.json().unmatched).toEqual([
      expect.objectContaining({ reference: '88004', amountVes: '100.00', reason: 'NO_ORDER' }),
    ]);
    expect(res.json().ignored).toBe(1);
  });

  it('refuses bad uploads with a Spanish field error', async () => {
    const noBank = await upload({}, fixture('statement-signed.csv'));
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().error.details.fields.bankId).toMatch(/banco/);
    const empty = await upload({ bankId }, Buffer.from('Fecha;Referencia;Monto\n'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.file).toMatch(/movimientos/);
    const badMapping = await upload(
      { bankId, mapping: '{"date":"Día"}' },
      fixture('statement-signed.csv'),
    );
    expect(badMapping.statusCode).toBe(400);
  });

  it('lets only admin, supervisor and sales reconcile', async () => {
    for (const role of ['auditor', 'customer', 'chekiner'] as const) {
      staff = (await signInAs(t, role)).headers;
      expect((await upload({ bankId }, fixture('statement-signed.csv'))).statusCode, role).toBe(
        403,
      );
    }
  });
});
