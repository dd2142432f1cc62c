import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { sweepExpiredHolds } from '../../../src/modules/holds/service';
import { cancelOverdueOrders } from '../../../src/modules/orders/payment-deadline';
import { runWaitlist } from '../../../src/modules/tickets/waitlist';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { createUser, signIn, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
type Headers = { authorization: string };
let admin: Headers;
let door: Headers;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  admin = (await signInAs(t, 'admin')).headers;
  door = (await signInAs(t, 'chekiner')).headers;
});
afterAll(async () => t?.close());

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const HOUR = 3600_000;

/** A customer's paid order of `n` seats of a new event (starting at `startAt`, default in 5 h). */
async function paidOrder(n: number, startAt = new Date(Date.now() + 5 * HOUR), seats = 20) {
  const buyer = await signInAs(t, 'customer');
  const ev = await createEvent(t, { startAt, zones: [{ name: 'PLATEA', price: '25.00', seats }] });
  const order = (
    await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, n), { bankId })
  ).json();
  const approved = await inject('POST', `/api/orders/${order.id}/approve`, admin);
  expect(approved.statusCode).toBe(200);
  return { buyer, ev, order: approved.json() };
}

const mailsTo = (to: string) =>
  rows<{ template: string; subject: string; html: string; text: string }>(
    t.database.db,
    sql`select template, subject, html, text from mail_outbox where "to" = ${to} order by created_at`,
  );

