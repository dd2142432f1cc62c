/**
 * The door, step two (issue 27, decision 038): exits, re-entry when the event allows it,
 * offline scans with a direction, and the counts per gate.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKIN_SUMMARY_TTL_MS } from '@tickera/shared/schemas/checkins';
import { rows } from '../../../src/lib/sql';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
type Headers = { authorization: string };
let admin: Headers;
let supervisor: Headers;
let door: Headers;
let sales: Headers;
let buyer: Headers;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  admin = (await signInAs(t, 'admin')).headers;
  supervisor = (await signInAs(t, 'supervisor')).headers;
  door = (await signInAs(t, 'chekiner')).headers;
  sales = (await signInAs(t, 'sales')).headers;
  buyer = (await signInAs(t, 'customer')).headers;
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A paid order of `n` seats of a new event that starts in two hours (its door is open). */
async function tonight(n: number) {
  const ev = await createEvent(t, { startAt: new Date(Date.now() + 2 * 3600_000) });
  const order = (await placeOrder(t, buyer, ev.id, ev.seatIds.slice(0, n), { bankId })).json();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/approve`,
    headers: admin,
  });
  expect(approved.statusCode).toBe(200);
  const tickets = await rows<{ code: string }>(
    t.database.db,
    sql`select code from tickets where order_id = ${order.id} order by code`,
  );
  return { ev, codes: tickets.map((x) => x.code) };
}

const post = (url: string, payload: object, headers: Headers = door) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers = door) => t.app.inject({ method: 'GET', url, headers });
const scan = (payload: object, headers: Headers = door) => post('/api/checkins', payload, headers);
const setReentry = (eventId: string, allowReentry: unknown, headers: Headers = supervisor) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/door`,
    headers,
    payload: { allowReentry },
  });
const summary = (eventId: string, headers: Headers = door) =>
  get(`/api/checkins/summary?eventId=${eventId}`, headers);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function movements(code: string) {
  return rows<{ direction: string; gate: string | null; offline: boolean }>(
    t.database.db,
    sql`select m.direction, m.gate, m.offline from checkin_movements m
        join tickets tk on tk.id = m.ticket_id where tk.code = ${code} order by m.seq`,
  );
}
async function inside(code: string) {
  const [row] = await rows<{ inside: boolean }>(
    t.database.db,
    sql`select c.inside from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${code}`,
  );
  return row?.inside ?? null;
}

describe('[DOOR] exits, and re-entry off (the default)', () => {
  it('an exit of a ticket inside is EXIT_OK; again NOT_INSIDE; a second entry stays ALREADY_CHECKED_IN', async () => {
    const { ev, codes } = await tonight(2);
    const [a, b] = codes;
    const entry = (await scan({ code: a, eventId: ev.id, gate: 'Norte' })).json();
    expect(entry).toMatchObject({ result: 'OK', direction: 'ENTRY', gate: 'Norte' });

    const out = await scan({ code: a, eventId: ev.id, gate: 'Sur', direction: 'EXIT' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      result: 'EXIT_OK',
      message: 'Salida registrada',
      direction: 'EXIT',
      gate: 'Sur',
      checkedInAt: entry.checkedInAt,
      ticket: { eventId: ev.id, seatName: expect.any(String) },
    });
    expect(Date.now() - Date.parse(out.json().movedAt)).toBeLessThan(60_000);
    expect(await inside(a)).toBe(false);

    const twice = (await scan({ code: a, gate: 'Sur', direction: 'EXIT' })).json();
    expect(twice).toMatchObject({ result: 'NOT_INSIDE', checkedInAt: entry.checkedInAt });
    expect(twice.message).toMatch(/ya salió/);

    const back = (await scan({ code: a, eventId: ev.id, gate: 'Norte' })).json();
    expect(back).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      checkedInAt: entry.checkedInAt,
      gate: 'Norte',
    });
    expect(await inside(a)).toBe(false);

    // Never went in: nothing to take out, nothing written.
    const never = (await scan({ code: b, eventId: ev.id, direction: 'EXIT' })).json();
    expect(never).toMatchObject({ result: 'NOT_INSIDE', checkedInAt: null });
    expect(never.message).toBe('Esta entrada no ha ingresado');
    expect(await movements(a)).toEqual([{ direction: 'EXIT', gate: 'Sur', offline: false }]);
    expect(await movements(b)).toEqual([]);
    expect(await inside(b)).toBeNull();
  });

  it('an exit is refused like an entry: forged, another event, bad direction (400, nothing written)', async () => {
    const { ev, codes } = await tonight(1);
    const other = await createEvent(t);
    const forged = `${codes[0].slice(0, -1)}${codes[0].endsWith('0') ? '1' : '0'}`;
    expect((await scan({ code: forged, direction: 'EXIT' })).json()).toMatchObject({
      result: 'INVALID',
      direction: 'EXIT',
    });
    await scan({ code: codes[0], eventId: ev.id });
    expect(
      (await scan({ code: codes[0], eventId: other.id, direction: 'EXIT' })).json(),
    ).toMatchObject({ result: 'WRONG_EVENT' });
    const bad = await scan({ code: codes[0], direction: 'SALIDA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.direction).toMatch(/ENTRY .*EXIT/);
    expect(await inside(codes[0])).toBe(true);
    expect(await movements(codes[0])).toEqual([]);
  });
});

