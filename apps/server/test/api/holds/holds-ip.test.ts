/**
 * Issue 23, point 6 (decision 030): anonymous sessions are cheap, so the live seats of one
 * event that anonymous sessions from one address group hold together are capped
 * (HOLD_ANON_PER_IP, 40): an IPv4 address, or an IPv6 /64. Signed-in buyers never count and
 * are never refused for their address. The address is the hold request's (req.ip).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEvent, createRate, type H } from '../../factories';
import { createTestApp, createUser, signInAs, TEST_PASSWORD, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';
import { HoldBatcher } from '../../../src/modules/holds/hold-batch';

let t: TestApp;
/** The proxy in front (TRUST_PROXY): its X-Forwarded-For names the client. */
const PROXY = '10.255.0.1';
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: PROXY });
  await createRate(t);
});
afterAll(async () => t?.close());

const HOLD_LIMIT_IP =
  'Desde esta conexión ya hay muchos asientos apartados sin cuenta. Inicie sesión o regístrese para apartar más.';

/** POST /api/holds as `session`, the request coming from `ip` (with these headers). */
const holdFrom = (
  session: { headers: H },
  ip: string,
  eventId: string,
  seatIds: string[],
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers: { ...session.headers, ...headers },
    payload: { eventId, seatIds },
    remoteAddress: ip,
  });

/** Anonymous sessions (each started from an address of its own, as the helper does). */
const anonymous = (n: number) =>
  Promise.all(Array.from({ length: n }, () => signInAs(t, 'anonymous')));

