/**
 * A wheelchair space and the companion seat beside it (seats.access) are named wherever the
 * seat is: the cart, the order, the ticket e-mail, the printable tickets, the shared page and
 * Mis Entradas. An ordinary seat says nothing more.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { createEvent, holdSeats, transfer, useSalesApp, vesFor } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { pdfText } from '../../pdf-text';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

const WHEELCHAIR = 'Puesto para silla de ruedas';
const COMPANION = 'Asiento de acompañante';

describe('[SEAT ACCESS] after the purchase', () => {
  it('names the wheelchair space and its companion seat on the cart, the order, the e-mail, the PDF, the shared page and Mis Entradas', async () => {
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

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        eventId: ev.id,
        paymentMethod: 'TRANSFERENCIA',
        payment: transfer(bankId, vesFor(3)),
      },
    });
    expect(placed.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    const order = approved.json();
    type Seat = { seatId: string; seat: { access: string | null } };
    expect(Object.fromEntries(order.seats.map((s: Seat) => [s.seatId, s.seat.access]))).toEqual(
      expected,
    );

    // The ticket e-mail says it under each seat, in both its parts, once each.
    const [mail] = await rows<{ html: string; text: string }>(
      t.database.db,
      sql`select html, text from mail_outbox where "to" = ${buyer.user.email} and template = 'tickets'`,
    );
    for (const part of [mail.html, mail.text]) {
      expect(part.split(WHEELCHAIR)).toHaveLength(2);
      expect(part.split(COMPANION)).toHaveLength(2);
    }

    // The printable tickets: on the wheelchair space's page and the companion's, not the third.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tickets.pdf`,
      headers: buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text.split(WHEELCHAIR)).toHaveLength(2);
    expect(text.split(COMPANION)).toHaveLength(2);

    // The shared page (WhatsApp link), without signing in.
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/share`,
      headers: buyer.headers,
    });
    const token = share.json().url.split('/').pop();
    const shared = await t.app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(shared.statusCode).toBe(200);
    expect(
      shared
        .json()
        .tickets.map((tk: { access: string | null }) => tk.access)
        .sort(),
    ).toEqual(['ACCESSIBLE', 'COMPANION', null].sort());

    // Mis Entradas reads the buyer's orders.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: buyer.headers,
    });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().items.find((o: { id: string }) => o.id === order.id);
    expect(Object.fromEntries(listed.seats.map((s: Seat) => [s.seatId, s.seat.access]))).toEqual(
      expected,
    );
  });
});
