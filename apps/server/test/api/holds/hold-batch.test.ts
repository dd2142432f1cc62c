/**
 * Holds in batches (issue 11, decision 026): many buyers' requests in one call of
 * tickera_hold_batch, each decided as if it were alone, refusals writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEvent, createRate } from '../../factories';
import { createTestApp, createUser, signInAs, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';
import { until } from '../../until';
import { HoldBatcher, holdBatcher } from '../../../src/modules/holds/hold-batch';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
});
afterAll(async () => t?.close());

/** seat → holder, for these seats (live holds only). */
async function holders(seatIds: string[]) {
  const found = await rows<{ seat: string; usr: string }>(
    t.database.db,
    sql`select seat_id as seat, user_id as usr from seat_holds
        where seat_id in (${sql.join(
          seatIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and expires_at > now()`,
  );
  return new Map(found.map((r) => [r.seat, r.usr]));
}

const buyer = async () => (await createUser(t, { role: 'customer' })).id;

/** Runs `fn` while another transaction keeps these seats' rows locked (a stuck writer). */
async function whileLocked<T>(seatIds: string[], fn: () => Promise<T>): Promise<T> {
  const other = await t.database.pool!.connect();
  try {
    await other.query('begin');
    await other.query('select 1 from seats where id = any($1::uuid[]) for update', [seatIds]);
    return await fn();
  } finally {
    await other.query('rollback').catch(() => undefined);
    other.release();
  }
}