/** Live holds of the event. */
const liveHolds = async (eventId: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from seat_holds where event_id = ${eventId} and expires_at > now()`,
    )
  )[0].n;

/** `sessions` hold five seats each from `ips` (in turn), from the event's first seat on. */
async function fillFrom(
  sessions: { headers: H }[],
  ips: string[],
  ev: { id: string; seatIds: string[] },
) {
  for (const [i, s] of sessions.entries()) {
    const res = await holdFrom(s, ips[i % ips.length], ev.id, ev.seatIds.slice(i * 5, i * 5 + 5));
    expect(res.statusCode).toBe(201);
  }
}

function expectRefused(res: { statusCode: number; json(): { error: unknown } }) {
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toEqual({
    code: 'HOLD_LIMIT_IP',
    message: HOLD_LIMIT_IP,
    details: { limit: 40 },
  });
}

describe('[HOLDS IP] anonymous holds per address', () => {
  it('refuses the 41st seat to anonymous sessions of one IPv4 address, and holds nothing of it; a signed-in buyer there and an anonymous one elsewhere still hold', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 60 }] });
    const ip = '203.0.113.7';
    await fillFrom(await anonymous(8), [ip], ev);
    expect(await liveHolds(ev.id)).toBe(40);

    const [ninth, elsewhere] = await anonymous(2);
    expectRefused(await holdFrom(ninth, ip, ev.id, [ev.seatIds[40]]));
    // The same address as an IPv4-mapped IPv6 one (a dual-stack socket) is the same address.
    expectRefused(await holdFrom(ninth, `::ffff:${ip}`, ev.id, [ev.seatIds[40]]));
    // Best available is the same hold.
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/holds/best',
        headers: ninth.headers,
        payload: { eventId: ev.id, zoneId: ev.zones[0].id, quantity: 1 },
        remoteAddress: ip,
      }),
    );
    expect(await liveHolds(ev.id)).toBe(40);

    // Another event is another count.
    const other = await createEvent(t);
    expect((await holdFrom(ninth, ip, other.id, [other.seatIds[0]])).statusCode).toBe(201);

    // A signed-in customer behind the same address holds its own limit.
    const customer = await signInAs(t, 'customer');
    const bought = await holdFrom(customer, ip, ev.id, ev.seatIds.slice(40, 50));
    expect(bought.statusCode).toBe(201);
    // An anonymous session from another address holds.
    expect((await holdFrom(elsewhere, '198.51.100.9', ev.id, [ev.seatIds[50]])).statusCode).toBe(
      201,
    );
    expect(await liveHolds(ev.id)).toBe(51);
  });

  it('counts the client named by the trusted proxy, and never an address a client names itself', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 50 }] });
    const client = '203.0.113.40';
    const viaProxy = { 'x-forwarded-for': client };
    for (const [i, s] of (await anonymous(8)).entries()) {
      const res = await holdFrom(s, PROXY, ev.id, ev.seatIds.slice(i * 5, i * 5 + 5), viaProxy);
      expect(res.statusCode).toBe(201);
    }
    const [ninth] = await anonymous(1);
    expectRefused(await holdFrom(ninth, PROXY, ev.id, [ev.seatIds[40]], viaProxy));
    // The same client straight to the server, naming another address itself: still the client.
    expectRefused(
      await holdFrom(ninth, client, ev.id, [ev.seatIds[40]], {
        'x-forwarded-for': '198.51.100.1',
      }),
    );
    // Another client behind the proxy.
    const other = await holdFrom(ninth, PROXY, ev.id, [ev.seatIds[40]], {
      'x-forwarded-for': '203.0.113.41',
    });
    expect(other.statusCode).toBe(201);
  });

  it('counts IPv6 addresses of one /64 together, and another /64 apart', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 50 }] });
    // Eight addresses of 2001:db8:aa:1::/64, written in every way.
    const sameLine = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:ffff',
      '2001:0db8:00aa:0001:0000:0000:0000:0002',
      '2001:DB8:AA:1:1234:5678:9abc:def0',
      '2001:db8:aa:1::10.0.0.1',
      '2001:db8:aa:1:0:0:0:3',
      '2001:db8:aa:1::4',
      '2001:db8:aa:1:8000::',
    ];
    await fillFrom(await anonymous(8), sameLine, ev);
    const [ninth] = await anonymous(1);
    expectRefused(await holdFrom(ninth, '2001:db8:aa:1:dead:beef::9', ev.id, [ev.seatIds[40]]));
    expect(await liveHolds(ev.id)).toBe(40);
    // The neighbouring /64 is another line.
    expect((await holdFrom(ninth, '2001:db8:aa:2::1', ev.id, [ev.seatIds[40]])).statusCode).toBe(
      201,
    );
  });

  it('gives the quota back when a seat is released, when a hold expires and when a session becomes an account', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 60 }] });
    const ip = '203.0.113.20';
    const sessions = await anonymous(8);
    await fillFrom(sessions, [ip], ev);
    const [late] = await anonymous(1);
    expectRefused(await holdFrom(late, ip, ev.id, [ev.seatIds[40]]));

    // Released: one seat of the first session.
    const released = await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${ev.seatIds[0]}`,
      headers: sessions[0].headers,
      remoteAddress: ip,
    });
    expect(released.statusCode).toBe(204);
    expect((await holdFrom(late, ip, ev.id, [ev.seatIds[40]])).statusCode).toBe(201);
    expectRefused(await holdFrom(late, ip, ev.id, [ev.seatIds[41]]));

    // Expired: the second session's five seats (an expired row is not a hold).
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second'
          where seat_id in (${sql.join(
            ev.seatIds.slice(5, 10).map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
    const [third] = await anonymous(1);
    expect((await holdFrom(third, ip, ev.id, ev.seatIds.slice(41, 46))).statusCode).toBe(201);
    expectRefused(await holdFrom(third, ip, ev.id, [ev.seatIds[46]]));

    // The third session signs up: its seats are a customer's, no longer the address's.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: sessions[2].headers,
      payload: {
        email: `ip-${Date.now()}@prueba.test`,
        password: TEST_PASSWORD,
        name: 'Ana',
        lastName: 'Pérez',
      },
      remoteAddress: ip,
    });
    expect(signUp.statusCode).toBe(201);
    expect((await holdFrom(late, ip, ev.id, ev.seatIds.slice(46, 50))).statusCode).toBe(201);
    expect(await liveHolds(ev.id)).toBe(44);
  });

  it('keeps a session that holds its own seats again, and turns the cap off with HOLD_ANON_PER_IP=0', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 45 }] });
    const ip = '203.0.113.30';
    const sessions = await anonymous(8);
    await fillFrom(sessions, [ip], ev);
    // Asking again for seats it holds adds nothing to the count.
    expect((await holdFrom(sessions[7], ip, ev.id, ev.seatIds.slice(35, 40))).statusCode).toBe(201);

    const open = await createTestApp({ HOLD_ANON_PER_IP: '0' });
    try {
      const evOpen = await createEvent(open, {
        zones: [{ name: 'GENERAL', price: '25.00', seats: 50 }],
      });
      for (let i = 0; i < 5; i++) {
        const session = (
          await open.app.inject({ method: 'POST', url: '/api/auth/anonymous', remoteAddress: ip })
        ).json();
        const res = await open.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: { authorization: `Bearer ${session.session.accessToken}` },
          payload: { eventId: evOpen.id, seatIds: evOpen.seatIds.slice(i * 10, i * 10 + 10) },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});

