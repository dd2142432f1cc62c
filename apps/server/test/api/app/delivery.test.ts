/** What reaches the browser: compressed answers, cache rules of the web's files, robots.txt. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../factories';
import { createTestApp, type TestApp } from '../../helper';
import { pagePreloads } from '../../../src/plugins/static-web';

let t: TestApp;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'tickera-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>Tickera</title><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  for (const name of [
    'reservation-page-r1.js',
    'seating-s1.js',
    'seating-s1.css',
    'event-detail-e1.js',
  ])
    writeFileSync(join(web, 'assets', name), '');
  writeFileSync(
    join(web, 'route-preloads.json'),
    JSON.stringify([
      {
        path: '/eventos/reservation',
        scripts: ['/assets/reservation-page-r1.js', '/assets/seating-s1.js'],
        styles: ['/assets/seating-s1.css'],
      },
      { path: '/eventos/:id', scripts: ['/assets/event-detail-e1.js'], styles: [] },
    ]),
  );
  writeFileSync(join(web, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
  for (const worker of ['door-sw.js', 'entradas-sw.js'])
    writeFileSync(join(web, worker), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(web, 'door.webmanifest'), '{"name":"Tickera Chequinera"}');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({}, web);
});
afterAll(async () => t?.close());

describe('[DELIVERY] compression and caching', () => {
  it('sends the seat map compressed with brotli or gzip, as the browser asks', async () => {
    const ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 60 }] });
    const url = `/api/events/${ev.id}/seat-map`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves hashed assets pre-compressed and immutable, robots.txt for a day, pages revalidated', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(js.rawPayload).toString()).toBe(script);

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.headers['cache-control']).toBe('public, max-age=86400');

    const page = await t.app.inject({ method: 'GET', url: '/eventos/abc' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("puts a lazily loaded page's own files in the head of its HTML, and nothing in other pages", async () => {
    const head = async (url: string) => {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      return page.body.slice(0, page.body.indexOf('</head>'));
    };
    const seats = await head('/eventos/reservation?event=4f1c');
    expect(seats).toContain('<link rel="stylesheet" crossorigin href="/assets/seating-s1.css">');
    expect(seats).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/reservation-page-r1.js">',
    );
    expect(seats).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/seating-s1.js">',
    );
    expect(seats).not.toContain('event-detail');
    // The app's own script stays first: the page's files come after it.
    expect(seats.indexOf('index-abc123.js')).toBeLessThan(seats.indexOf('reservation-page'));

    const detail = await head('/eventos/9b2e');
    expect(detail).toContain('href="/assets/event-detail-e1.js"');
    expect(detail).not.toContain('reservation-page');

    for (const url of ['/eventos', '/eventos/reservation/otra', '/mis-entradas', '/dashboard'])
      expect(await head(url), url).not.toContain('modulepreload');
  });

  it('refuses at start a list that names a file the build does not have (the page would get HTML for it)', () => {
    const web = mkdtempSync(join(tmpdir(), 'tickera-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(join(web, 'assets', 'checkout-c1.js'), '');
    const list = (scripts: string[]) =>
      writeFileSync(
        join(web, 'route-preloads.json'),
        JSON.stringify([{ path: '/eventos/checkout', scripts, styles: [] }]),
      );
    list(['/assets/checkout-c1.js']);
    expect(pagePreloads(web)('/eventos/checkout')?.html.toString()).toContain('checkout-c1.js');
    list(['/assets/checkout-c1.js', '/assets/orders-gone.js']);
    expect(() => pagePreloads(web)).toThrow(
      'route-preloads.json: /assets/orders-gone.js is not a file of the build',
    );
  });

  it('sends such a page compressed as the browser accepts, with its tag, and not again when unchanged', async () => {
    const url = '/eventos/reservation?event=4f1c';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page has another tag.
    const detail = await t.app.inject({ method: 'GET', url: '/eventos/9b2e' });
    expect(detail.headers.etag).not.toBe(etag);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/eventos/9b2e',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('checks the service workers and the door manifest again on every visit (a new build is found)', async () => {
    for (const url of ['/door-sw.js', '/entradas-sw.js']) {
      const worker = await t.app.inject({ method: 'GET', url });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toContain('javascript');
      expect(worker.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/door.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
