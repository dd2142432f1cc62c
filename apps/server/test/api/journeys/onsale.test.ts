/**
 * Invariant 1 under load: on PostgreSQL these requests really run at once (a pool of 20
 * connections); on PGlite they interleave on one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEvent, createRate, firstBankId, holdSeats, transfer } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';

let t: TestApp;
let bankId: string;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
  bankId = await firstBankId(t);
});
afterAll(async () => t?.close());

const anonymous = async (n: number) =>
  Promise.all(Array.from({ length: n }, () => signInAs(t, 'anonymous')));

describe('[ONSALE] a seat is taken at most once', () => {
  it('50 clients race for one seat: exactly one 201, the rest 409 SEAT_UNAVAILABLE', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 1 }] });
    const clients = await anonymous(50);
    const results = await Promise.all(
      clients.map((c) =>
        t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: c.headers,
          payload: { eventId: ev.id, seatIds: ev.seatIds },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(
      results
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().error.code === 'SEAT_UNAVAILABLE'),
    ).toBe(true);
  });

  it('200 buyers with random 1–4-seat requests over 100 seats: no seat twice, every 201 got all it asked for, then orders sell each once', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '10.00', seats: 100 }] });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signInAs(t, 'customer')));
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const requests = buyers.map((b) => {
      const n = 1 + Math.floor(random() * 4);
      const start = Math.floor(random() * (100 - n));
      return { b, seatIds: ev.seatIds.slice(start, start + n) };
    });
    const results = await Promise.all(
      requests.map((r) =>
        t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: r.b.headers,
          payload: { eventId: ev.id, seatIds: r.seatIds },
        }),
      ),
    );
    const winners = requests.filter((_, i) => results[i].statusCode === 201);
    expect(results.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.length).toBeLessThan(200); // the requests really collided
    for (const [i, r] of results.entries()) {
      if (r.statusCode === 201)
        expect(
          r
            .json()
            .holds.map((h: { seatId: string }) => h.seatId)
            .sort(),
        ).toEqual([...requests[i].seatIds].sort());
    }
    const granted = winners.flatMap((w) => w.seatIds);
    expect(new Set(granted).size).toBe(granted.length);

    const holdRows = await rows<{ seatId: string; userId: string }>(
      t.database.db,
      sql`select seat_id as "seatId", user_id as "userId" from seat_holds where event_id = ${ev.id}`,
    );
    expect(holdRows.length).toBe(granted.length);

    // Every winner buys at once; losers try to buy too (they hold nothing).
    const orders = await Promise.all(
      requests.map((r) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: r.b.headers,
          payload: { eventId: ev.id, paymentMethod: 'TRANSFERENCIA', payment: transfer(bankId) },
        }),
      ),
    );
    expect(orders.filter((o) => o.statusCode === 201)).toHaveLength(winners.length);
    expect(
      orders.filter((o) => o.statusCode !== 201).every((o) => o.json().error.code === 'NO_HOLDS'),
    ).toBe(true);
    const sold = await rows<{ seatId: string; n: number }>(
      t.database.db,
      sql`select os.seat_id as "seatId", count(*)::int as n from order_seats os join seats s on s.id = os.seat_id
          where s.event_id = ${ev.id} and os.is_active group by os.seat_id`,
    );
    expect(sold.length).toBe(granted.length);
    expect(sold.every((s) => s.n === 1)).toBe(true);
  }, 120_000);
});

describe('[ONSALE] expiry with a short HOLD_SECONDS', () => {
  it('expired holds vanish without the sweeper, another buyer takes the seat, and an order from them is refused', async () => {
    const short = await createTestApp({ HOLD_SECONDS: '1' });
    try {
      await createRate(short);
      const ev = await createEvent(short);
      const first = await signInAs(short, 'customer');
      const second = await signInAs(short, 'customer');
      const h = await holdSeats(short, first.headers, ev.id, [ev.seatIds[0]]);
      expect(h.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 1300));
      const late = await short.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: first.headers,
        payload: {
          eventId: ev.id,
          paymentMethod: 'TRANSFERENCIA',
          payment: transfer(await firstBankId(short)),
        },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('HOLD_EXPIRED');
      expect(
        (
          await short.app.inject({
            method: 'GET',
            url: `/api/holds?eventId=${ev.id}`,
            headers: first.headers,
          })
        ).json().holds,
      ).toEqual([]);
      const taken = await holdSeats(short, second.headers, ev.id, [ev.seatIds[0]]);
      expect(taken.statusCode).toBe(201);
    } finally {
      await short.close();
    }
  });
});