describe('[HOLDS IP] in the hold function', () => {
  const buyer = async () => (await createUser(t, { role: 'customer' })).id;

  it('decides the requests of one address group in one batch in order: a refused one does not count, a later smaller one fits', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 20 }] });
    const users = await Promise.all(Array.from({ length: 6 }, buyer));
    const batcher = new HoldBatcher(t.database, 600, 2000, 10);
    const ask = (i: number, seats: string[], ipGroup: string | null) =>
      batcher.hold({
        userId: users[i],
        eventId: ev.id,
        seatIds: seats,
        limit: 10,
        web: true,
        ipGroup,
      });
    const s = ev.seatIds;
    const verdicts = await Promise.all([
      ask(0, s.slice(0, 3), '192.0.2.1'),
      ask(1, s.slice(3, 6), '192.0.2.1'),
      ask(2, s.slice(6, 8), null), // signed in: not counted
      ask(3, s.slice(8, 11), '192.0.2.1'),
      ask(4, s.slice(11, 14), '192.0.2.1'), // 9 + 3 > 10
      ask(5, s.slice(14, 15), '192.0.2.1'), // 9 + 1
    ]);
    expect(batcher.stats.batches).toBe(1);
    expect(verdicts.map((v) => ('held' in v ? v.held.length : v.refused))).toEqual([
      3,
      3,
      2,
      3,
      'TK006',
      1,
    ]);
    expect(verdicts[4]).toEqual({ refused: 'TK006', detail: '{"limit" : 10}' });
    expect(await liveHolds(ev.id)).toBe(12);
  });

  it('keeps the cap when many calls of one address group are in the database at once (several processes)', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 128 }] });
    const users = await Promise.all(Array.from({ length: 64 }, buyer));
    // Four batchers: four processes' calls, each of 16 requests of two seats.
    const batchers = Array.from({ length: 4 }, () => new HoldBatcher(t.database, 600, 2000, 40));
    const verdicts = await Promise.all(
      users.map((userId, i) =>
        batchers[i % 4].hold({
          userId,
          eventId: ev.id,
          seatIds: ev.seatIds.slice(i * 2, i * 2 + 2),
          limit: 10,
          web: true,
          ipGroup: '192.0.2.50',
        }),
      ),
    );
    expect(verdicts.filter((v) => 'held' in v)).toHaveLength(20);
    expect(verdicts.filter((v) => 'refused' in v && v.refused === 'TK006')).toHaveLength(44);
    expect(await liveHolds(ev.id)).toBe(40);
  });

  it('keeps the cap for a burst of anonymous sessions of one address through the API', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 60 }] });
    const sessions = await anonymous(30);
    const answers = await Promise.all(
      sessions.map((s, i) =>
        holdFrom(s, '203.0.113.99', ev.id, ev.seatIds.slice(i * 2, i * 2 + 2)),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expectRefused(r);
    expect(await liveHolds(ev.id)).toBe(40);
  });
});