describe('[DOOR] the door setting allowReentry', () => {
  it('only admin and supervisor change it (audited); the door reads it; 404 and 400 as they should', async () => {
    const { ev } = await tonight(1);
    expect((await get(`/api/events/${ev.id}/door`)).json()).toEqual({
      eventId: ev.id,
      allowReentry: false,
    });
    expect((await setReentry(ev.id, true, door)).statusCode).toBe(403);
    expect((await setReentry(ev.id, true, sales)).statusCode).toBe(403);
    const bad = await setReentry(ev.id, 'sí');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.allowReentry).toBeTruthy();
    expect((await setReentry(randomUUID(), true)).statusCode).toBe(404);

    const saved = await setReentry(ev.id, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ eventId: ev.id, allowReentry: true });
    expect((await get(`/api/events/${ev.id}/door`)).json().allowReentry).toBe(true);
    expect((await setReentry(ev.id, false, admin)).json().allowReentry).toBe(false);

    const audit = await rows<{ before: unknown; data: unknown }>(
      t.database.db,
      sql`select before, data from audit_log where action = 'events.door' and entity_id = ${ev.id}
          order by created_at`,
    );
    expect(audit).toEqual([
      { before: { allowReentry: false }, data: { allowReentry: true } },
      { before: { allowReentry: true }, data: { allowReentry: false } },
    ]);
  });

  it('on: a ticket that went out comes in again; inside, a second entry is still refused; retries count once', async () => {
    const { ev, codes } = await tonight(1);
    const [a] = codes;
    await setReentry(ev.id, true);
    const first = (await scan({ code: a, eventId: ev.id, gate: 'Norte' })).json();
    expect(first.result).toBe('OK');
    expect((await scan({ code: a, eventId: ev.id, gate: 'Norte' })).json().result).toBe(
      'ALREADY_CHECKED_IN',
    );

    const exitId = randomUUID();
    const out = (await scan({ code: a, gate: 'Sur', direction: 'EXIT', scanId: exitId })).json();
    expect(out.result).toBe('EXIT_OK');
    // The same exit sent again (its answer lost on the way): the same answer, one exit.
    const outAgain = (
      await scan({ code: a, gate: 'Sur', direction: 'EXIT', scanId: exitId })
    ).json();
    expect(outAgain).toMatchObject({ result: 'EXIT_OK', movedAt: out.movedAt });

    const backId = randomUUID();
    const back = (await scan({ code: a, eventId: ev.id, gate: 'Este', scanId: backId })).json();
    expect(back).toMatchObject({
      result: 'OK',
      message: 'Reingreso: entrada válida',
      gate: 'Este',
      direction: 'ENTRY',
    });
    expect(back.movedAt).toBe(back.checkedInAt);
    expect(Date.parse(back.checkedInAt)).toBeGreaterThanOrEqual(Date.parse(first.checkedInAt));
    const backAgain = (
      await scan({ code: a, eventId: ev.id, gate: 'Este', scanId: backId })
    ).json();
    expect(backAgain).toMatchObject({ result: 'OK', movedAt: back.movedAt });
    // Inside again: another entry is a repeat, as ever.
    const repeat = (await scan({ code: a, eventId: ev.id, gate: 'Oeste' })).json();
    expect(repeat).toMatchObject({ result: 'ALREADY_CHECKED_IN', checkedInAt: first.checkedInAt });

    expect(await movements(a)).toEqual([
      { direction: 'EXIT', gate: 'Sur', offline: false },
      { direction: 'ENTRY', gate: 'Este', offline: false },
    ]);
    expect(await inside(a)).toBe(true);
    // Turned off again: out, and refused at the way back in.
    await setReentry(ev.id, false);
    expect((await scan({ code: a, direction: 'EXIT' })).json().result).toBe('EXIT_OK');
    expect((await scan({ code: a, eventId: ev.id })).json().result).toBe('ALREADY_CHECKED_IN');
  });

  it('an exit and a re-entry racing stay consistent: the log alternates and ends where the ticket is', async () => {
    const { ev, codes } = await tonight(1);
    const [a] = codes;
    await setReentry(ev.id, true);
    await scan({ code: a, eventId: ev.id, gate: 'Norte' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        scan({
          code: a,
          eventId: ev.id,
          gate: `G${i}`,
          direction: i % 2 === 0 ? 'EXIT' : 'ENTRY',
        }),
      ),
    );
    expect(answers.every((x) => x.statusCode === 200)).toBe(true);
    const results = answers.map((x) => x.json().result as string);
    const log = await movements(a);
    // Each movement was an answer, and each such answer a movement.
    expect(log.filter((m) => m.direction === 'EXIT')).toHaveLength(
      results.filter((r) => r === 'EXIT_OK').length,
    );
    expect(log.filter((m) => m.direction === 'ENTRY')).toHaveLength(
      results.filter((r) => r === 'OK').length,
    );
    expect(log.length).toBeGreaterThan(0);
    // From inside: out, in, out, … never two the same way in a row.
    log.forEach((m, i) => expect(m.direction).toBe(i % 2 === 0 ? 'EXIT' : 'ENTRY'));
    expect(await inside(a)).toBe(log.at(-1)!.direction === 'ENTRY');
    for (const r of results)
      expect(['OK', 'EXIT_OK', 'NOT_INSIDE', 'ALREADY_CHECKED_IN']).toContain(r);
  });
});

