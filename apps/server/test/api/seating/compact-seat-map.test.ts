/**
 * The compact seat map (decision 016): layout + status + zone ids say exactly what
 * GET …/seat-map says, the layout is kept by browsers only under its current version,
 * and statuses are told per viewer.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeOrdinals } from '@tickera/shared/ordinal-runs';
import type { SeatLayout, SeatMapStatus } from '@tickera/shared/schemas/seating';
import { seats, tables } from '../../../src/db/schema/seating';
import { invalidateLayout } from '../../../src/modules/seating/layout-cache';
import { compactSeatMap, getJson, seatIdsByOrdinal } from '../../compact-map';
import { createEvent, createSalesApp, holdSeats, placeOrder } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { until } from '../../until';

let t: TestApp;
let bankId: string;
type H = { authorization: string };
let supervisor: { headers: H };
beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  supervisor = await signInAs(t, 'supervisor');
});
afterAll(async () => t?.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: supervisor.headers, payload });

/** An event with every shape the codec meets: grids, ringed VIP tables, custom names, gaps, no positions. */
async function venue() {
  const ev = await createEvent(t, {
    zones: [
      { name: 'GENERAL', price: '25.00', seats: 35 },
      { name: 'VIP', price: '80.00', seats: 0 },
    ],
  });
  const [general, vip] = ev.zones;
  const add = await post(`/api/zones/${general.id}/seats`, {
    rowFrom: 'AA',
    rowTo: 'AB',
    seatTo: 7,
    naming: 'Fila {row} Asiento {n}',
  });
  expect(add.statusCode).toBe(201);
  expect(
    (await post(`/api/zones/${vip.id}/tables`, { count: 3, seatsPerTable: 6 })).statusCode,
  ).toBe(201);
  const db = t.database.db;
  await db.insert(seats).values([
    { eventId: ev.id, zoneId: general.id, row: 'Z', index: 1, name: 'Palco "Z"', code: 'Z1' },
    { eventId: ev.id, zoneId: general.id, row: 'Z', index: 4, name: 'Z-4', code: 'Z4', x: 5 },
  ]);
  // A table taken out of sale keeps its seats on the map (they are not in `tables` any more).
  const [first] = await db.select().from(tables).where(eq(tables.zoneId, vip.id)).limit(1);
  await db.update(tables).set({ isActive: false }).where(eq(tables.id, first.id));
  invalidateLayout(ev.id);
  return ev;
}

const ordinalsOf = (ids: string[], wanted: string[]) => wanted.map((id) => ids.indexOf(id)).sort();