describe('[AFTER PURCHASE] share link', () => {
  it('gives the owner of a paid order a WhatsApp link to a public page with a QR per ticket; revoking kills every link', async () => {
    const { buyer, ev, order } = await paidOrder(2);
    expect(order.seats[0].ticket).toMatchObject({
      id: expect.any(String),
      code: expect.any(String),
    });

    const res = await inject('POST', `/api/orders/${order.id}/share`, buyer.headers);
    expect(res.statusCode).toBe(201);
    const { url, whatsappUrl } = res.json();
    expect(url).toMatch(/^http:\/\/tickera\.test\/entradas\/[A-Za-z0-9_-]{43}$/);
    expect(whatsappUrl.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(whatsappUrl.slice('https://wa.me/?text='.length));
    expect(message).toContain(url);
    expect(message).toContain(ev.name);
    const token = url.split('/').pop()!;

    // Only the digest is kept.
    const stored = await rows<{ tokenHash: string }>(
      t.database.db,
      sql`select token_hash as "tokenHash" from ticket_share_links where order_id = ${order.id}`,
    );
    expect(stored.map((s) => s.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Anyone with the link, no session.
    const shared = await inject('GET', `/api/shared/${token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    const body = shared.json();
    expect(body.event).toMatchObject({ id: ev.id, name: ev.name });
    expect(body.tickets).toHaveLength(2);
    const codes = order.seats.map((s: { ticket: { code: string } }) => s.ticket.code).sort();
    expect(body.tickets.map((x: { code: string }) => x.code).sort()).toEqual(codes);
    for (const tk of body.tickets) {
      expect(tk.zone).toBe('PLATEA');
      expect(tk.seat).toMatch(/^A-\d$/);
      expect(tk.qr).toMatch(/^data:image\/png;base64,/);
    }

    const second = (await inject('POST', `/api/orders/${order.id}/share`, buyer.headers)).json();
    expect(second.url).not.toBe(url);
    expect(
      (await inject('DELETE', `/api/orders/${order.id}/share`, buyer.headers)).statusCode,
    ).toBe(204);
    for (const link of [url, second.url]) {
      const gone = await inject('GET', `/api/shared/${link.split('/').pop()}`);
      expect(gone.statusCode).toBe(404);
    }
    expect(
      (await inject('GET', '/api/shared/no-existe-este-enlace-0000000000000000')).statusCode,
    ).toBe(404);
  });

  it('links a web app manifest made from the address: its app starts at the link; a bad token is a 400', async () => {
    const token = 'Abc_-0123456789abcdefghijklmnopq';
    const res = await inject('GET', `/entradas/${token}/manifest.webmanifest`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json()).toMatchObject({
      short_name: 'Entradas',
      id: `/entradas/${token}`,
      start_url: `/entradas/${token}`,
      scope: '/entradas/',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]),
    });
    // Nothing but the address's own token: no event, no code, no other link.
    expect(JSON.stringify(res.json()).match(/[A-Za-z0-9_-]{20,}/g)).toEqual([token, token]);

    const bad = await inject('GET', '/entradas/corto%22%3E/manifest.webmanifest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/inválid/i);
  });

  it('is the owner’s only: 404 for anyone else (staff included), 409 while unpaid', async () => {
    const { order } = await paidOrder(1);
    const stranger = await signInAs(t, 'customer');
    for (const h of [stranger.headers, admin]) {
      expect((await inject('POST', `/api/orders/${order.id}/share`, h)).statusCode).toBe(404);
      expect((await inject('DELETE', `/api/orders/${order.id}/share`, h)).statusCode).toBe(404);
    }
    expect((await inject('POST', `/api/orders/${order.id}/share`)).statusCode).toBe(401);
    const buyer = await signInAs(t, 'customer');
    const ev = await createEvent(t);
    const pending = (await placeOrder(t, buyer.headers, ev.id, [ev.seatIds[0]], { bankId })).json();
    const res = await inject('POST', `/api/orders/${pending.id}/share`, buyer.headers);
    expect(res.statusCode).toBe(409);
  });

  it('the ticket e-mail carries a share link and its WhatsApp button; a cancelled order’s link dies', async () => {
    const { buyer, order } = await paidOrder(1);
    const [mail] = (await mailsTo(buyer.user.email)).filter((m) => m.template === 'tickets');
    const link = /http:\/\/tickera\.test\/entradas\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain('https://wa.me/?text=');
    expect(mail.html).toContain('Compartir por WhatsApp');
    expect((await inject('GET', `/api/shared/${link![1]}`)).statusCode).toBe(200);
    const cancel = await inject('POST', `/api/orders/${order.id}/cancel`, admin, {
      reason: 'Devolución aprobada',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await inject('GET', `/api/shared/${link![1]}`)).statusCode).toBe(404);
  });
});

describe('[AFTER PURCHASE] transfer', () => {
  const transfer = (ticketId: string, headers: Headers | undefined, payload: object) =>
    inject('POST', `/api/tickets/${ticketId}/transfer`, headers, payload);

  it('passes a ticket: old code INVALID and out of the door list, new code for the recipient, Mis Entradas of both, audited, e-mails', async () => {
    const { buyer, ev, order } = await paidOrder(2);
    const [first, other] = order.seats;
    const oldCode = first.ticket.code;
    const friend = await createUser(t, { name: 'Luis', lastName: 'Pérez' });

    const res = await transfer(first.ticket.id, buyer.headers, {
      email: friend.email.toUpperCase(),
      name: 'Luis Pérez',
    });
    expect(res.statusCode).toBe(200);
    const { ticket } = res.json();
    expect(ticket.code).not.toBe(oldCode);
    expect(ticket.id).not.toBe(first.ticket.id);

    // The door: the old code is refused, the offline list carries the new digest only.
    expect(
      (await inject('POST', '/api/checkins', door, { code: oldCode, eventId: ev.id })).json()
        .result,
    ).toBe('INVALID');
    const list = (await inject('GET', `/api/checkins/tickets?eventId=${ev.id}`, door)).json();
    const digests = list.items.map((x: { digest: string }) => x.digest);
    expect(digests).toContain(sha256(ticket.code));
    expect(digests).not.toContain(sha256(oldCode));

    // The sender no longer sees it; the other seat is still theirs.
    const mine = (await inject('GET', '/api/orders/mine', buyer.headers)).json().items[0];
    const seat = mine.seats.find((s: { seatId: string }) => s.seatId === first.seatId);
    expect(seat).toMatchObject({ ticket: null, ticketIssued: true, transferred: true });
    expect(mine.seats.find((s: { seatId: string }) => s.seatId === other.seatId).ticket.code).toBe(
      other.ticket.code,
    );
    expect(JSON.stringify(mine)).not.toContain(ticket.code);
    // The order's PDF and resend no longer carry it either; the box office sees the new code.
    const staffView = (await inject('GET', `/api/orders/${order.id}`, admin)).json();
    expect(
      staffView.seats.find((s: { seatId: string }) => s.seatId === first.seatId).ticket.code,
    ).toBe(ticket.code);

    // The recipient finds it in Mis Entradas.
    const friendSession = await signIn(t, friend.email);
    const received = (await inject('GET', '/api/tickets/received', friendSession.headers)).json();
    expect(received.items).toEqual([
      expect.objectContaining({
        id: ticket.id,
        code: ticket.code,
        zone: 'PLATEA',
        qr: expect.stringMatching(/^data:image\/png;base64,/),
        event: expect.objectContaining({ id: ev.id, name: ev.name }),
      }),
    ]);
    expect((await inject('GET', '/api/tickets/received', buyer.headers)).json().items).toEqual([]);

    const friendMails = await mailsTo(friend.email);
    expect(friendMails.map((m) => m.template)).toEqual(['ticket-received']);
    expect(friendMails[0].text).toContain(ticket.code);
    expect((await mailsTo(buyer.user.email)).map((m) => m.template)).toContain('ticket-given');
    expect(JSON.stringify(await mailsTo(buyer.user.email))).not.toContain(ticket.code);

    const audit = await rows<{ action: string; entityId: string; data: unknown; before: unknown }>(
      t.database.db,
      sql`select action, entity_id as "entityId", data, before from audit_log where action like 'tickets.%'
          and entity_id in (${first.ticket.id}, ${ticket.id}) order by created_at`,
    );
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([
      ['tickets.transfer', first.ticket.id],
      ['tickets.issueTransferred', ticket.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(ticket.code);

    // The new holder may pass it on again; the first buyer may not any more.
    expect(
      (await transfer(ticket.id, buyer.headers, { email: 'otra@prueba.test', name: 'Otra' }))
        .statusCode,
    ).toBe(404);
    const again = await transfer(ticket.id, friendSession.headers, {
      email: buyer.user.email,
      name: 'De vuelta',
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await inject('GET', '/api/tickets/received', friendSession.headers)).json().items,
    ).toEqual([]);
    const back = (await inject('GET', '/api/orders/mine', buyer.headers)).json().items[0];
    expect(back.seats.find((s: { seatId: string }) => s.seatId === first.seatId)).toMatchObject({
      ticket: { code: again.json().ticket.code },
      transferred: false,
    });
  });

  it('creates the recipient’s account with a set-password link when the e-mail is new', async () => {
    const { buyer, order } = await paidOrder(1);
    const email = `nuevo-${Date.now()}@prueba.test`;
    const res = await transfer(order.seats[0].ticket.id, buyer.headers, {
      email,
      name: 'Ana María Soto',
    });
    expect(res.statusCode).toBe(200);
    const [profile] = await rows<{ name: string; lastName: string; role: string }>(
      t.database.db,
      sql`select p.name, p.last_name as "lastName", u.role from users u join profiles p on p.user_id = u.id where u.email = ${email}`,
    );
    expect(profile).toEqual({ name: 'Ana', lastName: 'María Soto', role: 'customer' });
    const templates = (await mailsTo(email)).map((m) => m.template).sort();
    expect(templates).toEqual(['activation', 'ticket-received']);
  });

  it('refuses: anyone but the holder and admin/supervisor (404), after check-in (409 TICKET_USED), inside the cut-off (422 TRANSFER_CLOSED), bad input (400)', async () => {
    const { buyer, ev, order } = await paidOrder(3);
    const [a, b, c] = order.seats.map((s: { ticket: { id: string; code: string } }) => s.ticket);
    const to = { email: 'amigo@prueba.test', name: 'Amigo Bueno' };
    for (const role of ['customer', 'sales', 'chekiner', 'auditor'] as const) {
      const h = (await signInAs(t, role)).headers;
      expect((await transfer(a.id, h, to)).statusCode, role).toBe(404);
    }
    expect((await transfer(a.id, undefined, to)).statusCode).toBe(401);
    const bad = await transfer(a.id, buyer.headers, { email: 'no-es-correo', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toHaveProperty('email');
    expect(
      (await transfer(a.id, buyer.headers, { email: buyer.user.email, name: 'Yo' })).statusCode,
    ).toBe(422);
    const supervisor = (await signInAs(t, 'supervisor')).headers;
    expect((await transfer(a.id, supervisor, to)).statusCode).toBe(200);
    expect((await transfer(a.id, buyer.headers, to)).json().error.code).toBe('TICKET_VOID');

    expect(
      (await inject('POST', '/api/checkins', door, { code: b.code, eventId: ev.id })).json().result,
    ).toBe('OK');
    const used = await transfer(b.id, buyer.headers, to);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.code).toBe('TICKET_USED');

    await t.database.db.execute(
      sql`update events set start_at = now() + interval '90 minutes' where id = ${ev.id}`,
    );
    const closed = await transfer(c.id, buyer.headers, to);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.code).toBe('TRANSFER_CLOSED');
    await t.database.db.execute(
      sql`update events set transfer_cutoff_hours = 1 where id = ${ev.id}`,
    );
    expect((await transfer(c.id, buyer.headers, to)).statusCode).toBe(200);
  });

  it('two transfers of one ticket at once: exactly one wins, one live ticket on the seat', async () => {
    const { buyer, order } = await paidOrder(1);
    const id = order.seats[0].ticket.id;
    const answers = await Promise.all(
      ['uno', 'dos', 'tres'].map((n) =>
        transfer(id, buyer.headers, { email: `${n}-${Date.now()}@prueba.test`, name: n }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const live = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from tickets where order_id = ${order.id} and is_active`,
    );
    expect(live[0].n).toBe(1);
  });
});

describe('[AFTER PURCHASE] waiting list', () => {
  const join = (eventId: string, headers: Headers, payload: object) =>
    inject('POST', `/api/events/${eventId}/waitlist`, headers, payload);
  const me = async (eventId: string, headers: Headers) =>
    (await inject('GET', `/api/events/${eventId}/waitlist/me`, headers)).json();
  const heldSeats = async (eventId: string, headers: Headers) =>
    (await inject('GET', `/api/holds?eventId=${eventId}`, headers)).json().holds;

  /** An event of `seats` seats, all in one buyer's unpaid order. */
  async function soldOut(seats: number) {
    const buyer = await signInAs(t, 'customer');
    const ev = await createEvent(t, { zones: [{ name: 'PISTA', price: '25.00', seats }] });
    const order = (await placeOrder(t, buyer.headers, ev.id, ev.seatIds, { bankId })).json();
    expect(order.id).toBeTruthy();
    return { ev, order, buyer };
  }

  it('409 SEATS_AVAILABLE while seats are on sale; a place in line on a sold-out event; 400 on bad quantity', async () => {
    const ev = await createEvent(t);
    const c = await signInAs(t, 'customer');
    const open = await join(ev.id, c.headers, { quantity: 2 });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe('SEATS_AVAILABLE');

    const { ev: full } = await soldOut(2);
    expect((await join(full.id, c.headers, { quantity: 0 })).statusCode).toBe(400);
    expect((await join(full.id, c.headers, { quantity: 11 })).statusCode).toBe(400);
    expect(
      (await join(full.id, c.headers, { quantity: 1, zoneId: ev.zones[0].id })).statusCode,
    ).toBe(400);
    expect(await me(full.id, c.headers)).toEqual({ position: null, state: 'NONE' });
    const first = await join(full.id, c.headers, { quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ position: 1, state: 'WAITING' });
    expect((await join(full.id, c.headers, { quantity: 1 })).statusCode).toBe(409);
    const d = await signInAs(t, 'customer');
    expect(
      (await join(full.id, d.headers, { quantity: 1, zoneId: full.zones[0].id })).json(),
    ).toEqual({
      position: 2,
      state: 'WAITING',
    });
    expect(await me(full.id, d.headers)).toEqual({ position: 2, state: 'WAITING' });
    expect((await join(full.id, d.headers, { quantity: 1 })).statusCode).toBe(409);

    const staff = await inject('GET', `/api/events/${full.id}/waitlist`, admin);
    expect(staff.statusCode).toBe(200);
    expect(
      staff
        .json()
        .items.map((i: { position: number; quantity: number }) => [i.position, i.quantity]),
    ).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect((await inject('GET', `/api/events/${full.id}/waitlist`, d.headers)).statusCode).toBe(
      403,
    );
  });

  it('a cancelled order’s seats go to the first in line whose quantity fits, held in their name, with an e-mail', async () => {
    const { ev, order } = await soldOut(3);
    const big = await signInAs(t, 'customer');
    const small = await signInAs(t, 'customer');
    const after = await signInAs(t, 'customer');
    // 5 do not fit in 3 seats: the first in line whose quantity fits is `small`.
    expect((await join(ev.id, big.headers, { quantity: 5 })).statusCode).toBe(201);
    expect((await join(ev.id, small.headers, { quantity: 2 })).statusCode).toBe(201);
    expect((await join(ev.id, after.headers, { quantity: 1 })).statusCode).toBe(201);

    expect(
      (
        await inject('POST', `/api/orders/${order.id}/cancel`, admin, {
          reason: 'Devolución aprobada',
        })
      ).statusCode,
    ).toBe(200);
    const offer = await me(ev.id, small.headers);
    expect(offer).toMatchObject({ state: 'OFFERED', position: null, seats: 2 });
    const minutes = (Date.parse(offer.offerExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await heldSeats(ev.id, small.headers)).toHaveLength(2);
    expect(await heldSeats(ev.id, after.headers)).toHaveLength(1);
    expect(await me(ev.id, big.headers)).toEqual({ position: 1, state: 'WAITING' });
    const [mail] = (await mailsTo(small.user.email)).filter((m) => m.template === 'waitlist-offer');
    expect(mail.html).toContain(`/eventos/checkout?event=${ev.id}`);
    expect(mail.html).toContain('https://wa.me/?text=');

    // They buy with the held seats, as any buyer does.
    const bought = await inject('POST', '/api/orders', small.headers, {
      eventId: ev.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: {
        bankId,
        reference: `${Date.now()}`.slice(-8),
        amount: '1825.60',
        date: '2026-11-20',
        currency: 'VES',
      },
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().seats).toHaveLength(2);

    // Bought through the offer: the entry is fulfilled, not a lapsed offer, even past its time.
    expect(await me(ev.id, small.headers)).toEqual({ position: null, state: 'NONE' });
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second' where event_id = ${ev.id} and state = 'OFFERED'`,
    );
    await runWaitlist(t.app.ctx);
    expect(await me(ev.id, small.headers)).toEqual({ position: null, state: 'NONE' });
    // The one who did not buy reads EXPIRED once their offer lapses.
    expect((await me(ev.id, after.headers)).state).toBe('EXPIRED');
    const line = (await inject('GET', `/api/events/${ev.id}/waitlist`, admin)).json().items;
    const byCustomer = (id: string) =>
      line.find((i: { customer: { id: string } }) => i.customer.id === id);
    expect(byCustomer(small.user.id).state).toBe('FULFILLED');
    expect(byCustomer(after.user.id).state).toBe('EXPIRED');
    const [stored] = await rows<{ orderId: string }>(
      t.database.db,
      sql`select fulfilled_order_id as "orderId" from waitlist_entries where event_id = ${ev.id} and user_id = ${small.user.id}`,
    );
    expect(stored.orderId).toBe(bought.json().id);
  });

  it('the offer wins against a buyer racing for the released seats', async () => {
    for (let round = 0; round < 3; round++) {
      const { ev, order } = await soldOut(2);
      const waiting = await signInAs(t, 'customer');
      const racer = await signInAs(t, 'customer');
      expect((await join(ev.id, waiting.headers, { quantity: 2 })).statusCode).toBe(201);
      const [cancel, hold] = await Promise.all([
        inject('POST', `/api/orders/${order.id}/cancel`, admin, { reason: 'Devolución aprobada' }),
        inject('POST', '/api/holds', racer.headers, { eventId: ev.id, seatIds: ev.seatIds }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect(hold.statusCode).toBe(409);
      expect(await heldSeats(ev.id, waiting.headers)).toHaveLength(2);
      expect(await heldSeats(ev.id, racer.headers)).toHaveLength(0);
    }
  });

  it('the payment deadline’s release is offered too; a lapsed offer passes to the next; expired holds reach the line by the job', async () => {
    const { ev, order } = await soldOut(2);
    const first = await signInAs(t, 'customer');
    const second = await signInAs(t, 'customer');
    expect((await join(ev.id, first.headers, { quantity: 2 })).statusCode).toBe(201);
    expect((await join(ev.id, second.headers, { quantity: 2 })).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 minute' where id = ${order.id}`,
    );
    expect(await cancelOverdueOrders(t.app.ctx)).toContain(order.id);
    expect((await me(ev.id, first.headers)).state).toBe('OFFERED');

    // The offer lapses: its holds end with it, and the job offers the seats to the next.
    await t.database.db.execute(
      sql`update waitlist_entries set offer_expires_at = now() - interval '1 second' where event_id = ${ev.id} and state = 'OFFERED'`,
    );
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where event_id = ${ev.id}`,
    );
    expect((await me(ev.id, first.headers)).state).toBe('EXPIRED');
    expect(await runWaitlist(t.app.ctx)).toBe(2);
    expect((await me(ev.id, second.headers)).state).toBe('OFFERED');
    expect(await heldSeats(ev.id, second.headers)).toHaveLength(2);
    expect(await heldSeats(ev.id, first.headers)).toHaveLength(0);

    // Seats a buyer held and let expire go to the line too.
    const ev2 = await createEvent(t, { zones: [{ name: 'PISTA', price: '25.00', seats: 1 }] });
    const holder = await signInAs(t, 'customer');
    expect(
      (
        await inject('POST', '/api/holds', holder.headers, {
          eventId: ev2.id,
          seatIds: ev2.seatIds,
        })
      ).statusCode,
    ).toBe(201);
    const third = await signInAs(t, 'customer');
    expect((await join(ev2.id, third.headers, { quantity: 1 })).statusCode).toBe(201);
    expect(await runWaitlist(t.app.ctx)).toBe(0);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where event_id = ${ev2.id}`,
    );
    // Before the job comes round, the seat is the line's: no buyer (not even the one whose
    // hold lapsed) takes it, the map shows it held, the sweeper leaves it.
    const racer = await signInAs(t, 'customer');
    for (const who of [racer, holder]) {
      const taken = await inject('POST', '/api/holds', who.headers, {
        eventId: ev2.id,
        seatIds: ev2.seatIds,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('SEAT_UNAVAILABLE');
    }
    const map = (await inject('GET', `/api/events/${ev2.id}/seat-map`, racer.headers)).json();
    expect(map.zones[0].seats[0].status).toBe('held');
    await sweepExpiredHolds(t.app.ctx);
    expect(
      await rows(t.database.db, sql`select 1 from seat_holds where event_id = ${ev2.id}`),
    ).toHaveLength(1);
    expect(await runWaitlist(t.app.ctx)).toBe(1);
    expect((await me(ev2.id, third.headers)).state).toBe('OFFERED');
    expect(await heldSeats(ev2.id, third.headers)).toHaveLength(1);
  });

  it('expired holds no one in line can take (their quantity does not fit) go back on sale with the job', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'PISTA', price: '25.00', seats: 2 }] });
    const holder = await signInAs(t, 'customer');
    const hold = await inject('POST', '/api/holds', holder.headers, {
      eventId: ev.id,
      seatIds: ev.seatIds,
    });
    expect(hold.statusCode).toBe(201);
    const many = await signInAs(t, 'customer');
    expect((await join(ev.id, many.headers, { quantity: 3 })).statusCode).toBe(201);
    await t.database.db.execute(
      sql`update seat_holds set expires_at = now() - interval '1 second' where event_id = ${ev.id}`,
    );
    const buyer = await signInAs(t, 'customer');
    const early = await inject('POST', '/api/holds', buyer.headers, {
      eventId: ev.id,
      seatIds: ev.seatIds,
    });
    expect(early.statusCode).toBe(409);
    expect(await runWaitlist(t.app.ctx)).toBe(0);
    expect(await me(ev.id, many.headers)).toEqual({ position: 1, state: 'WAITING' });
    const later = await inject('POST', '/api/holds', buyer.headers, {
      eventId: ev.id,
      seatIds: ev.seatIds,
    });
    expect(later.statusCode).toBe(201);
  });
});