describe('[DOOR] offline scans with a direction', () => {
  async function tookListAgo(eventId: string, minutes: number) {
    const list = await get(`/api/checkins/tickets?eventId=${eventId}`);
    expect(list.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update checkin_list_downloads set first_at = now() - make_interval(mins => ${minutes})
          where event_id = ${eventId}`,
    );
    return list.json();
  }

  it('the copy says who is inside and whether re-entry is allowed', async () => {
    const { ev, codes } = await tonight(3);
    await setReentry(ev.id, true);
    await scan({ code: codes[0], eventId: ev.id });
    await scan({ code: codes[1], eventId: ev.id });
    await scan({ code: codes[1], direction: 'EXIT' });
    const list = await tookListAgo(ev.id, 1);
    expect(list.allowReentry).toBe(true);
    const states = list.items.map((i: { inside: boolean; checkedInAt: string | null }) => [
      i.inside,
      i.checkedInAt !== null,
    ]);
    expect(states.sort()).toEqual(
      [
        [false, false],
        [false, true],
        [true, true],
      ].sort(),
    );
  });

  it('a sync takes entries and exits in the order they happened on the device, whatever order they come in', async () => {
    const { ev, codes } = await tonight(2);
    const [a, b] = codes;
    await setReentry(ev.id, true);
    await tookListAgo(ev.id, 60);
    const sent = await post('/api/checkins/sync', {
      eventId: ev.id,
      scans: [
        { code: a, scannedAt: minutesAgo(3), gate: 'Norte', direction: 'ENTRY' },
        { code: a, scannedAt: minutesAgo(9), gate: 'Norte' },
        { code: a, scannedAt: minutesAgo(6), gate: 'Sur', direction: 'EXIT' },
        { code: b, scannedAt: minutesAgo(5), gate: 'Sur', direction: 'EXIT' },
      ],
    });
    expect(sent.statusCode).toBe(200);
    const [reentry, entry, exit, notIn] = sent.json().results;
    expect(entry).toMatchObject({ result: 'OK', gate: 'Norte' });
    expect(exit).toMatchObject({ result: 'EXIT_OK', direction: 'EXIT', gate: 'Sur' });
    expect(reentry).toMatchObject({ result: 'OK', message: 'Reingreso: entrada válida' });
    expect(notIn).toMatchObject({ result: 'NOT_INSIDE' });
    expect(Date.parse(exit.movedAt)).toBeLessThan(Date.parse(reentry.movedAt));
    expect(await movements(a)).toEqual([
      { direction: 'EXIT', gate: 'Sur', offline: true },
      { direction: 'ENTRY', gate: 'Norte', offline: true },
    ]);
    expect(await inside(a)).toBe(true);
  });

  it('re-entry off: the offline way back in is a conflict, never OK', async () => {
    const { ev, codes } = await tonight(1);
    const [a] = codes;
    await tookListAgo(ev.id, 60);
    const results = (
      await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [
          { code: a, scannedAt: minutesAgo(2), gate: 'Norte' },
          { code: a, scannedAt: minutesAgo(8), gate: 'Norte' },
          { code: a, scannedAt: minutesAgo(5), gate: 'Sur', direction: 'EXIT' },
        ],
      })
    ).json().results;
    expect(results.map((r: { result: string }) => r.result)).toEqual([
      'ALREADY_CHECKED_IN',
      'OK',
      'EXIT_OK',
    ]);
    expect(results[0].message).toMatch(/^Conflicto/);
    expect(await inside(a)).toBe(false);
  });
});

describe('[DOOR] counts: inside, entries and exits per gate', () => {
  it('counts first entries, re-entries and exits per gate; one reading serves everyone for a moment', async () => {
    const { ev, codes } = await tonight(3);
    const [a, b, c] = codes;
    await setReentry(ev.id, true);
    expect((await summary(ev.id)).json()).toMatchObject({
      eventId: ev.id,
      inside: 0,
      entries: 0,
      exits: 0,
      byGate: [],
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHECKIN_SUMMARY_TTL_MS });
    await scan({ code: a, eventId: ev.id, gate: 'Norte' });
    await scan({ code: b, eventId: ev.id, gate: 'Norte' });
    await scan({ code: c, eventId: ev.id, gate: 'Sur' });
    await scan({ code: a, direction: 'EXIT', gate: 'Sur' });
    await scan({ code: a, eventId: ev.id, gate: 'Sur' });
    await scan({ code: b, direction: 'EXIT', gate: 'Norte' });
    await scan({ code: b, direction: 'EXIT', gate: 'Norte' }); // NOT_INSIDE: not counted
    await scan({ code: c, eventId: ev.id }); // a repeat: not an entry
    const first = await summary(ev.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toMatchObject({
      inside: 2,
      entries: 4,
      exits: 2,
      byGate: [
        { gate: 'Norte', entries: 2, exits: 1 },
        { gate: 'Sur', entries: 2, exits: 1 },
      ],
    });

    // Within the interval every viewer gets the same reading, whatever happened since.
    await scan({ code: b, eventId: ev.id, gate: 'Oeste' });
    const cached = (await summary(ev.id, supervisor)).json();
    expect(cached).toEqual(first.json());
    vi.setSystemTime(Date.now() + CHECKIN_SUMMARY_TTL_MS);
    const fresh = (await summary(ev.id, admin)).json();
    expect(fresh).toMatchObject({ inside: 3, entries: 5, exits: 2 });
    expect(fresh.byGate).toContainEqual({ gate: 'Oeste', entries: 1, exits: 0 });
  });

  it('admin, supervisor and chekiner only; an unknown event is 404; a bad id 400', async () => {
    const { ev } = await tonight(1);
    expect((await summary(ev.id, sales)).statusCode).toBe(403);
    expect((await summary(ev.id, buyer)).statusCode).toBe(403);
    expect((await summary(ev.id, supervisor)).statusCode).toBe(200);
    expect((await summary(randomUUID())).statusCode).toBe(404);
    expect((await summary('nope')).statusCode).toBe(400);
  });
});
