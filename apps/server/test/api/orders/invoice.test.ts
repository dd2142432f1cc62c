import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { convertToVes, multiplyMoney } from '@tickera/shared/money';
import { DEMO_STORE_LOGO, DEMO_STORE_SIGNATURE } from '../../../src/seed/assets/demo-store-images';
import { profiles } from '../../../src/db/schema/auth';
import { decodeImage } from '../../../src/modules/orders/invoice-image';
import { eventConfig, events } from '../../../src/db/schema/events';
import { stores } from '../../../src/db/schema/stores';
import { orderSeats, orders } from '../../../src/db/schema/orders';
import { createEvent, createRate, firstBankId, transfer } from '../../factories';
import { createTestApp, createUser, signIn, signInAs, type TestApp } from '../../helper';
import { pdfPages, pdfText } from '../../pdf-text';

let t: TestApp;
let bankId: string;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t, '36.51200000');
  bankId = await firstBankId(t);
  // The oldest active store, whose images cannot be drawn: what an event with no store prints.
  await t.database.db.insert(stores).values({
    name: 'Producciones Ávila',
    rif: 'J-30111222-4',
    invoiceLogo: 'https://tickera.test/logo.png',
    logoBase64: corruptPng().toString('base64'),
    signatureSrc: 'data:image/svg+xml;base64,PHN2Zy8+',
    createdAt: new Date('2020-01-01'),
  });
});
afterAll(async () => t?.close());

type H = { authorization: string };

