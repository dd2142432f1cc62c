/**
 * The status polls' lane (decision 051): the room's state and the caller's own place are
 * written onto the HTTP answer before Fastify routes the request, when this process's copy
 * already holds them. What a caller notices is nothing: over a real port the answers are the
 * routes' answers, byte for byte and header for header; whatever the lane cannot answer
 * (an unknown or malformed id, no token or one not yet verified, HEAD, a query string) gets
 * the routes' own answer, Spanish errors included. The lane alone, on a server of its own
 * with a marker status for "went on", shows which requests it answers and which it leaves.
 */
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pollLane } from '../../../src/plugins/poll-lane';
import { lineCount } from '../../../src/modules/waiting-room/service';
import { API_HEADERS } from '../../../src/plugins/security-headers';
import { createEvent, createRate, type H } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { openRoom, signedToken, visitors } from './visitors';

let t: TestApp;
let admin: H;
let base: string;
/** A server with the lane and nothing else: 599 says the lane left the request to Fastify. */
let laneOnly: Server;
let laneBase: string;
const WENT_ON = 599;
/** What routes.ts declares for the two polls (the app refuses to start if they differ). */
const ROUTES = {
  room: { permission: 'public' as const },
  me: { permission: 'session' as const, auth: 'signature' as const },
};
const log: string[] = [];
/** Log lines of requests Fastify routed to `url` over the port (inject's have no remote port). */
const routedOverPort = (url: string) =>
  log.filter((line) => line.includes(`"url":${JSON.stringify(url)}`) && line.includes('remotePort'))
    .length;

const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // 127.0.0.1 is a trusted proxy here, so X-Forwarded-Proto: https asks for HSTS.
  // At LOG_LEVEL=info Fastify logs every request it routes: a poll the lane answered is not there.
  t = await createTestApp(
    { RATE_LIMITS: 'off', QUEUE_TICK_MS: '0', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' },
    null,
    new Writable({
      write(chunk, _enc, done) {
        log.push(String(chunk));
        done();
      },
    }),
  );
  await createRate(t);
  admin = (await signInAs(t, 'admin')).headers;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const lane = pollLane(t.app.ctx, ROUTES)!;
  laneOnly = createServer((req, res) => {
    if (!lane(req, res)) res.writeHead(WENT_ON).end();
  });
  laneBase = await listening(laneOnly);
});
afterAll(async () => {
  await new Promise((resolve) => laneOnly?.close(resolve));
  await t?.close();
});