describe('[HOLD BATCH] one call, many buyers', () => {
  it('decides every request of one batch on its own: one holds, each refusal says why and writes nothing', async () => {
    const ev = await createEvent(t, {
      zones: [
        { name: 'GENERAL', price: '25.00', seats: 20 },
        { name: 'VIP', price: '90.00', seats: 10, maxSeatsWeb: 2 },
      ],
    });
    const unpublished = await createEvent(t, { publishAt: null });
    const other = await createEvent(t);
    const [general, vip] = ev.zones.map((z) => z.seats.map((s) => s.id));
    const [ok, late, stranger, taker, greedy, vipFan, boxOffice, earlier] = await Promise.all(
      Array.from({ length: 8 }, buyer),
    );

    // Before the batch: one seat held by another buyer, and a buyer already at 9 of 10.
    const before = new HoldBatcher(t.database, 600);
    const setup = await Promise.all([
      before.hold({ userId: earlier, eventId: ev.id, seatIds: [general[5]], limit: 10, web: true }),
      before.hold({
        userId: greedy,
        eventId: ev.id,
        seatIds: general.slice(10, 19),
        limit: 10,
        web: true,
      }),
    ]);
    expect(setup.every((v) => 'held' in v)).toBe(true);

    const batcher = new HoldBatcher(t.database, 600);
    const verdicts = await Promise.all([
      batcher.hold({
        userId: ok,
        eventId: ev.id,
        seatIds: general.slice(0, 2),
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: late,
        eventId: unpublished.id,
        seatIds: [unpublished.seatIds[0]],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: stranger,
        eventId: ev.id,
        seatIds: [general[2], other.seatIds[0]],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: taker,
        eventId: ev.id,
        seatIds: [general[3], general[5]],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: greedy,
        eventId: ev.id,
        seatIds: [general[6], general[7]],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: vipFan,
        eventId: ev.id,
        seatIds: vip.slice(0, 3),
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: boxOffice,
        eventId: ev.id,
        seatIds: vip.slice(3, 7),
        limit: 20,
        web: false,
      }),
    ]);
    // All seven went to the database together.
    expect(batcher.stats).toEqual({
      batches: 1,
      requests: 7,
      largest: 7,
      deadlocks: 0,
      lockTimeouts: 0,
    });

    const [okV, lateV, strangerV, takerV, greedyV, vipV, boxV] = verdicts;
    expect('held' in okV && okV.held.map((h) => h.seatId).sort()).toEqual(
      general.slice(0, 2).sort(),
    );
    expect(lateV).toEqual({ refused: 'TK001', detail: null });
    expect(strangerV).toEqual({ refused: 'TK002', detail: other.seatIds[0] });
    expect(takerV).toEqual({ refused: 'TK003', detail: general[5] });
    expect(greedyV).toMatchObject({ refused: 'TK004' });
    expect(JSON.parse((greedyV as { detail: string }).detail)).toEqual({ limit: 10, held: 11 });
    expect(vipV).toMatchObject({ refused: 'TK005' });
    expect(JSON.parse((vipV as { detail: string }).detail)).toEqual({
      limit: 2,
      zoneId: ev.zones[1].id,
    });
    expect('held' in boxV && boxV.held).toHaveLength(4);

    // What the database holds: exactly the two accepted requests and the earlier holds.
    const held = await holders([...general, ...vip, unpublished.seatIds[0], other.seatIds[0]]);
    expect(held.get(general[0])).toBe(ok);
    expect(held.get(general[1])).toBe(ok);
    expect(held.get(general[5])).toBe(earlier);
    for (const seat of [general[2], general[3], general[6], general[7], ...vip.slice(0, 3)])
      expect(held.has(seat)).toBe(false);
    for (const seat of vip.slice(3, 7)) expect(held.get(seat)).toBe(boxOffice);
    expect(held.has(unpublished.seatIds[0])).toBe(false);
    expect(held.has(other.seatIds[0])).toBe(false);
    expect(held.size).toBe(2 + 1 + 9 + 4);
  });

  it('sends a second request of one buyer, or for one seat, in a later batch, and decides it after the first', async () => {
    const ev = await createEvent(t);
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, buyer));
    const s = ev.seatIds;
    const batcher = new HoldBatcher(t.database, 600);
    const [first, again, rival, alone, afterRival] = await Promise.all([
      batcher.hold({ userId: a, eventId: ev.id, seatIds: [s[0]], limit: 2, web: true }),
      // a again: after its first request, so its limit of 2 counts s[0].
      batcher.hold({ userId: a, eventId: ev.id, seatIds: [s[1], s[2]], limit: 2, web: true }),
      // b wants a's seat: decided after a took it.
      batcher.hold({ userId: b, eventId: ev.id, seatIds: [s[0], s[3]], limit: 10, web: true }),
      batcher.hold({ userId: c, eventId: ev.id, seatIds: [s[4]], limit: 10, web: true }),
      // d shares a seat with b's request, which waits: d waits behind it and gets s[3].
      batcher.hold({ userId: d, eventId: ev.id, seatIds: [s[3]], limit: 10, web: true }),
    ]);
    expect(first).toMatchObject({ held: [{ seatId: s[0] }] });
    expect(again).toMatchObject({ refused: 'TK004' });
    expect(rival).toEqual({ refused: 'TK003', detail: s[0] });
    expect(alone).toMatchObject({ held: [{ seatId: s[4] }] });
    expect(afterRival).toMatchObject({ held: [{ seatId: s[3] }] });
    // [a, c], then [a again, b] once a and s[0] are out of the database, then [d] after b.
    expect(batcher.stats.batches).toBe(3);
    expect(batcher.stats.largest).toBe(2);
    const held = await holders(s);
    expect([...held.entries()].sort()).toEqual(
      [
        [s[0], a],
        [s[3], d],
        [s[4], c],
      ].sort(),
    );
  });

  it('reads ids in any case as PostgreSQL does: a seat named twice is refused alone, a seat two buyers name in two cases goes to the first', async () => {
    const ev = await createEvent(t);
    const [a, b, c] = await Promise.all([buyer(), buyer(), buyer()]);
    const s = ev.seatIds;
    const batcher = new HoldBatcher(t.database, 600);
    const [twice, first, second, other] = await Promise.all([
      batcher.hold({
        userId: a,
        eventId: ev.id,
        seatIds: [s[0], s[0].toUpperCase()],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: b,
        eventId: ev.id.toUpperCase(),
        seatIds: [s[1]],
        limit: 10,
        web: true,
      }),
      batcher.hold({
        userId: c,
        eventId: ev.id,
        seatIds: [s[1].toUpperCase()],
        limit: 10,
        web: true,
      }),
      batcher.hold({ userId: a, eventId: ev.id, seatIds: [s[2]], limit: 10, web: true }),
    ]);
    expect(twice).toEqual({ refused: 'TK002', detail: null });
    expect(first).toMatchObject({ held: [{ seatId: s[1] }] });
    expect(second).toEqual({ refused: 'TK003', detail: s[1] });
    expect(other).toMatchObject({ held: [{ seatId: s[2] }] });
    // Through the API: 400, the seats untouched.
    const anon = await signInAs(t, 'anonymous');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: anon.headers,
      payload: { eventId: ev.id, seatIds: [s[3], s[3].toUpperCase()] },
    });
    expect(res.statusCode).toBe(400);
    expect([...(await holders(s)).entries()].sort()).toEqual(
      [
        [s[1], b],
        [s[2], a],
      ].sort(),
    );
  });

  it('answers seats in the order asked: the held ones, and the taken ones a refusal names', async () => {
    const ev = await createEvent(t);
    const [a, b] = await Promise.all([buyer(), buyer()]);
    const s = ev.seatIds;
    const batcher = new HoldBatcher(t.database, 600);
    const held = await batcher.hold({
      userId: a,
      eventId: ev.id,
      seatIds: [s[9], s[3], s[7], s[1]],
      limit: 10,
      web: true,
    });
    expect('held' in held && held.held.map((h) => h.seatId)).toEqual([s[9], s[3], s[7], s[1]]);
    const refused = await batcher.hold({
      userId: b,
      eventId: ev.id,
      seatIds: [s[7], s[0], s[9], s[3]],
      limit: 10,
      web: true,
    });
    expect(refused).toEqual({ refused: 'TK003', detail: [s[7], s[9], s[3]].join(',') });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'sends a batch again when PostgreSQL breaks a deadlock with it (a writer that locks seats out of id order)',
    async () => {
      const ev = await createEvent(t);
      const [a, b] = await Promise.all([buyer(), buyer()]);
      const [low, high] = [...ev.seatIds.slice(0, 2)].sort();
      const other = await t.database.pool!.connect();
      try {
        // A writer that takes the higher seat first and is slow to detect deadlocks, so the
        // batch is the one PostgreSQL breaks.
        await other.query('begin');
        await other.query("set local deadlock_timeout = '10s'");
        await other.query('select 1 from seats where id = $1 for update', [high]);
        const batcher = new HoldBatcher(t.database, 600);
        const verdicts = Promise.all([
          batcher.hold({ userId: a, eventId: ev.id, seatIds: [low], limit: 10, web: true }),
          batcher.hold({ userId: b, eventId: ev.id, seatIds: [high], limit: 10, web: true }),
        ]);
        // The batch holds `low` and waits for `high`; now the writer wants `low`.
        await until(async () => {
          const { rows: waiting } = await other.query(
            `select count(*)::int as n from pg_locks where locktype = 'transactionid' and not granted
               and transactionid::text = txid_current()::text`,
          );
          return waiting[0].n === 1;
        });
        await other.query('select 1 from seats where id = $1 for update', [low]);
        await other.query('rollback');
        expect(await verdicts).toMatchObject([
          { held: [{ seatId: low }] },
          { held: [{ seatId: high }] },
        ]);
        // Once at least (a retry can meet the writer again before it got `low`).
        expect(batcher.stats.deadlocks).toBeGreaterThanOrEqual(1);
      } finally {
        await other.query('rollback').catch(() => undefined);
        other.release();
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'holds the seats of a batch that are free while another transaction keeps one seat locked, and refuses only the request that needs it',
    async () => {
      const ev = await createEvent(t);
      const [a, b, c] = await Promise.all([buyer(), buyer(), buyer()]);
      const [free1, locked, free2] = ev.seatIds;
      const batcher = new HoldBatcher(t.database, 600, 300);
      await whileLocked([locked], async () => {
        const verdicts = await Promise.all([
          batcher.hold({ userId: a, eventId: ev.id, seatIds: [free1], limit: 10, web: true }),
          batcher.hold({ userId: b, eventId: ev.id, seatIds: [locked], limit: 10, web: true }),
          batcher.hold({ userId: c, eventId: ev.id, seatIds: [free2], limit: 10, web: true }),
        ]);
        // Decided while the writer still holds its lock: one batch, then halves.
        expect(verdicts).toMatchObject([
          { held: [{ seatId: free1 }] },
          { refused: 'BUSY', detail: null },
          { held: [{ seatId: free2 }] },
        ]);
      });
      expect(batcher.stats).toMatchObject({ batches: 1, requests: 3 });
      // The whole batch, then [a, b] (c alone went through), then b alone.
      expect(batcher.stats.lockTimeouts).toBe(3);
      const held = await holders(ev.seatIds);
      expect([...held]).toEqual(
        expect.arrayContaining([
          [free1, a],
          [free2, c],
        ]),
      );
      expect(held.size).toBe(2);
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets a buyer whose request went through hold again while the request that met the lock is still being decided',
    async () => {
      const ev = await createEvent(t);
      const [a, b] = await Promise.all([buyer(), buyer()]);
      const [free1, locked, free2] = ev.seatIds;
      const batcher = new HoldBatcher(t.database, 600, 1000);
      await whileLocked([locked], async () => {
        let lockedDecided = false;
        const [first, stuck] = [
          batcher.hold({ userId: a, eventId: ev.id, seatIds: [free1], limit: 10, web: true }),
          batcher.hold({ userId: b, eventId: ev.id, seatIds: [locked], limit: 10, web: true }),
        ];
        void stuck.then(() => (lockedDecided = true));
        // [a, b] waits 1 s, then a's half goes through and b's waits another second.
        expect(await first).toMatchObject({ held: [{ seatId: free1 }] });
        const again = await batcher.hold({
          userId: a,
          eventId: ev.id,
          seatIds: [free2],
          limit: 10,
          web: true,
        });
        expect(again).toMatchObject({ held: [{ seatId: free2 }] });
        expect(lockedDecided).toBe(false);
        expect(await stuck).toEqual({ refused: 'BUSY', detail: null });
      });
      expect(batcher.stats).toMatchObject({ batches: 2, lockTimeouts: 2 });
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses every request of a batch as busy when both halves wait again (a lock on seats all over it), without splitting further',
    async () => {
      const ev = await createEvent(t);
      const buyers = await Promise.all(Array.from({ length: 4 }, buyer));
      const seats = ev.seatIds.slice(0, 4);
      const batcher = new HoldBatcher(t.database, 600, 300);
      const verdicts = await whileLocked([seats[0], seats[3]], () =>
        Promise.all(
          buyers.map((userId, i) =>
            batcher.hold({ userId, eventId: ev.id, seatIds: [seats[i]], limit: 10, web: true }),
          ),
        ),
      );
      expect(verdicts).toEqual(buyers.map(() => ({ refused: 'BUSY', detail: null })));
      // The batch, then both of its halves: three calls, no more.
      expect(batcher.stats).toMatchObject({ batches: 1, lockTimeouts: 3 });
      expect((await holders(seats)).size).toBe(0);
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers a hold of a seat another transaction keeps locked with a 409 in Spanish, and holds nothing',
    async () => {
      const ev = await createEvent(t);
      const session = await signInAs(t, 'customer');
      const hold = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: session.headers,
          payload: { eventId: ev.id, seatIds: ev.seatIds.slice(0, 2) },
        });
      await whileLocked([ev.seatIds[1]], async () => {
        const res = await hold();
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatchObject({
          code: 'SEAT_UNAVAILABLE',
          message:
            'Los asientos están en otra operación en este momento; intente de nuevo en unos segundos.',
          details: { busy: true, seatIds: [] },
        });
        expect((await holders(ev.seatIds)).size).toBe(0);
      });
      // Once the writer is gone, the same hold goes through.
      const again = await hold();
      expect(again.statusCode).toBe(201);
    },
  );

  it('refuses a batch that names a seat or a buyer twice, and writes nothing', async () => {
    const ev = await createEvent(t);
    const [a, b] = await Promise.all([buyer(), buyer()]);
    const call = (users: string[], seats: string[], seatReq: number[]) =>
      t.database.prepared(
        'hold-batch-test',
        `select * from tickera_hold_batch($1::uuid[], $2::uuid[], $3::int[], $4::boolean[], $5::uuid[], $6::int[], 600)`,
        [users, users.map(() => ev.id), users.map(() => 10), users.map(() => true), seats, seatReq],
      );
    await expect(call([a, b], [ev.seatIds[0], ev.seatIds[0]], [1, 2])).rejects.toThrow(
      /twice in one batch/,
    );
    await expect(call([a, a], [ev.seatIds[0], ev.seatIds[1]], [1, 2])).rejects.toThrow(
      /twice in one batch/,
    );
    await expect(call([a, b], [ev.seatIds[0]], [1])).rejects.toThrow(/do not match/);
    expect((await holders(ev.seatIds)).size).toBe(0);
  });

  it('sends every API hold through the batches, and sells each seat once to concurrent buyers', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 30 }] });
    const buyers = await Promise.all(Array.from({ length: 40 }, () => signInAs(t, 'anonymous')));
    const stats = holdBatcher(t.database, t.app.ctx.config.holdSeconds).stats;
    const requestsBefore = stats.requests;
    // Each buyer asks for two neighbouring seats; buyer i and i + 1 want one seat in common.
    const answers = await Promise.all(
      buyers.map((b, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: b.headers,
          payload: { eventId: ev.id, seatIds: [ev.seatIds[i % 30], ev.seatIds[(i + 1) % 30]] },
        }),
      ),
    );
    expect(stats.requests - requestsBefore).toBe(40);
    const given = new Map<string, number>();
    for (const [i, res] of answers.entries()) {
      expect([201, 409]).toContain(res.statusCode);
      if (res.statusCode === 201)
        for (const h of res.json().holds as { seatId: string }[]) given.set(h.seatId, i);
      else expect(res.json().error.code).toBe('SEAT_UNAVAILABLE');
    }
    const held = await holders(ev.seatIds);
    expect(held.size).toBe(given.size);
    for (const [seat, i] of given) expect(held.get(seat)).toBe(buyers[i].user.id);
  });
});