describe('[SEAT-MAP] compact layout, status and ids', () => {
  it('decode to exactly what GET …/seat-map says, seat by seat, for each viewer', async () => {
    const ev = await venue();
    const a = await signInAs(t, 'customer');
    const b = await signInAs(t, 'customer');
    const c = await signInAs(t, 'customer');
    const json = await getJson<{ zones: { seats: { id: string }[] }[] }>(
      t,
      `/api/events/${ev.id}/seat-map`,
    );
    const all = json.zones.flatMap((z) => z.seats.map((s) => s.id));
    expect((await holdSeats(t, a.headers, ev.id, all.slice(0, 2))).statusCode).toBe(201);
    expect((await holdSeats(t, b.headers, ev.id, [all[5], all.at(-1)!])).statusCode).toBe(201);
    expect((await placeOrder(t, c.headers, ev.id, all.slice(10, 13), { bankId })).statusCode).toBe(
      201,
    );
    await t.database.db.execute(sql`update seats set is_active = false where id = ${all[20]}`);

    for (const viewer of [a, b, null]) {
      const headers = viewer?.headers ?? {};
      const expected = await getJson(t, `/api/events/${ev.id}/seat-map`, headers);
      const { map } = await compactSeatMap(t, ev.id, headers);
      expect(map).toEqual(expected);
    }

    const { status, ids, layout } = await compactSeatMap(t, ev.id, a.headers);
    // The venue met every shape: named exceptions, a zone pattern, an unlisted table, no positions.
    expect(layout.zones[0].names).toMatchObject({ 49: 'Palco "Z"' });
    expect(layout.zones[0].runs.some((r) => r[3] === null)).toBe(true);
    expect(layout.zones[1]).toMatchObject({
      naming: '{row} - {n}',
      otherTables: [expect.any(String)],
    });
    expect(decodeOrdinals(status.mine)).toEqual(ordinalsOf(ids, all.slice(0, 2)));
    expect(decodeOrdinals(status.held)).toEqual(ordinalsOf(ids, [all[5], all.at(-1)!]));
    expect(decodeOrdinals(status.sold)).toEqual(ordinalsOf(ids, [...all.slice(10, 13), all[20]]));
    const seenByB = (await compactSeatMap(t, ev.id, b.headers)).status;
    expect(decodeOrdinals(seenByB.mine)).toEqual(ordinalsOf(ids, [all[5], all.at(-1)!]));
    expect(decodeOrdinals(seenByB.held)).toEqual(ordinalsOf(ids, all.slice(0, 2)));
    const anonymous = (await compactSeatMap(t, ev.id)).status;
    expect(anonymous.mine).toEqual([]);
    expect(decodeOrdinals(anonymous.held)).toHaveLength(4);
  });

  it('is kept for a year only under the current version; statuses never', async () => {
    const ev = await createEvent(t);
    const base = `/api/events/${ev.id}/seat-map`;
    const fresh = await get(`${base}/layout`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-cache');
    const { version, zones } = fresh.json<SeatLayout>();
    expect(version).toMatch(/^[\w-]{8,}$/);
    expect((await get(`${base}/layout?v=${version}`)).headers['cache-control']).toBe(IMMUTABLE);
    const stale = await get(`${base}/layout?v=antigua`);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.json().version).toBe(version);

    const ids = (v: string) => get(`${base}/ids?v=${v}&zone=${zones[0].id}`);
    expect((await ids(version)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await ids('antigua')).headers['cache-control']).toBe('no-cache');
    expect((await get(`${base}/status`)).headers['cache-control']).toBe('no-store');
  });

  it('keeps its version across reloads and changes it when the set-up changes', async () => {
    const ev = await createEvent(t);
    const version = async () =>
      (await getJson<SeatMapStatus>(t, `/api/events/${ev.id}/seat-map/status`)).version;
    const before = await version();
    invalidateLayout(ev.id); // what the 30 s expiry does
    expect(await version()).toBe(before);

    const added = await post(`/api/zones/${ev.zones[0].id}/seats`, {
      rowFrom: 'C',
      rowTo: 'C',
      seatTo: 4,
    });
    expect(added.statusCode).toBe(201);
    const after = await version();
    expect(after).not.toBe(before);
    const old = await get(`/api/events/${ev.id}/seat-map/layout?v=${before}`);
    expect(old.headers['cache-control']).toBe('no-cache');
    const layout = old.json<SeatLayout>();
    expect(layout.version).toBe(after);
    expect(await seatIdsByOrdinal(t, layout)).toHaveLength(24);
  });

  it('shows an unpublished event to set-up staff only, kept privately', async () => {
    const ev = await createEvent(t, { publishAt: null });
    const base = `/api/events/${ev.id}/seat-map`;
    for (const path of ['layout', 'status', `ids?zone=${ev.zones[0].id}`])
      expect((await get(`${base}/${path}`)).statusCode, path).toBe(404);
    const staff = supervisor.headers;
    const { version } = (await get(`${base}/layout`, staff)).json<SeatLayout>();
    const kept = await get(`${base}/layout?v=${version}`, staff);
    expect(kept.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('answers 400 for a bad id or query and 404 for an unknown event or zone', async () => {
    const ev = await createEvent(t);
    const other = await createEvent(t);
    const base = `/api/events/${ev.id}/seat-map`;
    const unknown = '6f1d2c3b-0000-4000-8000-000000000000';
    const cases: [string, number][] = [
      ['/api/events/no-es-uuid/seat-map/layout', 400],
      ['/api/events/no-es-uuid/seat-map/status', 400],
      [`/api/events/${unknown}/seat-map/layout`, 404],
      [`/api/events/${unknown}/seat-map/status`, 404],
      [`/api/events/${unknown}/seat-map/ids?zone=${ev.zones[0].id}`, 404],
      [`${base}/ids`, 400],
      [`${base}/ids?zone=no-es-uuid`, 400],
      [`${base}/ids?zone=${unknown}`, 404],
      [`${base}/ids?zone=${other.zones[0].id}`, 404],
      [`${base}/layout?v=${'x'.repeat(65)}`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error.code, url).toMatch(/VALIDATION|NOT_FOUND/);
    }
  });

  it('an expired layout answers at once while it is read again; one expired long ago is waited for', async () => {
    const ev = await createEvent(t);
    const url = `/api/events/${ev.id}/seat-map`;
    const firstSeat = async () =>
      (await getJson<{ zones: { seats: { id: string; name: string }[] }[] }>(t, url)).zones[0]
        .seats[0];
    // Another process renames a seat: this one learns it only from the database.
    const renameElsewhere = (id: string, name: string) =>
      t.database.db.update(seats).set({ name }).where(eq(seats.id, id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const seat = await firstSeat();
      await renameElsewhere(seat.id, 'Renombrado');
      vi.setSystemTime(Date.now() + 31_000);
      // Expired a second ago: the old copy answers, and the new one is being read.
      expect((await firstSeat()).name).toBe(seat.name);
      await until(async () => (await firstSeat()).name === 'Renombrado');
      // Expired for longer than a copy may answer stale: the request waits for the new one.
      await renameElsewhere(seat.id, 'Otra vez');
      vi.setSystemTime(Date.now() + 61_000);
      expect((await firstSeat()).name).toBe('Otra vez');
    } finally {
      vi.useRealTimers();
    }
  });
});
