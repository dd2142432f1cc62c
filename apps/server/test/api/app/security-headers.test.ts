/** Issue 14 "Headers": CSP without inline script, no framing, nosniff, no referrer, HSTS only over TLS, CORS closed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { createTestApp, type TestApp } from '../../helper';

let plain: TestApp;
let proxied: TestApp;
let partner: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  partner = await createTestApp({ CORS_ORIGINS: 'https://boletos.socio.example' });
});
afterAll(async () => Promise.all([plain?.close(), proxied?.close(), partner?.close()]));

describe('[HEADERS] every answer', () => {
  it('a page carries a CSP with no inline script, no framing, nosniff and no referrer; no HSTS over plain http', async () => {
    const t = plain;
    // A path of the web app (here one that is not there): the document set.
    const res = await t.app.inject({ method: 'GET', url: '/eventos/nada.png' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    // The door's service worker and web app manifest (decision 038).
    expect(directive('worker-src')).toBe("worker-src 'self' blob:");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The OpenAPI pages are HTML under /api: not the API set (they bring their own policy).
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('an API answer (and an API error) may load nothing and be framed by nobody, in six headers', async () => {
    const t = plain;
    for (const url of ['/api/health', '/api/nada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // No document header: an API answer is never a page.
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS when the trusted proxy says the request came over TLS, and no CORS grant to another site', async () => {
    const t = proxied;
    const tls = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', origin: 'https://malicioso.example' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(tls.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: { origin: 'https://malicioso.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // A forged proto from a client that is not the proxy is not believed.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('[HEADERS] CORS_ORIGINS', () => {
  it('lets the configured site call the API from its pages, without cookies, and no other site', async () => {
    const preflight = (origin: string) =>
      partner.app.inject({
        method: 'OPTIONS',
        url: '/api/orders',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('https://boletos.socio.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://boletos.socio.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await partner.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://boletos.socio.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('https://boletos.socio.example');

    const other = await preflight('https://malicioso.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses to start on an origin that is not https, naming the variable', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'http://inseguro.example' })).toThrow(
      /CORS_ORIGINS: debe ser una lista de orígenes https/,
    );
  });
});
