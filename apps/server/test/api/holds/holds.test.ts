import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEvent, createRate } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';
import { RELOAD_AFTER_MS } from '../../../src/modules/holds/zone-views';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t, '36.51200000');
});
afterAll(async () => t?.close());

const hold = (headers: object, eventId: string, seatIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers: headers as Record<string, string>,
    payload: { eventId, seatIds },
  });
const seatMap = async (eventId: string, headers?: object) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/seat-map`,
      headers: headers as Record<string, string>,
    })
  ).json();
const statusOf = (map: { zones: { seats: { id: string; status: string }[] }[] }, id: string) =>
  map.zones.flatMap((z) => z.seats).find((s) => s.id === id)?.status;
const holdCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from seat_holds`))[0].n;

describe('[HOLDS] all or nothing', () => {
  it('holds seats for 600 s, shows them as mine to the holder and held to others', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const other = await signInAs(t, 'anonymous');
    const res = await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 2));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.holds.map((h: { seatId: string }) => h.seatId).sort()).toEqual(
      ev.seatIds.slice(0, 2).sort(),
    );
    const secondsLeft = (new Date(body.expiresAt).getTime() - Date.now()) / 1000;
    expect(secondsLeft).toBeGreaterThan(590);
    expect(secondsLeft).toBeLessThanOrEqual(600);

    expect(statusOf(await seatMap(ev.id, buyer.headers), ev.seatIds[0])).toBe('mine');
    expect(statusOf(await seatMap(ev.id, other.headers), ev.seatIds[0])).toBe('held');
    expect(statusOf(await seatMap(ev.id), ev.seatIds[2])).toBe('available');

    // Another buyer asking for a held seat and a free one gets neither.
    const clash = await hold(other.headers, ev.id, [ev.seatIds[2], ev.seatIds[1]]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'SEAT_UNAVAILABLE',
      details: { seatIds: [ev.seatIds[1]] },
    });
    expect(statusOf(await seatMap(ev.id), ev.seatIds[2])).toBe('available');

    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/holds?eventId=${ev.id}`,
        headers: buyer.headers,
      })
    ).json();
    expect(list.holds).toHaveLength(2);
    expect(list.holds[0].seat).toMatchObject({
      name: 'A-1',
      zone: { name: 'GENERAL', basePrice: '25.00' },
    });
  });

  it('prices the cart in USD and Bs.S at the current rate', async () => {
    const ev = await createEvent(t, {
      zones: [
        { name: 'GENERAL', price: '25.00', seats: 5 },
        { name: 'VIP', price: '120.50', seats: 5 },
      ],
    });
    const buyer = await signInAs(t, 'customer');
    const [g, v] = ev.zones;
    expect(
      (await hold(buyer.headers, ev.id, [g.seats[0].id, g.seats[1].id, v.seats[0].id])).statusCode,
    ).toBe(201);
    const sum = (
      await t.app.inject({
        method: 'GET',
        url: `/api/cart/summary?eventId=${ev.id}`,
        headers: buyer.headers,
      })
    ).json();
    expect(sum.zones).toEqual([
      { zoneName: 'GENERAL', seatsCount: 2, zonePriceTotal: '50.00' },
      { zoneName: 'VIP', seatsCount: 1, zonePriceTotal: '120.50' },
    ]);
    expect(sum).toMatchObject({
      totalPricesZones: '170.50',
      currentRate: '36.5120',
      totalPricesZonesVes: '6225.30',
    });
  });

  it('releases one seat or all, and the seats are available again', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 3));
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${ev.seatIds[0]}`,
      headers: buyer.headers,
    });
    expect(one.statusCode).toBe(204);
    expect(statusOf(await seatMap(ev.id), ev.seatIds[0])).toBe('available');
    expect(statusOf(await seatMap(ev.id), ev.seatIds[1])).toBe('held');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/holds?eventId=${ev.id}`,
      headers: buyer.headers,
    });
    const map = await seatMap(ev.id);
    expect(ev.seatIds.slice(0, 3).map((id) => statusOf(map, id))).toEqual([
      'available',
      'available',
      'available',
    ]);
  });

  it('refuses more than the role limit (customer 10) with 422 HOLD_LIMIT, writing nothing', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '10.00', seats: 30 }] });
    const buyer = await signInAs(t, 'customer');
    expect((await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 8))).statusCode).toBe(201);
    const before = await holdCount();
    const over = await hold(buyer.headers, ev.id, ev.seatIds.slice(8, 11));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'HOLD_LIMIT',
      message: 'Puede reservar hasta 10 asientos por evento.',
    });
    expect(await holdCount()).toBe(before);
    const admin = await signInAs(t, 'admin');
    expect((await hold(admin.headers, ev.id, ev.seatIds.slice(10, 30))).statusCode).toBe(201); // admin 20
  });

  it("caps the public site by the zone's max_seats_web", async () => {
    const ev = await createEvent(t, {
      zones: [{ name: 'VIP', price: '100.00', seats: 10, maxSeatsWeb: 2 }],
    });
    const buyer = await signInAs(t, 'anonymous');
    const res = await hold(buyer.headers, ev.id, ev.seatIds.slice(0, 3));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/hasta 2 asientos por la web/);
  });

  it("counts the zone's seats already held, zone by zone, and leaves the box office uncapped", async () => {
    const ev = await createEvent(t, {
      zones: [
        { name: 'VIP', price: '100.00', seats: 10, maxSeatsWeb: 2 },
        { name: 'GENERAL', price: '20.00', seats: 10 },
      ],
    });
    const [vip, general] = ev.zones.map((z) => z.seats.map((s) => s.id));
    const buyer = await signInAs(t, 'anonymous');
    expect((await hold(buyer.headers, ev.id, vip.slice(0, 2))).statusCode).toBe(201);
    // The VIP cap is full: another VIP seat is refused, alone or beside a GENERAL one…
    const third = await hold(buyer.headers, ev.id, [vip[2]]);
    expect(third.statusCode).toBe(422);
    expect(third.json().error.details).toMatchObject({ limit: 2, zoneId: ev.zones[0].id });
    expect((await hold(buyer.headers, ev.id, [general[0], vip[3]])).statusCode).toBe(422);
    // …while GENERAL seats are not limited by it.
    expect((await hold(buyer.headers, ev.id, general.slice(0, 3))).statusCode).toBe(201);
    const sales = await signInAs(t, 'sales');
    expect((await hold(sales.headers, ev.id, vip.slice(4, 8))).statusCode).toBe(201);
  });

  it('answers bad input with a Spanish 4xx and writes nothing', async () => {
    const ev = await createEvent(t);
    const otherEv = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const before = await holdCount();
    const foreign = await hold(buyer.headers, ev.id, [ev.seatIds[0], otherEv.seatIds[0]]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toMatchObject({
      fields: { seatIds: expect.stringMatching(/no pertenecen a este evento/) },
      seatIds: [otherEv.seatIds[0]],
    });
    const unknown = await hold(buyer.headers, ev.id, ['6f1d2c3b-0000-4000-8000-000000000000']);
    expect(unknown.statusCode).toBe(400);
    const malformed = await hold(buyer.headers, ev.id, ['asiento-1']);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields['seatIds.0']).toBe('Identificador inválido');
    const empty = await hold(buyer.headers, ev.id, []);
    expect(empty.json().error.details.fields.seatIds).toBe('Seleccione al menos un asiento');
    const dup = await hold(buyer.headers, ev.id, [ev.seatIds[0], ev.seatIds[0]]);
    expect(dup.statusCode).toBe(400);
    const hidden = await createEvent(t, { publishAt: null });
    const closed = await hold(buyer.headers, hidden.id, [hidden.seatIds[0]]);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.code).toBe('EVENT_NOT_ON_SALE');
    expect(await holdCount()).toBe(before);
  });
});

describe('[HOLDS] expiry is a read-time rule', () => {
  it('an expired hold stops counting before any sweep, and another buyer can take the seat', async () => {
    const ev = await createEvent(t);
    const first = await signInAs(t, 'customer');
    const second = await signInAs(t, 'customer');
    await hold(first.headers, ev.id, [ev.seatIds[0]]);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where seat_id = ${ev.seatIds[0]}`,
    );
    expect(statusOf(await seatMap(ev.id), ev.seatIds[0])).toBe('available');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/holds?eventId=${ev.id}`,
          headers: first.headers,
        })
      ).json().holds,
    ).toEqual([]);
    const taken = await hold(second.headers, ev.id, [ev.seatIds[0]]);
    expect(taken.statusCode).toBe(201);
    expect(statusOf(await seatMap(ev.id, second.headers), ev.seatIds[0])).toBe('mine');
  });
});

describe('[HOLDS] best available, picked on the server', () => {
  const best = (headers: object, eventId: string, zoneId: string, quantity: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holds/best',
      headers: headers as Record<string, string>,
      payload: { eventId, zoneId, quantity },
    });

  it('takes adjacent seats in the front row, leaving no lone seat beside them', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'Platea', price: '30.00', seats: 20 }] });
    const zone = ev.zones[0];
    const other = await signInAs(t, 'customer');
    const a5 = zone.seats.find((s) => s.name === 'A-5')!;
    expect((await hold(other.headers, ev.id, [a5.id])).statusCode).toBe(201);

    const buyer = await signInAs(t, 'customer');
    const res = await best(buyer.headers, ev.id, zone.id, 3);
    expect(res.statusCode).toBe(201);
    // Row A: 1–4 free, 5 held, 6–10 free. A-1…3 or A-2…4 would strand one seat; A-6…8 is
    // nearer the middle than A-8…10.
    const names = res
      .json()
      .seats.map((s: { id: string }) => zone.seats.find((z) => z.id === s.id)!.name);
    expect(names).toEqual(['A-6', 'A-7', 'A-8']);
    expect(res.json().holds).toHaveLength(3);
    const map = await seatMap(ev.id, buyer.headers);
    for (const s of res.json().seats) expect(statusOf(map, s.id)).toBe('mine');
  });

  it('looks past the front rows when only a back row holds the whole block', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'Grada', price: '20.00', seats: 100 }] });
    const zone = ev.zones[0];
    // Rows A–I each lose their 5th seat; only row J keeps ten in a row.
    const other = await signInAs(t, 'customer');
    const fifths = 'ABCDEFGHI'
      .split('')
      .map((r) => zone.seats.find((s) => s.name === `${r}-5`)!.id);
    expect((await hold(other.headers, ev.id, fifths)).statusCode).toBe(201);
    const buyer = await signInAs(t, 'customer');
    const res = await best(buyer.headers, ev.id, zone.id, 10);
    expect(res.statusCode).toBe(201);
    expect(res.json().seats.map((s: { row: string }) => s.row)).toEqual(Array(10).fill('J'));
  });

  it('sells nothing twice when buyers race for the last seats of a zone, and sells them all', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'Palco', price: '50.00', seats: 10 }] });
    const zone = ev.zones[0];
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signInAs(t, 'customer')));
    const answers = await Promise.all(buyers.map((b) => best(b.headers, ev.id, zone.id, 2)));
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    // Whoever lost a race asks again, as a buyer would, until the zone says it is full.
    const won = answers.filter((a) => a.statusCode === 201);
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 201) continue;
      const again = await best(buyers[i].headers, ev.id, zone.id, 2);
      if (again.statusCode === 201) won.push(again);
      else
        expect(again.json().error.message).toBe(
          'No hay 2 asientos juntos disponibles en esta zona.',
        );
    }
    expect(won).toHaveLength(5);
    const taken = won.flatMap((a) => a.json().seats.map((s: { id: string }) => s.id));
    expect(new Set(taken).size).toBe(10);
    for (const a of won) {
      const [x, y] = a.json().seats as { index: number; row: string }[];
      expect(y.row).toBe(x.row);
      expect(y.index).toBe(x.index + 1);
    }
  });

  it('does not trust what it last heard: seats taken or freed behind its back (another process, no notice)', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'Tribuna', price: '25.00', seats: 20 }] });
    const zone = ev.zones[0];
    const first = await signInAs(t, 'customer');
    const firstPick = await best(first.headers, ev.id, zone.id, 2);
    expect(firstPick.json().seats.map((s: { row: string }) => s.row)).toEqual(['A', 'A']);
    // What another process's buyers do reaches this one only through the feed; write it
    // straight to the table instead, so this process still believes row A has free seats.
    const stranger = await signInAs(t, 'customer');
    const rowA = zone.seats.filter((s) => s.name.startsWith('A-')).map((s) => s.id);
    const taken = new Set(firstPick.json().seats.map((s: { id: string }) => s.id));
    const insertHolds = (ids: string[]) =>
      t.database.db.execute(
        sql`insert into seat_holds (seat_id, event_id, user_id, expires_at)
            select id::uuid, ${ev.id}::uuid, ${stranger.user.id}::uuid, now() + interval '10 minutes'
            from unnest(${`{${ids.join(',')}}`}::text[]) as id`,
      );
    await insertHolds(rowA.filter((id) => !taken.has(id)));
    const second = await signInAs(t, 'customer');
    const res = await best(second.headers, ev.id, zone.id, 3);
    expect(res.statusCode).toBe(201);
    expect(res.json().seats.map((s: { row: string }) => s.row)).toEqual(['B', 'B', 'B']);

    // Row B is now full too, as far as this process knows, and it is told nothing when the
    // stranger lets row A go: a request finds no block in what it knows, reads again (a read
    // of the last second is believed, decision 056), and gets row A.
    const rowB = zone.seats.filter((s) => s.name.startsWith('B-')).map((s) => s.id);
    const heldB = new Set(res.json().seats.map((s: { id: string }) => s.id));
    await insertHolds(rowB.filter((id) => !heldB.has(id)));
    const fourth = await signInAs(t, 'customer');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const third = await signInAs(t, 'customer');
      expect((await best(third.headers, ev.id, zone.id, 4)).statusCode).toBe(409);
      await t.database.db.execute(sql`delete from seat_holds where user_id = ${stranger.user.id}`);
      expect((await best(third.headers, ev.id, zone.id, 4)).statusCode).toBe(409);
      vi.setSystemTime(Date.now() + RELOAD_AFTER_MS);
      const freed = await best(fourth.headers, ev.id, zone.id, 4);
      expect(freed.statusCode).toBe(201);
      expect(freed.json().seats.map((s: { row: string }) => s.row)).toEqual(['A', 'A', 'A', 'A']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers bad requests in Spanish and writes nothing', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const before = await holdCount();
    const tooMany = await best(buyer.headers, ev.id, ev.zones[0].id, 11);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details.fields.quantity).toBe('Máximo 10 asientos juntos');
    expect((await best(buyer.headers, ev.id, ev.zones[0].id, 'dos')).statusCode).toBe(400);
    const unknown = await best(buyer.headers, ev.id, '6f1d2c3b-0000-4000-8000-000000000000', 2);
    expect(unknown.statusCode).toBe(404);
    expect(await holdCount()).toBe(before);
  });
});
