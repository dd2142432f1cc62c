import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TICKET_CODE_PATTERN } from '@tickera/shared/ticket-code';
import { createTicketCodes } from '../../../src/modules/tickets/ticket-code';
import { rows } from '../../../src/lib/sql';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { readQrDataUrl, readQrPdf, readQrPng } from '../../qr';

let t: TestApp;
let bankId: string;
type Headers = { authorization: string };
let admin: Headers;
let door: Headers;
let doorEmail: string;
let buyer: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  admin = (await signInAs(t, 'admin')).headers;
  const doorLogin = await signInAs(t, 'chekiner');
  door = doorLogin.headers;
  doorEmail = doorLogin.user.email;
  buyer = await signInAs(t, 'customer');
});
afterAll(async () => t?.close());

/** A paid order of `n` seats of a new event: its tickets' codes, seats and the event. */
async function paidTickets(
  n: number,
  zones?: { name: string; price: string; seats: number }[],
  startAt?: Date,
) {
  const ev = await createEvent(t, { zones, startAt });
  const order = (
    await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, n), { bankId })
  ).json();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/approve`,
    headers: admin,
  });
  expect(approved.statusCode).toBe(200);
  const tickets = await rows<{ code: string; seatId: string }>(
    t.database.db,
    sql`select code, seat_id as "seatId" from tickets where order_id = ${order.id} order by code`,
  );
  return { ev, order, tickets };
}

const post = (url: string, payload: object, headers: Headers = door) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers = door) => t.app.inject({ method: 'GET', url, headers });
const scan = (payload: object, headers: Headers = door) => post('/api/checkins', payload, headers);

describe('[CHECK-IN] signed codes and the door verdicts', () => {
  it('issues signed codes; the first scan lets in with seat, zone and holder, the second says when', async () => {
    const { ev, tickets } = await paidTickets(2);
    expect(tickets).toHaveLength(2);
    for (const tk of tickets) expect(tk.code).toMatch(TICKET_CODE_PATTERN);
    expect(new Set(tickets.map((tk) => tk.code)).size).toBe(2);

    const first = await scan({ code: tickets[0].code, eventId: ev.id, gate: 'Puerta 1' });
    expect(first.statusCode).toBe(200);
    const ok = first.json();
    expect(ok).toMatchObject({
      result: 'OK',
      gate: 'Puerta 1',
      ticket: { eventId: ev.id, zoneName: 'GENERAL', holderName: expect.any(String) },
    });
    expect(ok.ticket.seatName).toMatch(/^A-\d+$/);
    expect(Date.now() - Date.parse(ok.checkedInAt)).toBeLessThan(60_000);

    // Typed by hand in lower case with spaces: the same code.
    const typed = tickets[0].code.toLowerCase().replace(/(.{6})/g, '$1 ');
    const again = (await scan({ code: typed, gate: 'Puerta 2' })).json();
    expect(again).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      message: 'Esta entrada ya se usó',
      checkedInAt: ok.checkedInAt,
      gate: 'Puerta 1',
    });
    const repeats = await rows<{ gate: string }>(
      t.database.db,
      sql`select r.gate from checkin_repeats r join tickets tk on tk.id = r.ticket_id where tk.code = ${tickets[0].code}`,
    );
    expect(repeats).toEqual([{ gate: 'Puerta 2' }]);
  });

  it('20 gates scanning one ticket at once: exactly one OK, the rest name the first entry', async () => {
    const { ev, tickets } = await paidTickets(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scan({ code: tickets[0].code, eventId: ev.id, gate: `G${i}` }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const oks = bodies.filter((b) => b.result === 'OK');
    expect(oks).toHaveLength(1);
    const others = bodies.filter((b) => b.result !== 'OK');
    expect(others).toHaveLength(19);
    for (const b of others) {
      expect(b).toMatchObject({
        result: 'ALREADY_CHECKED_IN',
        checkedInAt: oks[0].checkedInAt,
        gate: oks[0].gate,
      });
    }
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${tickets[0].code}`,
    );
    expect(n).toBe(1);
  });

  it('forged, altered and junk codes answer INVALID (never a 500) and write nothing', async () => {
    const { tickets } = await paidTickets(1);
    const real = tickets[0].code;
    const last = real.at(-1) === '0' ? '1' : '0';
    const otherKey = createTicketCodes('another-server-secret-0123456789abcdef').issue();
    const junk = [
      `${real.slice(0, -1)}${last}`,
      `${real.slice(0, 5)}${real[5] === 'A' ? 'B' : 'A'}${real.slice(6)}`,
      otherKey,
      '',
      'hola',
      'TK',
      'ü💥\u202e',
      "' or 1=1 --",
      'x'.repeat(200),
      real.slice(0, -2),
    ];
    // Refused by the signature: the ticket lookup (the scan's one statement) never runs.
    const lookups = vi.spyOn(t.app.ctx.database, 'prepared');
    for (const code of junk) {
      const res = await scan({ code });
      expect(res.statusCode, code).toBe(200);
      expect(res.json(), code).toMatchObject({
        result: 'INVALID',
        ticket: null,
        message: 'Código inválido',
      });
    }
    expect((await scan({ code: 'x'.repeat(201) })).statusCode).toBe(400);
    // A control character never reaches the service (decision 023); the door page strips them.
    const nul = await scan({ code: 'ü💥\u0000\u202e' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.fields).toHaveProperty('code');
    expect((await scan({})).statusCode).toBe(400);
    expect(lookups).not.toHaveBeenCalled();
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${real}`,
    );
    expect(n).toBe(0);
    expect((await scan({ code: real })).json().result).toBe('OK');
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('refuses a cancelled order’s ticket and a ticket of another event', async () => {
    const { ev, order, tickets } = await paidTickets(2);
    const other = await createEvent(t);
    const wrong = (await scan({ code: tickets[0].code, eventId: other.id })).json();
    expect(wrong).toMatchObject({ result: 'WRONG_EVENT', ticket: { eventId: ev.id } });
    expect(wrong.message).toContain(ev.name);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: admin,
      payload: { reason: 'Devolución aprobada' },
    });
    expect(cancelled.statusCode).toBe(200);
    for (const tk of tickets) {
      expect((await scan({ code: tk.code, eventId: ev.id })).json()).toMatchObject({
        result: 'NOT_PAID',
        message: 'Entrada anulada',
      });
    }
  });

  it('refuses a ticket whose order is not PAGADA, and a seat whose order is unpaid, writing nothing', async () => {
    const { ev, order, tickets } = await paidTickets(1);
    // The ticket stays live; only the order's status says no.
    await t.database.db.execute(sql`update orders set status = 'PENDIENTE' where id = ${order.id}`);
    expect((await scan({ code: tickets[0].code, eventId: ev.id })).json()).toMatchObject({
      result: 'NOT_PAID',
      message: 'La orden no está pagada',
      ticket: { eventId: ev.id },
      checkedInAt: null,
    });
    const unpaidSeat = ev.seatIds[1];
    const pending = await placeOrder(t, buyer.headers, ev.id, [unpaidSeat], { bankId });
    expect(pending.statusCode).toBe(201);
    const bySeat = await post('/api/checkins/by-seat', { eventId: ev.id, seatId: unpaidSeat });
    expect(bySeat.json()).toMatchObject({
      result: 'NOT_PAID',
      message: 'La orden de este asiento no está pagada',
    });
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkins where event_id = ${ev.id}`,
    );
    expect(n).toBe(0);
  });

  it('only admin, supervisor and chekiner may scan or read the list', async () => {
    const { ev, tickets } = await paidTickets(1);
    for (const role of ['customer', 'sales', 'auditor'] as const) {
      const h = (await signInAs(t, role)).headers;
      expect((await scan({ code: tickets[0].code }, h)).statusCode, role).toBe(403);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/checkins?eventId=${ev.id}`,
        headers: h,
      });
      expect(list.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkins',
      payload: { code: tickets[0].code },
    });
    expect(anonymous.statusCode).toBe(401);
    const supervisor = (await signInAs(t, 'supervisor')).headers;
    expect((await scan({ code: tickets[0].code }, supervisor)).json().result).toBe('OK');
  });
});

describe('[CHECK-IN] by seat, the list and the CSV', () => {
  it('checks a lost phone in by seat; the list counts per zone, searches, and exports', async () => {
    const { ev, tickets } = await paidTickets(3, [
      { name: 'VIP', price: '25.00', seats: 2 },
      { name: 'GENERAL', price: '25.00', seats: 5 },
    ]);
    const vipSeat = ev.zones[0].seats[0];
    const bySeat = await post('/api/checkins/by-seat', {
      eventId: ev.id,
      seatId: vipSeat.id,
      gate: 'Taquilla',
    });
    expect(bySeat.json()).toMatchObject({
      result: 'OK',
      gate: 'Taquilla',
      ticket: { zoneName: 'VIP', seatName: vipSeat.name },
    });
    const vipCode = tickets.find((tk) => tk.seatId === vipSeat.id)!.code;
    expect((await scan({ code: vipCode })).json().result).toBe('ALREADY_CHECKED_IN');

    const unsold = ev.zones[1].seats[4];
    const none = await post('/api/checkins/by-seat', { eventId: ev.id, seatId: unsold.id });
    expect(none.json()).toMatchObject({
      result: 'INVALID',
      message: 'Este asiento no tiene entrada',
    });
    const elsewhere = await post('/api/checkins/by-seat', {
      eventId: (await createEvent(t)).id,
      seatId: unsold.id,
    });
    expect(elsewhere.statusCode).toBe(404);

    const list = (await get(`/api/checkins?eventId=${ev.id}`)).json();
    expect(list).toMatchObject({ total: 3, checkedIn: 1, tickets: 3 });
    expect(list.zones).toEqual([
      expect.objectContaining({ zoneName: 'GENERAL', total: 1, checkedIn: 0 }),
      expect.objectContaining({ zoneName: 'VIP', total: 2, checkedIn: 1 }),
    ]);
    expect(list.items[0]).toMatchObject({
      seatName: vipSeat.name,
      gate: 'Taquilla',
      checkedInBy: expect.any(String),
      repeats: 1,
    });
    expect(list.items[1].checkedInAt).toBeNull();

    const inside = (
      await t.app.inject({
        method: 'GET',
        url: `/api/checkins?eventId=${ev.id}&status=IN`,
        headers: door,
      })
    ).json();
    expect(inside.items.map((i: { seatName: string }) => i.seatName)).toEqual([vipSeat.name]);
    const search = (
      await t.app.inject({
        method: 'GET',
        url: `/api/checkins?eventId=${ev.id}&q=${encodeURIComponent(buyer.user.email.slice(0, 6))}`,
        headers: door,
      })
    ).json();
    expect(search.total).toBe(3);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/checkins/export?eventId=${ev.id}`,
      headers: door,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Zona","Asiento","Acceso","Titular","Cédula","Orden","Ingresó","Puerta","Registrado por","Repetidos","Conflictos sin conexión"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"VIP","${vipSeat.name}","",`);
    expect(lines[1]).toContain(',"Taquilla",');

    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/checkins?eventId=00000000-0000-4000-8000-000000000000`,
      headers: door,
    });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/checkins?eventId=x')).statusCode).toBe(400);
  });
});

describe('[CHECK-IN] offline scanners', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');
  /** An event whose door is open: it starts in two hours. */
  const tonight = (n: number) => paidTickets(n, undefined, new Date(Date.now() + 2 * 3600_000));
  const offlineList = (eventId: string, headers: Headers = door) =>
    get(`/api/checkins/tickets?eventId=${eventId}`, headers);
  /** This door login took the event's list `minutes` ago (its offline scans may be that old). */
  async function tookListAgo(eventId: string, minutes: number) {
    expect((await offlineList(eventId)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update checkin_list_downloads set first_at = now() - make_interval(mins => ${minutes})
          where event_id = ${eventId}`,
    );
  }

  it('gives digests of the valid tickets with seat, zone and holder: no code, cédula or e-mail; audited', async () => {
    const { ev, tickets } = await tonight(2);
    // A second order of the same event, paid and then cancelled: its ticket is not copied.
    const voided = (await placeOrder(t, buyer.headers, ev.id, [ev.seatIds[2]], { bankId })).json();
    for (const [action, payload] of [
      ['approve', undefined],
      ['cancel', { reason: 'Devolución aprobada' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${voided.id}/${action}`,
        headers: admin,
        payload,
      });
      expect(res.statusCode, action).toBe(200);
    }
    const [{ code: voidedCode }] = await rows<{ code: string }>(
      t.database.db,
      sql`select code from tickets where order_id = ${voided.id}`,
    );
    await t.database.db.execute(
      sql`update profiles set identification = 'V12345678' where user_id = ${buyer.user.id}`,
    );
    expect((await scan({ code: tickets[1].code, eventId: ev.id })).json().result).toBe('OK');
    const res = await offlineList(ev.id);
    expect(res.statusCode).toBe(200);
    for (const secret of [...tickets.map((x) => x.code), voidedCode, buyer.user.email, 'V12345678'])
      expect(res.body).not.toContain(secret);
    const list = res.json();
    expect(list.eventName).toBe(ev.name);
    const digests = list.items.map((x: { digest: string }) => x.digest);
    expect([...digests].sort()).toEqual(tickets.map((x) => sha256(x.code)).sort());
    expect(digests).not.toContain(sha256(voidedCode));
    const copy = (code: string) =>
      list.items.find((x: { digest: string }) => x.digest === sha256(code));
    expect(copy(tickets[0].code)).toEqual({
      digest: sha256(tickets[0].code),
      holderName: expect.any(String),
      zone: 'GENERAL',
      seat: expect.any(String),
      access: null,
      checkedInAt: null,
      inside: false,
    });
    // Already in: the copy says since when, so an offline scan answers ALREADY_CHECKED_IN.
    expect(copy(tickets[1].code).checkedInAt).toEqual(expect.any(String));
    expect(copy(tickets[1].code).inside).toBe(true);

    // Who took it, when, and how many tickets it carried.
    const audit = (await get(`/api/audit?action=checkins.offlineList&entity=event`, admin))
      .json()
      .items.find((i: { entityId: string }) => i.entityId === ev.id);
    expect(audit).toMatchObject({ actorEmail: doorEmail, after: { tickets: 2 } });
  });

  it('serves the list only while the door is open: 12 hours before the start to the end', async () => {
    const later = await createEvent(t, { startAt: new Date(Date.now() + 13 * 3600_000) });
    const soon = await createEvent(t, { startAt: new Date(Date.now() + 11 * 3600_000) });
    const closed = await offlineList(later.id);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error).toMatchObject({
      code: 'DOOR_LIST_CLOSED',
      message: expect.stringContaining('12 horas antes'),
    });
    expect((await offlineList(soon.id)).statusCode).toBe(200);
    // Over: the event ended (its finish time passed).
    await t.database.db.execute(
      sql`update events set start_at = now() - interval '5 hours', finish_at = now() - interval '1 hour'
          where id = ${soon.id}`,
    );
    expect((await offlineList(soon.id)).json().error.code).toBe('DOOR_LIST_CLOSED');
    const audited = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'checkins.offlineList' and entity_id in (${later.id}, ${soon.id})`,
    );
    expect(audited).toEqual([{ n: 1 }]);
  });

  it('an online scan is dated by the server: a backdated one is refused and the entry stays', async () => {
    const { ev, tickets } = await tonight(1);
    expect((await scan({ code: tickets[0].code, gate: 'Norte' })).json().result).toBe('OK');
    const backdated = await scan({ code: tickets[0].code, gate: 'Sur', scannedAt: minutesAgo(30) });
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().error.details.fields.scannedAt).toContain('sincronizar');
    const entry = await rows<{ gate: string; offline: boolean; repeats: number }>(
      t.database.db,
      sql`select c.gate, c.offline, (select count(*)::int from checkin_repeats r where r.ticket_id = c.ticket_id) as repeats
          from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${tickets[0].code}`,
    );
    expect(entry).toEqual([{ gate: 'Norte', offline: false, repeats: 0 }]);
    const later = (await get(`/api/checkins?eventId=${ev.id}&status=IN`)).json().items[0];
    expect(later).toMatchObject({ gate: 'Norte', repeats: 0 });
  });

  it('an offline scan after an online entry is a conflict, never OK; the entry stays; the list shows it', async () => {
    const { ev, tickets } = await tonight(2);
    const [a, b] = tickets;
    await tookListAgo(ev.id, 60);
    // Two offline scans of one ticket in one sync: the earlier keeps the entry.
    const sync = await post('/api/checkins/sync', {
      eventId: ev.id,
      scans: [
        { code: a.code, scannedAt: minutesAgo(3), gate: 'Norte' },
        { code: a.code, scannedAt: minutesAgo(9), gate: 'Sur' },
      ],
    });
    expect(sync.statusCode).toBe(200);
    const [late, early] = sync.json().results;
    expect(early).toMatchObject({ result: 'OK', gate: 'Sur' });
    expect(late).toMatchObject({ result: 'ALREADY_CHECKED_IN', gate: 'Sur' });

    // An online scan let someone in; a scanner that was offline earlier sends its scan now,
    // dated before the online entry: it does not take the entry over.
    expect((await scan({ code: b.code, gate: 'Oeste' })).json().result).toBe('OK');
    const conflict = (
      await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [{ code: b.code, scannedAt: minutesAgo(5), gate: 'Este' }],
      })
    ).json().results[0];
    expect(conflict).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      gate: 'Oeste',
      message: expect.stringContaining('Conflicto'),
    });
    const entry = await rows<{ gate: string; offline: boolean }>(
      t.database.db,
      sql`select c.gate, c.offline from checkins c join tickets tk on tk.id = c.ticket_id where tk.code = ${b.code}`,
    );
    expect(entry).toEqual([{ gate: 'Oeste', offline: false }]);
    const list = (await get(`/api/checkins?eventId=${ev.id}&status=IN`)).json();
    const row = (gate: string) => list.items.find((i: { gate: string }) => i.gate === gate);
    expect(row('Oeste')).toMatchObject({ repeats: 1, conflicts: 1 });
    expect(row('Sur')).toMatchObject({ repeats: 1, conflicts: 1 });
  });

  it('an offline scan dated before its device took the list is refused and writes nothing', async () => {
    const { ev, tickets } = await tonight(2);
    // No list taken by this login yet: no offline scan can have been decided.
    const none = (
      await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [{ code: tickets[0].code, scannedAt: minutesAgo(1) }],
      })
    ).json().results[0];
    expect(none).toMatchObject({ result: 'INVALID', message: expect.stringContaining('anterior') });
    await tookListAgo(ev.id, 10);
    const [before, after] = (
      await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [
          { code: tickets[0].code, scannedAt: minutesAgo(20) },
          { code: tickets[1].code, scannedAt: minutesAgo(5) },
        ],
      })
    ).json().results;
    expect(before.result).toBe('INVALID');
    expect(after.result).toBe('OK');
    const written = await rows<{ code: string }>(
      t.database.db,
      sql`select tk.code from checkins c join tickets tk on tk.id = c.ticket_id where c.event_id = ${ev.id}`,
    );
    expect(written).toEqual([{ code: tickets[1].code }]);
  });

  it("a sync's scans are of its event: another event's ticket is WRONG_EVENT, whatever the scan says", async () => {
    const a = await tonight(1);
    const b = await tonight(1);
    await tookListAgo(a.ev.id, 30);
    const [answer] = (
      await post('/api/checkins/sync', {
        eventId: a.ev.id,
        scans: [{ code: b.tickets[0].code, eventId: b.ev.id, scannedAt: minutesAgo(5) }],
      })
    ).json().results;
    expect(answer.result).toBe('WRONG_EVENT');
    const written = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from checkins where event_id = ${b.ev.id}`,
    );
    expect(written).toEqual([{ n: 0 }]);
  });

  it('the same scan sent again (an answer lost on the way) is answered as the first time, never a repeat or a conflict', async () => {
    const { ev, tickets } = await tonight(3);
    const [a, b, c] = tickets;
    await tookListAgo(ev.id, 30);
    const id = () => randomUUID();
    const repeats = async (code: string) =>
      (
        await rows<{ n: number; conflicts: number }>(
          t.database.db,
          sql`select count(*)::int as n, count(*) filter (where r.offline)::int as conflicts
              from checkin_repeats r join tickets tk on tk.id = r.ticket_id where tk.code = ${code}`,
        )
      )[0];

    // Online, twice with one id; then the same scan queued offline and synced.
    const online = id();
    const first = (await scan({ code: a.code, scanId: online, gate: 'Norte' })).json();
    expect(first.result).toBe('OK');
    expect((await scan({ code: a.code, scanId: online, gate: 'Norte' })).json()).toMatchObject({
      result: 'OK',
      checkedInAt: first.checkedInAt,
    });
    const queued = (
      await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [{ code: a.code, scanId: online, scannedAt: minutesAgo(1), gate: 'Norte' }],
      })
    ).json().results[0];
    expect(queued).toMatchObject({ result: 'OK', checkedInAt: first.checkedInAt });
    expect(await repeats(a.code)).toEqual({ n: 0, conflicts: 0 });

    // A sync sent twice: its entry stays OK, its conflict is counted once.
    expect((await scan({ code: c.code, gate: 'Oeste' })).json().result).toBe('OK');
    const batch = {
      eventId: ev.id,
      scans: [
        { code: b.code, scanId: id(), scannedAt: minutesAgo(4), gate: 'Sur' },
        { code: c.code, scanId: id(), scannedAt: minutesAgo(3), gate: 'Sur' },
      ],
    };
    const once = (await post('/api/checkins/sync', batch)).json().results;
    const twice = (await post('/api/checkins/sync', batch)).json().results;
    expect(once.map((r: { result: string }) => r.result)).toEqual(['OK', 'ALREADY_CHECKED_IN']);
    expect(twice).toEqual(once);
    expect(await repeats(b.code)).toEqual({ n: 0, conflicts: 0 });
    expect(await repeats(c.code)).toEqual({ n: 1, conflicts: 1 });
    // A scan without an id, or with another one, is a new scan: a repeat as before.
    expect((await scan({ code: a.code })).json().result).toBe('ALREADY_CHECKED_IN');
    expect((await scan({ code: a.code, scanId: id() })).json().result).toBe('ALREADY_CHECKED_IN');
    expect(await repeats(a.code)).toEqual({ n: 2, conflicts: 0 });
  });

  it('refuses scans dated in the future or more than a day ago, writing nothing', async () => {
    const { ev, tickets } = await tonight(1);
    await tookListAgo(ev.id, 60);
    for (const scannedAt of [
      new Date(Date.now() + 10 * 60_000).toISOString(),
      new Date(Date.now() - 25 * 3600_000).toISOString(),
    ]) {
      const res = await post('/api/checkins/sync', {
        eventId: ev.id,
        scans: [
          { code: tickets[0].code, scannedAt: minutesAgo(1) },
          { code: tickets[0].code, scannedAt },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fields).toHaveProperty('scans.1.scannedAt');
    }
    expect((await scan({ code: tickets[0].code })).json().result).toBe('OK');
  });
});

describe('[CHECK-IN] who sees an entry code', () => {
  it('door and audit logins get no code or QR; the owner and the box office do', async () => {
    const { ev, order, tickets } = await paidTickets(2);
    const codes = tickets.map((x) => x.code);
    const auditor = (await signInAs(t, 'auditor')).headers;
    const sales = (await signInAs(t, 'sales')).headers;
    const noCode = (body: string) => {
      for (const code of codes) expect(body).not.toContain(code);
      expect(body).not.toContain('data:image/png');
    };
    // The customer search of a door login: seats issued, no code.
    const atDoor = await get(`/api/customers/${buyer.user.id}`, door);
    expect(atDoor.statusCode).toBe(200);
    noCode(atDoor.body);
    const seen = atDoor.json().orders.find((o: { id: string }) => o.id === order.id);
    expect(seen.seats[0]).toMatchObject({ ticketIssued: true, ticket: null });
    // The auditor reads the order and the list of orders, without codes, and no PDF.
    const audited = await get(`/api/orders/${order.id}`, auditor);
    expect(audited.statusCode).toBe(200);
    noCode(audited.body);
    noCode((await get(`/api/orders?eventId=${ev.id}`, auditor)).body);
    const pdf = await get(`/api/orders/${order.id}/tickets.pdf`, auditor);
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().error.message).toBe('Acceso Denegado');
    // The check-in list and its CSV: no code; a part of a code finds nothing, a whole one its ticket.
    noCode((await get(`/api/checkins?eventId=${ev.id}`)).body);
    noCode((await get(`/api/checkins/export?eventId=${ev.id}`)).body);
    const part = await get(`/api/checkins?eventId=${ev.id}&q=${codes[0].slice(0, 6)}`);
    expect(part.json().total).toBe(0);
    const whole = await get(`/api/checkins?eventId=${ev.id}&q=${codes[0].toLowerCase()}`);
    expect(whole.json()).toMatchObject({ total: 1 });
    // The box office and the owner see the codes.
    for (const h of [sales, admin, buyer.headers]) {
      const body = (await get(`/api/orders/${order.id}`, h)).json();
      expect(body.seats.map((s: { ticket: { code: string } }) => s.ticket.code).sort()).toEqual(
        codes,
      );
    }
    const atCounter = (await get(`/api/customers/${buyer.user.id}`, sales)).json();
    expect(JSON.stringify(atCounter)).toContain(codes[0]);
    expect((await get(`/api/orders/${order.id}/tickets.pdf`, sales)).statusCode).toBe(200);
  });
});

describe('[CHECK-IN] events at the door', () => {
  it('lists events from today on, not the ones that ended', async () => {
    const coming = await createEvent(t, { startAt: new Date(Date.now() + 3 * 3600_000) });
    const tonight = await createEvent(t, { startAt: new Date(Date.now() - 2 * 3600_000) });
    const past = await createEvent(t, { startAt: new Date(Date.now() - 3 * 24 * 3600_000) });
    const res = await get('/api/checkins/events');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((e: { id: string }) => e.id);
    expect(ids).toContain(coming.id);
    expect(ids).toContain(tonight.id);
    expect(ids).not.toContain(past.id);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/checkins/events',
      headers: buyer.headers,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('[CHECK-IN] one code per ticket, everywhere the buyer sees it', () => {
  it('the e-mail QR, the Mis Entradas QR and the ticket PDF QR decode to the code the door takes', async () => {
    const { ev, order, tickets } = await paidTickets(2);
    const codes = tickets.map((tk) => tk.code);

    // The ticket e-mail as queued: one 180×180 QR per ticket, next to its seat and code.
    const [mail] = await rows<{ text: string; attachments: { contentBase64: string }[] }>(
      t.database.db,
      sql`select text, attachments from mail_outbox
          where template = 'tickets' and subject like ${`%${order.id.slice(-12)}`}`,
    );
    const mailed = await Promise.all(
      mail.attachments.map((a) => readQrPng(Buffer.from(a.contentBase64, 'base64'))),
    );
    const written = [...mail.text.matchAll(/· (TK[0-9A-Z]+)$/gm)].map((m) => m[1]);
    expect(mailed).toEqual(written.map((code) => [code]));
    expect([...written].sort()).toEqual(codes);

    // Mis Entradas: each seat's QR image says that seat's code.
    const mine = await get('/api/orders/mine', buyer.headers);
    const shown = (
      mine.json() as {
        items: { id: string; seats: { seatId: string; ticket: { code: string; qr: string } }[] }[];
      }
    ).items.find((o) => o.id === order.id)!;
    for (const s of shown.seats) {
      expect(await readQrDataUrl(s.ticket.qr)).toEqual([s.ticket.code]);
      expect(tickets.find((tk) => tk.seatId === s.seatId)?.code).toBe(s.ticket.code);
    }

    // The printable PDF: one QR per page, the same codes.
    const pdf = await get(`/api/orders/${order.id}/tickets.pdf`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect((await readQrPdf(pdf.rawPayload)).sort()).toEqual(codes);

    for (const code of codes) {
      expect((await scan({ code, eventId: ev.id })).json().result).toBe('OK');
    }
  });
});
