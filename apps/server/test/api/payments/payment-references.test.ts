import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createSalesApp, firstBankId, transfer } from '../../factories';
import { signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
let otherBankId: string;
beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  otherBankId = await firstBankId(t);
});
afterAll(async () => t?.close());

type H = { authorization: string };

/** A buyer holding one seat of `ev`, ready to order. */
async function buyerWithSeat(seatId: string, eventId: string) {
  const buyer = await signInAs(t, 'customer');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers: buyer.headers,
    payload: { eventId, seatIds: [seatId] },
  });
  expect(res.statusCode).toBe(201);
  return buyer.headers as H;
}

const order = (h: H, eventId: string, bank: string, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: h,
    payload: {
      eventId,
      paymentMethod: 'TRANSFERENCIA',
      payment: { ...transfer(bank), reference },
    },
  });

describe('[PAYMENTS] a bank reference is used once, however it is written', () => {
  it('refuses 1234-5678 again as " 12345678 ", "0012345678" and "12345678" at the same bank', async () => {
    const ev = await createEvent(t);
    const first = await order(
      await buyerWithSeat(ev.seatIds[0], ev.id),
      ev.id,
      bankId,
      '1234-5678',
    );
    expect(first.statusCode, first.body).toBe(201);
    for (const [i, written] of [' 12345678 ', '0012345678', '12345678'].entries()) {
      const res = await order(
        await buyerWithSeat(ev.seatIds[i + 1], ev.id),
        ev.id,
        bankId,
        written,
      );
      expect(res.statusCode, written).toBe(409);
      expect(res.json().error.code).toBe('PAYMENT_REFERENCE_USED');
    }
    const elsewhere = await order(
      await buyerWithSeat(ev.seatIds[5], ev.id),
      ev.id,
      otherBankId,
      '12345678',
    );
    expect(elsewhere.statusCode, 'the same number at another bank is another payment').toBe(201);
  });

  it('lets exactly one of two orders racing on one normalized reference through', async () => {
    const ev = await createEvent(t);
    const [a, b] = await Promise.all([
      buyerWithSeat(ev.seatIds[0], ev.id),
      buyerWithSeat(ev.seatIds[1], ev.id),
    ]);
    const results = await Promise.all([
      order(a, ev.id, bankId, '0077-7777'),
      order(b, ev.id, bankId, '777777'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.code).toBe('PAYMENT_REFERENCE_USED');
  });
});
