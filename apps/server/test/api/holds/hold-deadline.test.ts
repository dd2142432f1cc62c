import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEvent } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const hold = (h: { authorization: string }, eventId: string, seatIds: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/holds', headers: h, payload: { eventId, seatIds } });

describe('[HOLDS] a hold cannot be stretched', () => {
  it('keeps the first deadline when the same seat is held again, and gives a new seat its own', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const first = await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    expect(first.statusCode).toBe(201);
    const deadline = first.json().holds[0].expiresAt as string;
    // Pretend four minutes went by: the hold is still live, with six minutes left.
    await t.database.db.execute(
      sql`update seat_holds set expires_at = expires_at - interval '4 minutes' where seat_id = ${ev.seatIds[0]}`,
    );
    const shortened = new Date(Date.parse(deadline) - 240_000).toISOString();
    const again = await hold(buyer.headers, ev.id, [ev.seatIds[0], ev.seatIds[1]]);
    expect(again.statusCode).toBe(201);
    const bySeat = Object.fromEntries(
      again.json().holds.map((h: { seatId: string; expiresAt: string }) => [h.seatId, h.expiresAt]),
    );
    expect(bySeat[ev.seatIds[0]]).toBe(shortened);
    expect(Date.parse(bySeat[ev.seatIds[1]])).toBeGreaterThan(Date.parse(deadline) - 1000);
    expect(again.json().expiresAt).toBe(shortened);
  });

  it('gives an expired hold of the same buyer a fresh deadline (it was no hold any more)', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where seat_id = ${ev.seatIds[0]}`,
    );
    const again = await hold(buyer.headers, ev.id, [ev.seatIds[0]]);
    expect(again.statusCode).toBe(201);
    expect(Date.parse(again.json().expiresAt) - Date.now()).toBeGreaterThan(590_000);
  });

  it('counts live holds only against the role limit', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '10.00', seats: 30 }] });
    const buyer = await signInAs(t, 'customer');
    expect((await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 10))).statusCode).toBe(201);
    expect((await hold(buyer.headers, ev.id, [ev.seatIds[10]])).json().error.code).toBe(
      'HOLD_LIMIT',
    );
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where seat_id in (
            select seat_id from seat_holds where event_id = ${ev.id} limit 3)`,
    );
    expect((await hold(buyer.headers, ev.id, ev.seatIds.slice(10, 13))).statusCode).toBe(201);
  });
});