/** The demo logo with its pixel data replaced by junk under a valid CRC. */
function corruptPng(): Buffer {
  const png = Buffer.from(DEMO_STORE_LOGO.split(',')[1], 'base64');
  const at = png.indexOf('IDAT');
  const length = png.readUInt32BE(at - 4);
  png.fill(0x5a, at + 4, at + 4 + length);
  png.writeUInt32BE(crc32(png.subarray(at, at + 4 + length)), at + 4 + length);
  return png;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
const imageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

const invoice = (id: string, headers?: H) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice.pdf`, headers });

async function buyerWithOrder(opts: { declarative?: boolean; storeId?: string } = {}) {
  const ev = await createEvent(t, {
    name: 'Guaco en el Poliedro',
    startAt: new Date('2027-03-14T00:30:00Z'),
    zones: [{ name: 'PISTA', price: '25.00', seats: 10 }],
  });
  await t.database.db.insert(eventConfig).values({
    eventId: ev.id,
    feePercent: '10',
    ivaPercent: '16',
    feeOnlyDeclarative: opts.declarative ?? false,
  });
  if (opts.storeId)
    await t.database.db.update(events).set({ storeId: opts.storeId }).where(eq(events.id, ev.id));
  const u = await createUser(t, { name: 'Yusmary', lastName: 'Pérez Brito' });
  await t.database.db
    .update(profiles)
    .set({ identification: 'V-18456789' })
    .where(eq(profiles.userId, u.id));
  const buyer = await signIn(t, u.email);
  await t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers: buyer.headers,
    payload: { eventId: ev.id, seatIds: ev.seatIds.slice(0, 2) },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { eventId: ev.id, paymentMethod: 'TRANSFERENCIA', payment: transfer(bankId) },
  });
  expect(res.statusCode).toBe(201);
  return { buyer, order: res.json() as { id: string; number: number; total: string } };
}

describe('[INVOICE] GET /api/orders/:id/invoice.pdf', () => {
  it('gives the owner a PDF with the store, customer, lines, totals in USD and Bs.S at the order rate', async () => {
    const [store] = await t.database.db
      .insert(stores)
      .values({
        name: 'Tickera Producciones',
        rif: 'J-41258796-3',
        logoBase64: DEMO_STORE_LOGO,
        signatureSrc: DEMO_STORE_SIGNATURE,
      })
      .returning({ id: stores.id });
    const { buyer, order } = await buyerWithOrder({ storeId: store.id });
    expect(order.total).toBe('55.80');

    await t.database.db.execute(
      sql`update business_settings set name = 'Eventos Caribe C.A.', rif = 'J-40987654-1',
            support_email = 'ayuda@caribe.test', support_whatsapp = '0414-5550101'`,
    );
    const res = await invoice(order.id, buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="factura-${order.number}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Tickera Producciones',
      'RIF: J-41258796-3',
      `N.º ${order.number}`,
      'Yusmary Pérez Brito',
      'V-18456789',
      'Guaco en el Poliedro',
      'Sábado, 13 de marzo de 2027', // 00:30 UTC is still the 13th in Caracas
      '8:30 p. m.',
      'PISTA',
      'A-2',
      'Cargo por servicio',
      '55,80',
      'Tasa BCV: 36,5120 Bs.S/USD',
      '2.037,37',
      'Transferencia',
      'Firma autorizada',
      // The operator's business settings: who sells and where to ask for help.
      'J-40987654-1',
      'ayuda@caribe.test',
      '0414-5550101',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('declarativo');
    expect(text).not.toContain('ANULADA');
    // The logo and the signature are embedded (each PNG with alpha adds a soft mask).
    expect(imageCount(pdf)).toBeGreaterThanOrEqual(2);
    expect(pageCount(pdf)).toBe(1);
  });

  it('answers 404 to a stranger, 200 to sales staff, 401 without a session, 400 on a malformed id', async () => {
    const { order } = await buyerWithOrder();
    const stranger = await signInAs(t, 'customer');
    const strangerRes = await invoice(order.id, stranger.headers);
    expect(strangerRes.statusCode).toBe(404);
    expect(strangerRes.json().error.code).toBe('NOT_FOUND');

    const sales = await signInAs(t, 'sales');
    const staffRes = await invoice(order.id, sales.headers);
    expect(staffRes.statusCode).toBe(200);
    expect(pdfText(staffRes.rawPayload)).toContain('Yusmary Pérez Brito');

    expect((await invoice(order.id)).statusCode).toBe(401);
    const unknown = await invoice('00000000-0000-4000-8000-000000000000', sales.headers);
    expect(unknown.statusCode).toBe(404);
    const bad = await invoice('no-es-un-id', sales.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION',
      details: { fields: { id: 'Identificador inválido' } },
    });
  });

  it('prints a cancelled order stamped ANULADA, the declarative fee, and the store name when there is no logo', async () => {
    const { buyer, order } = await buyerWithOrder({ declarative: true });
    // Declarative fee: declared (5.00) but not charged, so the total is the tickets alone.
    expect(order.total).toBe('50.00');
    const supervisor = await signInAs(t, 'supervisor');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: supervisor.headers,
      payload: { reason: 'Pago no recibido' },
    });
    expect(cancel.statusCode).toBe(200);

    const res = await invoice(order.id, buyer.headers);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text.match(/^ANULADA$/gm)?.length).toBeGreaterThanOrEqual(2); // badge and stamp
    expect(text).toContain('Motivo: Pago no recibido');
    expect(text).toContain('Cargo por servicio (declarativo)*');
    expect(text).toContain('5,00');
    expect(text).toContain('50,00');
    expect(text).toContain('1.825,60');
    // The event has no store: the oldest active one issues it; none of its images can be
    // drawn (a URL, a broken PNG, an SVG), so its name is printed large and nothing crashes.
    expect(text).toContain('Producciones Ávila');
    expect(imageCount(res.rawPayload)).toBe(0);
  });

  it('breaks a 40-seat order over more than one page, every seat listed', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'TRIBUNA', price: '12.50', seats: 40 }] });
    const customer = await createUser(t, { name: 'Carlos', lastName: 'Méndez' });
    const total = multiplyMoney('12.50', 40);
    const rate = '36.51200000';
    // Straight rows: the hold limit is below 40 seats per person, the invoice is not.
    const [o] = await t.database.db
      .insert(orders)
      .values({
        eventId: ev.id,
        customerId: customer.id,
        createdBy: customer.id,
        status: 'PAGADA',
        channel: 'TAQUILLA',
        paymentMethod: 'EFECTIVO_USD',
        basePrice: total,
        total,
        rate,
        totalVes: convertToVes(total, rate),
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderSeats).values(
      ev.zones[0].seats.map((s) => ({
        orderId: o.id,
        seatId: s.id,
        zoneId: ev.zones[0].id,
        price: '12.50',
      })),
    );
    const owner = await signIn(t, customer.email);
    const res = await invoice(o.id, owner.headers);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    const pages = pdfPages(pdf);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(pages).toHaveLength(pageCount(pdf)!);
    // Rows continue on the next page rather than running off the bottom of the first.
    const rowsOf = (page: string) => page.match(/^[A-D]-\d+$/gm) ?? [];
    expect(rowsOf(pages[0])).toContain('A-1');
    expect(rowsOf(pages[0])).not.toContain('D-10');
    expect(pages.flatMap(rowsOf)).toHaveLength(40);
    const last = pages[pages.length - 1];
    expect(rowsOf(last)).toContain('D-10');
    expect(last).toContain('(continuación)');
    expect(last).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(last).toContain('Subtotal (40 entradas)');
    expect(last).toContain('500,00');
    expect(last).toContain('18.256,00');
  });
});

describe('[INVOICE] store images', () => {
  it('draws PNG/JPEG from a data URL or bare base64, and ignores URLs, SVG and junk', () => {
    const png = DEMO_STORE_LOGO.split(',')[1];
    expect(decodeImage(DEMO_STORE_LOGO)?.subarray(1, 4).toString()).toBe('PNG');
    expect(decodeImage(png)?.length).toBe(Buffer.from(png, 'base64').length);
    expect(
      decodeImage(
        `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`,
      ),
    ).not.toBeNull();
    expect(decodeImage('https://tickera.test/logo.png')).toBeNull();
    expect(
      decodeImage(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`),
    ).toBeNull();
    expect(decodeImage('data:image/png,no-base64')).toBeNull();
    expect(decodeImage(corruptPng().toString('base64'))).toBeNull();
    expect(decodeImage('bm8gZXMgdW5hIGltYWdlbg==')).toBeNull();
    expect(decodeImage(null)).toBeNull();
  });
});
