/**
 * The door says a seat's place in the accessibility plan (seats.access, read through the
 * door_tickets view): the scan, the exit, the check-in by seat, the door's list, the offline
 * copy and a sync's answers carry it, so staff can guide a wheelchair user to their space.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
type Headers = { authorization: string };
let admin: Headers;
let door: Headers;
let buyer: Headers;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  admin = (await signInAs(t, 'admin')).headers;
  door = (await signInAs(t, 'chekiner')).headers;
  buyer = (await signInAs(t, 'customer')).headers;
});
afterAll(async () => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: door, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: door });
const scan = (payload: object) => post('/api/checkins', payload);
const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A paid order of four seats of an event that starts in two hours (its door is open): the
 * first a wheelchair space, the second its companion seat, the others ordinary.
 */
async function accessibleTickets() {
  const ev = await createEvent(t, { startAt: new Date(Date.now() + 2 * 3600_000) });
  const seatIds = ev.seatIds.slice(0, 4);
  const order = (await placeOrder(t, buyer, ev.id, seatIds, { bankId })).json();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/approve`,
    headers: admin,
  });
  expect(approved.statusCode).toBe(200);
  // The venue's plan marks the seats (the door reads seats.access as it is at the scan).
  await t.database.db.execute(sql`update seats set access = 'ACCESSIBLE' where id = ${seatIds[0]}`);
  await t.database.db.execute(sql`update seats set access = 'COMPANION' where id = ${seatIds[1]}`);
  const tickets = await rows<{ code: string; seatId: string }>(
    t.database.db,
    sql`select code, seat_id as "seatId" from tickets where order_id = ${order.id}`,
  );
  const codeOf = (seatId: string) => tickets.find((tk) => tk.seatId === seatId)!.code;
  return {
    ev,
    seatIds,
    wheelchair: codeOf(seatIds[0]),
    companion: codeOf(seatIds[1]),
    ordinary: codeOf(seatIds[2]),
    another: codeOf(seatIds[3]),
  };
}

describe('[CHECK-IN] the door says a seat is a wheelchair space or a companion seat', () => {
  it('the scan, a repeat, the exit and the check-in by seat carry seatAccess; an ordinary seat null', async () => {
    const { ev, seatIds, wheelchair, ordinary } = await accessibleTickets();

    const inWheelchair = await scan({ code: wheelchair, eventId: ev.id, gate: 'Norte' });
    expect(inWheelchair.statusCode).toBe(200);
    expect(inWheelchair.json()).toMatchObject({
      result: 'OK',
      ticket: { seatAccess: 'ACCESSIBLE', zoneName: 'GENERAL' },
    });
    const inOrdinary = (await scan({ code: ordinary, eventId: ev.id })).json();
    expect(inOrdinary.result).toBe('OK');
    expect(inOrdinary.ticket.seatAccess).toBeNull();

    // The second scan of the wheelchair space still says so.
    expect((await scan({ code: wheelchair, eventId: ev.id })).json()).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      ticket: { seatAccess: 'ACCESSIBLE' },
    });

    const out = (await scan({ code: wheelchair, eventId: ev.id, direction: 'EXIT' })).json();
    expect(out).toMatchObject({
      result: 'EXIT_OK',
      direction: 'EXIT',
      ticket: { seatAccess: 'ACCESSIBLE' },
    });
    const outOrdinary = (await scan({ code: ordinary, direction: 'EXIT' })).json();
    expect(outOrdinary.result).toBe('EXIT_OK');
    expect(outOrdinary.ticket.seatAccess).toBeNull();
    // Out already: NOT_INSIDE names the seat's access as well.
    expect((await scan({ code: wheelchair, direction: 'EXIT' })).json()).toMatchObject({
      result: 'NOT_INSIDE',
      ticket: { seatAccess: 'ACCESSIBLE' },
    });

    const bySeat = await post('/api/checkins/by-seat', { eventId: ev.id, seatId: seatIds[1] });
    expect(bySeat.statusCode).toBe(200);
    expect(bySeat.json()).toMatchObject({ result: 'OK', ticket: { seatAccess: 'COMPANION' } });
  });

  it("the door's list and the offline copy carry it; a sync's answers too", async () => {
    const { ev, seatIds, wheelchair, companion, ordinary, another } = await accessibleTickets();

    const list = await get(`/api/checkins?eventId=${ev.id}`);
    expect(list.statusCode).toBe(200);
    const bySeat = new Map(
      list
        .json()
        .items.map((i: { seatId: string; seatAccess: string | null }) => [i.seatId, i.seatAccess]),
    );
    expect(seatIds.map((id) => bySeat.get(id))).toEqual(['ACCESSIBLE', 'COMPANION', null, null]);

    // The CSV says it in words, in its own column after the seat.
    const csv = await get(`/api/checkins/export?eventId=${ev.id}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^"Zona","Asiento","Acceso","Titular",/);
    const phrases = lines.slice(1).map((l) => l.split('","')[2]);
    expect(phrases.sort()).toEqual(
      ['', '', 'Asiento de acompañante', 'Puesto para silla de ruedas'].sort(),
    );

    const copy = await get(`/api/checkins/tickets?eventId=${ev.id}`);
    expect(copy.statusCode).toBe(200);
    const access = new Map(
      copy.json().items.map((i: { digest: string; access: string | null }) => [i.digest, i.access]),
    );
    expect([wheelchair, companion, ordinary].map((c) => access.get(sha256(c)))).toEqual([
      'ACCESSIBLE',
      'COMPANION',
      null,
    ]);

    // The copy was taken a minute ago: offline scans made since are synced.
    await t.database.db.execute(
      sql`update checkin_list_downloads set first_at = now() - interval '1 minute'
          where event_id = ${ev.id}`,
    );
    const now = new Date().toISOString();
    const synced = await post('/api/checkins/sync', {
      eventId: ev.id,
      scans: [
        { code: wheelchair, scannedAt: now },
        { code: another, scannedAt: now },
      ],
    });
    expect(synced.statusCode).toBe(200);
    const [a, b] = synced.json().results;
    expect(a).toMatchObject({ result: 'OK', ticket: { seatAccess: 'ACCESSIBLE' } });
    expect(b).toMatchObject({ result: 'OK', ticket: { seatAccess: null } });
  });
});
