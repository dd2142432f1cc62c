/**
 * A wheelchair space and the companion seat beside it (seats.access) are named wherever the
 * seat is: the cart, the order, the ticket e-mail, the printable tickets, the shared page and
 * Mis Entradas. An ordinary seat says nothing more.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { createEvent, holdSeats, placeOrder, useSalesApp } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { pdfPages } from '../../pdf-text';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

const WHEELCHAIR = 'Puesto para silla de ruedas';
const COMPANION = 'Asiento de acompañante';

describe('[SEAT ACCESS] after the purchase', () => {
  it('names the wheelchair space and its companion seat on the cart, the order, the e-mail, the PDF, the shared page, Mis Entradas, a ticket passed on and the box office’s list', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'PLATEA', price: '25.00', seats: 6 }] });
    const [wheelchair, companion, ordinary] = ev.seatIds;
    await t.database.db.execute(
      sql`update seats set access = case id when ${wheelchair}::uuid then 'ACCESSIBLE' else 'COMPANION' end
          where id in (${wheelchair}::uuid, ${companion}::uuid)`,
    );
    const buyer = await signInAs(t, 'customer');
    const admin = await signInAs(t, 'admin');
    const seats = [wheelchair, companion, ordinary];
    expect((await holdSeats(t, buyer.headers, ev.id, seats)).statusCode).toBe(201);
    const expected = { [wheelchair]: 'ACCESSIBLE', [companion]: 'COMPANION', [ordinary]: null };

    // The cart (the checkout's list of held seats).
    const held = await t.app.inject({
      method: 'GET',
      url: `/api/holds?eventId=${ev.id}`,
      headers: buyer.headers,
    });
    expect(held.statusCode).toBe(200);
    const heldAccess = Object.fromEntries(
      held
        .json()
        .holds.map((h: { seatId: string; seat: { access: string | null } }) => [
          h.seatId,
          h.seat.access,
        ]),
    );
    expect(heldAccess).toEqual(expected);

    // The order of the seats held (placeOrder holds them again: they are the buyer's already).
    const placed = await placeOrder(t, buyer.headers, ev.id, seats, { bankId });
    expect(placed.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    const order = approved.json();
    type Seat = {
      seatId: string;
      seat: { name: string; access: string | null };
      ticket: { id: string; code: string };
    };
    expect(Object.fromEntries(order.seats.map((s: Seat) => [s.seatId, s.seat.access]))).toEqual(
      expected,
    );
    const seatOf = (id: string) => order.seats.find((s: Seat) => s.seatId === id) as Seat;
    const [w, c, o] = seats.map(seatOf);

    // The ticket e-mail says it under the seat it belongs to, between the seat and its code.
    const [mail] = await rows<{ html: string; text: string }>(
      t.database.db,
      sql`select html, text from mail_outbox where "to" = ${buyer.user.email} and template = 'tickets'`,
    );
    expect(mail.text).toContain(`Asiento ${w.seat.name} · ${WHEELCHAIR} · ${w.ticket.code}`);
    expect(mail.text).toContain(`Asiento ${c.seat.name} · ${COMPANION} · ${c.ticket.code}`);
    expect(mail.text).toContain(`Asiento ${o.seat.name} · ${o.ticket.code}`);
    expect(mail.html).toContain(
      `Asiento ${w.seat.name}<br><strong>${WHEELCHAIR}</strong><br><code>${w.ticket.code}</code>`,
    );
    expect(mail.html).toContain(`Asiento ${o.seat.name}<br><code>${o.ticket.code}</code>`);

    // The printable tickets: on the wheelchair space's page and the companion's, not the third.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tickets.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const pages = pdfPages(pdf.rawPayload);
    const pageOf = (seat: Seat) => pages.find((p) => p.includes(seat.ticket.code)) ?? '';
    expect(pageOf(w)).toContain(WHEELCHAIR);
    expect(pageOf(c)).toContain(COMPANION);
    expect(pageOf(o)).toContain(o.seat.name);
    expect(pageOf(o)).not.toMatch(new RegExp(`${WHEELCHAIR}|${COMPANION}`));

    // The shared page (WhatsApp link), without signing in.
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/share`,
      headers: buyer.headers,
    });
    const token = share.json().url.split('/').pop();
    const shared = await t.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(shared.statusCode).toBe(200);
    const sharedAccess = Object.fromEntries(
      shared
        .json()
        .tickets.map((tk: { code: string; access: string | null }) => [tk.code, tk.access]),
    );
    expect(sharedAccess).toEqual({
      [w.ticket.code]: 'ACCESSIBLE',
      [c.ticket.code]: 'COMPANION',
      [o.ticket.code]: null,
    });

    // Mis Entradas reads the buyer's orders.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: buyer.headers,
    });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().items.find((x: { id: string }) => x.id === order.id);
    expect(Object.fromEntries(listed.seats.map((s: Seat) => [s.seatId, s.seat.access]))).toEqual(
      expected,
    );

    // Passed to a friend: their e-mail and their Mis Entradas say it too.
    const friend = await signInAs(t, 'customer');
    const passed = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${w.ticket.id}/transfer`,
      headers: buyer.headers,
      payload: { email: friend.user.email, name: 'Luis Pérez' },
    });
    expect(passed.statusCode).toBe(200);
    const newCode = passed.json().ticket.code;
    const [received] = await rows<{ text: string }>(
      t.database.db,
      sql`select text from mail_outbox where "to" = ${friend.user.email} and template = 'ticket-received'`,
    );
    expect(received.text).toContain(`Asiento ${w.seat.name} · ${WHEELCHAIR} · ${newCode}`);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/tickets/received',
      headers: friend.headers,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([
      expect.objectContaining({
        code: newCode,
        seat: expect.objectContaining({ access: 'ACCESSIBLE' }),
      }),
    ]);

    // The box office's list of issued tickets (the passed one under its new code).
    const issued = await t.app.inject({
      method: 'GET',
      url: `/api/tickets?eventId=${ev.id}`,
      headers: admin.headers,
    });
    expect(issued.statusCode).toBe(200);
    const listedAccess = Object.fromEntries(
      issued
        .json()
        .items.map((i: { code: string; seatAccess: string | null }) => [i.code, i.seatAccess]),
    );
    expect(listedAccess[newCode]).toBe('ACCESSIBLE');
    expect(listedAccess[c.ticket.code]).toBe('COMPANION');
    expect(listedAccess[o.ticket.code]).toBeNull();
  });
});