async function openRoomWithLine() {
  const ev = await createEvent(t);
  await openRoom(t, admin, ev.id);
  const people = await visitors(t, 3);
  for (const p of people) {
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/events/${ev.id}/queue`,
      headers: p.headers,
      payload: {},
    });
    expect(join.statusCode).toBe(201);
  }
  return { eventId: ev.id, people };
}

/** The headers a caller reads, without the ones each answer has its own of. */
function comparable(headers: Headers | Record<string, unknown>) {
  const entries =
    headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(
    entries.filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
}

describe('[WAITING ROOM] the status polls answered before routing', () => {
  it('over a real port, the room and my place are the routes’ own answers, headers and all, over TLS too', async () => {
    const { eventId, people } = await openRoomWithLine();
    const me = people[1].headers;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const [url, headers] of [
        [`/api/events/${eventId}/waiting-room`, {}],
        [`/api/events/${eventId}/queue/me`, me],
        [`/api/events/${eventId}/waiting-room`, { 'x-forwarded-proto': 'https' }],
        [`/api/events/${eventId}/queue/me`, { ...me, 'x-forwarded-proto': 'https' }],
      ] as const) {
        // Through Fastify (inject goes around the server and so around the lane)…
        const routed = await t.app.inject({ method: 'GET', url, headers });
        expect(routed.statusCode).toBe(200);
        // …then the lane answers the same over the port: the copy and the token are known now.
        const viaLane = await fetch(`${laneBase}${url}`, { headers });
        expect(viaLane.status, url).toBe(200);
        const routedBefore = routedOverPort(url);
        const viaPort = await fetch(`${base}${url}`, { headers });
        expect(routedOverPort(url), 'answered before routing').toBe(routedBefore);
        for (const res of [viaLane, viaPort]) {
          expect(await res.text()).toBe(routed.body);
          expect(comparable(res.headers)).toEqual(comparable(routed.headers));
        }
        for (const [name, value] of API_HEADERS) expect(viaPort.headers.get(name)).toBe(value);
        expect(viaPort.headers.get('strict-transport-security') !== null).toBe(
          'x-forwarded-proto' in headers,
        );
      }
      const mine = JSON.parse(
        await (await fetch(`${base}/api/events/${eventId}/queue/me`, { headers: me })).text(),
      );
      expect(mine).toMatchObject({ state: 'WAITING', position: 2, ahead: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves to the routes what it cannot answer, and they answer as ever', async () => {
    const { eventId, people } = await openRoomWithLine();
    // A token of the third in line that this process has never verified.
    const fresh = { authorization: `Bearer ${await signedToken(people[2].id)}` };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/waiting-room` });
      await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/queue/me`,
        headers: people[0].headers,
      });
      const linesBefore = lineCount(t.app.ctx);
      const unknown = randomUUID();
      const cases: { url: string; init?: RequestInit; routed: number; code?: string }[] = [
        { url: `/api/events/${unknown}/waiting-room`, routed: 404, code: 'NOT_FOUND' },
        { url: `/api/events/${'x'.repeat(36)}/waiting-room`, routed: 400 },
        { url: `/api/events/${eventId}/waiting-room?x=1`, routed: 200 },
        { url: `/api/events/${eventId}/waiting-room`, init: { method: 'HEAD' }, routed: 200 },
        { url: `/api/events/${eventId}/queue/me`, routed: 401, code: 'UNAUTHORIZED' },
        // A valid session whose token this process has not verified yet: the routes verify it.
        { url: `/api/events/${eventId}/queue/me`, init: { headers: fresh }, routed: 200 },
        {
          url: `/api/events/${eventId}/queue/me`,
          init: { headers: { authorization: 'Bearer not.a.token' } },
          routed: 401,
        },
      ];
      for (const c of cases) {
        const lane = await fetch(`${laneBase}${c.url}`, c.init);
        expect(lane.status, `lane: ${c.url}`).toBe(WENT_ON);
        const routedBefore = routedOverPort(c.url);
        const res = await fetch(`${base}${c.url}`, c.init);
        expect(res.status, c.url).toBe(c.routed);
        expect(routedOverPort(c.url), `routed: ${c.url}`).toBe(routedBefore + 1);
        if (c.routed >= 400) {
          const body = await res.json();
          if (c.code) expect(body.error.code).toBe(c.code);
          expect(body.error.message).toMatch(/[a-záéíóúñ]/i);
        }
      }
      // Asking the lane about ids it does not hold makes no line for them; an id in capitals
      // is the same event's line (the lane answers it, and the routes make no second line).
      for (let i = 0; i < 20; i++)
        await fetch(`${laneBase}/api/events/${randomUUID()}/waiting-room`);
      const upper = `/api/events/${eventId.toUpperCase()}/queue/me`;
      const viaLane = await fetch(`${laneBase}${upper}`, { headers: people[0].headers });
      expect(viaLane.status).toBe(200);
      const viaRoutes = await t.app.inject({
        method: 'GET',
        url: upper,
        headers: people[0].headers,
      });
      expect(await viaLane.text()).toBe(viaRoutes.body);
      expect(lineCount(t.app.ctx)).toBe(linesBefore);
      // The routes have verified the fresh token now: the lane answers it.
      const later = await fetch(`${laneBase}/api/events/${eventId}/queue/me`, { headers: fresh });
      expect(later.status).toBe(200);
      expect(await later.json()).toMatchObject({ state: 'WAITING', position: 3 });
      // Someone not in line is left to the routes (they read the place), and answered NONE.
      const stranger = (await signInAs(t, 'anonymous')).headers;
      const none = `/api/events/${eventId}/queue/me`;
      await fetch(`${base}${none}`, { headers: stranger });
      expect((await fetch(`${laneBase}${none}`, { headers: stranger })).status).toBe(WENT_ON);
      expect(await (await fetch(`${base}${none}`, { headers: stranger })).json()).toMatchObject({
        state: 'NONE',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a remembered token to the routes once it expires, and they refuse it', async () => {
    const { eventId, people } = await openRoomWithLine();
    const url = `/api/events/${eventId}/queue/me`;
    const short = { authorization: `Bearer ${await signedToken(people[1].id, { expiresIn: 60 })}` };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await t.app.inject({ method: 'GET', url, headers: short })).statusCode).toBe(200);
      expect((await fetch(`${laneBase}${url}`, { headers: short })).status).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      // The copy is fresh again (another visitor polled): only the token is past its time.
      await t.app.inject({ method: 'GET', url, headers: people[0].headers });
      expect((await fetch(`${laneBase}${url}`, { headers: people[0].headers })).status).toBe(200);
      expect((await fetch(`${laneBase}${url}`, { headers: short })).status).toBe(WENT_ON);
      const refused = await fetch(`${base}${url}`, { headers: short });
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not made with CORS_ORIGINS set, and refuses to start if the routes declare other rules', () => {
    const withCors = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, corsOrigins: ['https://otro.example'] },
    };
    expect(pollLane(withCors, ROUTES)).toBeUndefined();
    for (const routes of [
      { ...ROUTES, room: { permission: 'public' as const, limit: 'HOLDS_ACCOUNT' as const } },
      { ...ROUTES, me: { permission: 'session' as const } },
      { ...ROUTES, me: { ...ROUTES.me, limit: 'HOLDS_ACCOUNT' as const } },
      { room: ROUTES.room },
    ])
      expect(() => pollLane(t.app.ctx, routes as never)).toThrow(/poll lane/);
  });
});
