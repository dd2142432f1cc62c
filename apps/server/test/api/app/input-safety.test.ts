/**
 * Input that must never reach the database: control characters in any string (body, query,
 * path, multipart field), links that are not https, images that are not what they claim.
 * Every refusal names its field, in Spanish, and writes nothing. Decision 023.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tickera/shared/constants';
import { rows } from '../../../src/lib/sql';
import {
  createEvent,
  createRate,
  firstBankId,
  placeOrder,
  transfer,
  vesFor,
  type H,
  type TestEvent,
} from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let admin: { headers: H };
let buyer: { headers: H };
let bankId: string;
let ev: TestEvent;

beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
  bankId = await firstBankId(t);
  admin = await signInAs(t, 'admin');
  buyer = await signInAs(t, 'customer');
  ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 10 }] });
});
afterAll(async () => t?.close());

async function counts() {
  const [row] = await rows<Record<string, number>>(
    t.database.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from events) as events,
               (select count(*)::int from orders) as orders, (select count(*)::int from stores) as stores`,
  );
  return row;
}

/** A 400 VALIDATION whose details name `field` (in `part`) with a Spanish message. */
function expectFieldRefused(
  res: {
    statusCode: number;
    json(): { error: { code: string; details: Record<string, unknown> } };
  },
  field: string,
  part?: string,
) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('VALIDATION');
  const fields = error.details.fields as Record<string, string>;
  expect(Object.keys(fields)).toContain(field);
  expect(fields[field]).toMatch(/[a-záéíóúñ]/i);
  if (part) expect(error.details.in).toBe(part);
}

const newEvent = (over: Record<string, unknown> = {}) => ({
  name: 'Concierto de Prueba',
  code: `EV-${randomBytes(3).toString('hex')}`,
  category: 'CONCIERTO',
  locationId: ev.locationId,
  startAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  ...over,
});
const postEvent = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/events', headers: admin.headers, payload });

describe('[INPUT] control characters', () => {
  it('a NUL or another control character in a sign-up name is a 400 naming the field; no account is made', async () => {
    const before = await counts();
    for (const name of ['Ana\u0000', 'Ana\u001b[31m', 'Ana\nPérez', 'Ana\u0085']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          email: `n${randomBytes(3).toString('hex')}@prueba.test`,
          password: 'Clave.Segura.2026',
          name,
          lastName: 'Pérez',
        },
      });
      expectFieldRefused(res, 'name', 'body');
    }
    expect(await counts()).toEqual(before);
  });

  it('an event name with NUL or a line break is refused; its multi-line description keeps line breaks but not NUL', async () => {
    const before = await counts();
    expectFieldRefused(await postEvent(newEvent({ name: 'Concierto\u0000' })), 'name', 'body');
    expectFieldRefused(await postEvent(newEvent({ name: 'Concierto\r\nX' })), 'name', 'body');
    expectFieldRefused(
      await postEvent(newEvent({ description: 'Puertas\u0000 a las 6' })),
      'description',
    );
    expectFieldRefused(
      await postEvent(newEvent({ printTypes: ['ETICKET', 'HARD\u0007TICKET'] })),
      'printTypes.1',
    );
    expect(await counts()).toEqual(before);

    const ok = await postEvent(
      newEvent({ description: 'Puertas a las 6 pm.\n\tEstacionamiento\r\nincluido' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().description).toBe('Puertas a las 6 pm.\n\tEstacionamiento\r\nincluido');
  });

  it('a search query and a path parameter with NUL are 400 naming the parameter', async () => {
    const staff = await signInAs(t, 'sales');
    expectFieldRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/customers?q=Mar%00%C3%ADa',
        headers: staff.headers,
      }),
      'q',
      'querystring',
    );
    expectFieldRefused(
      await t.app.inject({ method: 'GET', url: '/api/orders?q=%1B%5B2J', headers: staff.headers }),
      'q',
      'querystring',
    );
    expectFieldRefused(
      await t.app.inject({ method: 'GET', url: '/api/coupons/PROMO%00X', headers: buyer.headers }),
      'code',
      'params',
    );
  });

  it("an order's note refuses NUL (nothing ordered) and keeps its line breaks", async () => {
    const before = await counts();
    const bad = await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, 1), {
      bankId,
      notes: 'Entregar en taquilla\u0000',
    });
    expectFieldRefused(bad, 'notes', 'body');
    expect(await counts()).toEqual(before);

    const good = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        eventId: ev.id,
        paymentMethod: 'TRANSFERENCIA',
        payment: transfer(bankId, vesFor(1)),
        notes: 'Entregar en taquilla\nGracias',
      },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().notes).toContain('Entregar en taquilla\nGracias');
  });

  it('a control character in a JSON key or a multipart text field is refused too', async () => {
    expectFieldRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'a@b.test', password: 'x', 'pad\u0000': 'y' },
      }),
      'pad?',
      'body',
    );
    const staff = await signInAs(t, 'supervisor');
    const form = new FormData();
    form.append('bankId', `${bankId}\u0000`);
    form.append('file', new Blob([new TextEncoder().encode('a;b\n1;2\n')]), 'estado.csv');
    const req = new Request('http://local/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/reconcile',
      headers: { ...staff.headers, 'content-type': req.headers.get('content-type')! },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expectFieldRefused(res, 'bankId', 'body');
  });
});

describe('[INPUT] links are https only', () => {
  it('a javascript:, http: or data: (not an image) banner is a 400 naming bannerUrl; https is kept', async () => {
    const before = await counts();
    for (const bannerUrl of [
      'javascript:alert(1)',
      'http://cdn.example/banner.png',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//cdn.example/banner.png',
      'https://',
    ])
      expectFieldRefused(await postEvent(newEvent({ bannerUrl })), 'bannerUrl');
    expect(await counts()).toEqual(before);

    const ok = await postEvent(newEvent({ bannerUrl: 'https://cdn.example/banner.png' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().bannerUrl).toBe('https://cdn.example/banner.png');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${ok.json().id}`,
      headers: admin.headers,
      payload: { bannerUrl: 'JavaScript:alert(1)' },
    });
    expectFieldRefused(patch, 'bannerUrl', 'body');
  });

  it("a store's site must be https", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: admin.headers,
      payload: { name: 'Tienda', url: 'http://tienda.example' },
    });
    expectFieldRefused(res, 'url', 'body');
  });
});

/** A PNG with a text chunk (tEXt) holding `secret`, and bytes appended after IEND. */
async function pngWithPayload(secret: string) {
  const png = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = Buffer.from(`Comment\u0000${secret}`, 'latin1');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  const { crc32 } = await import('node:zlib');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend), Buffer.from(secret)]);
}

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const stored = (value: string) => Buffer.from(value.split(',')[1], 'base64');

describe('[INPUT] uploaded images', () => {
  it('a PNG, a JPEG and a WebP are accepted by their bytes and stored re-encoded, without metadata or payload', async () => {
    const secret = 'CARGA-OCULTA-<script>';
    const png = await pngWithPayload(secret);
    expect(png.includes(secret)).toBe(true);
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: secret, Artist: 'GPS 10.49,-66.87' } })
      .toBuffer();
    expect(jpeg.includes(secret)).toBe(true);
    const webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
      .webp()
      .withExif({ IFD0: { Copyright: secret } })
      .toBuffer();
    expect(webp.includes(secret)).toBe(true);

    // The declared type is ignored: a PNG sent as image/gif is a PNG.
    for (const [sent, format] of [
      [dataUrl('image/gif', png), 'png'],
      [dataUrl('image/jpeg', jpeg), 'jpeg'],
      [dataUrl('image/webp', webp), 'webp'],
    ] as const) {
      const res = await postEvent(newEvent({ bannerUrl: sent }));
      expect(res.statusCode, res.body).toBe(201);
      const banner: string = res.json().bannerUrl;
      expect(banner.startsWith(`data:image/${format};base64,`)).toBe(true);
      const bytes = stored(banner);
      expect(bytes.includes(secret)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format, width: 40, height: 20 });
      expect(meta.exif).toBeUndefined();
    }

    // A store's images as bare base64; a WebP becomes a PNG (the invoice draws PNG and JPEG).
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: admin.headers,
      payload: {
        name: 'Tienda Imagen',
        logoBase64: png.toString('base64'),
        signatureSrc: dataUrl('image/webp', webp),
      },
    });
    expect(store.statusCode, store.body).toBe(201);
    expect(stored(store.json().logoBase64).includes(secret)).toBe(false);
    expect(store.json().signatureSrc.startsWith('data:image/png;base64,')).toBe(true);
    expect((await sharp(stored(store.json().signatureSrc)).metadata()).format).toBe('png');
  });

  it('an SVG, an HTML file named PNG, or a broken PNG is refused naming the field; nothing is written', async () => {
    const before = await counts();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const png = await pngWithPayload('x');
    const broken = Buffer.concat([png.subarray(0, 40), randomBytes(60)]);
    for (const bannerUrl of [
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', html),
      dataUrl('image/png', broken),
    ])
      expectFieldRefused(await postEvent(newEvent({ bannerUrl })), 'bannerUrl');
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: admin.headers,
      payload: { name: 'Tienda SVG', invoiceLogo: svg.toString('base64') },
    });
    expectFieldRefused(store, 'invoiceLogo');
    expect(store.json().error.details.fields.invoiceLogo).toMatch(/PNG, JPEG o WebP/);
    expect(await counts()).toEqual(before);
  });

  it('an image over the cap is a 413 naming the field, in Spanish; nothing is written', async () => {
    const side = Math.ceil(Math.sqrt((IMAGE_MAX_BYTES * 1.15) / 3));
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const before = await counts();
    const res = await postEvent(newEvent({ bannerUrl: dataUrl('image/png', noise) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.json().error.message).toMatch(/máximo es 2 MB/);
    expect(res.json().error.details.fields.bannerUrl).toMatch(/La imagen pesa/);
    expect(await counts()).toEqual(before);
  });
});
