import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, can } from '@tickera/shared/permissions';
import { ROLES, type Role } from '@tickera/shared/roles';
import { createTokenSigner } from '../../../src/modules/auth/access-token';
import { registerAuth } from '../../../src/plugins/auth';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { JWT_SECRET, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
const headers = {} as Record<Role, { authorization: string }>;
const ids = {} as Record<Role, string>;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp());
  for (const role of ROLES) {
    const signed = await signInAs(t, role);
    headers[role] = signed.headers;
    ids[role] = signed.user.id;
  }
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const guarded = () => t.app.routeTable.filter((x) => x.permission !== 'public');
const call = (r: { method: string; url: string }, authorization?: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: r.url.replace(/:(\w+)/g, ANY_ID),
    headers: authorization ? { authorization } : {},
    payload: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
  });
const bearer = (token: string) => `Bearer ${token}`;
/** A JWT with its payload rewritten and the original signature kept. */
function tampered(token: string, change: Record<string, unknown>) {
  const [head, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...change };
  return [head, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
afterAll(async () => t?.close());

describe('[MATRIX] every route declares its permission', () => {
  it('refuses to register an /api route without config.permission, operationId or summary', async () => {
    const app = Fastify();
    registerAuth(app, t.app.ctx);
    expect(() => app.get('/api/sin-permiso', async () => 'x')).toThrow(
      /no declara config.permission/,
    );
    expect(() =>
      app.get('/api/sin-nombre', { config: { permission: 'public' } }, async () => 'x'),
    ).toThrow(/no declara operationId y summary/);
    app.get(
      '/api/con-permiso',
      {
        config: { permission: 'public' },
        schema: { operationId: 'probe', summary: 'Ruta de prueba' },
      },
      async () => 'x',
    );
    await app.close();
  });

  it('lists every API route of the app with a permission of the matrix', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const r of t.app.routeTable) expect(Object.keys(PERMISSIONS)).toContain(r.permission);
  });
});

describe('[MATRIX] every role × every guarded route, on the server', () => {
  it('answers 401 without a token on every non-public route', async () => {
    for (const r of guarded()) {
      const res = await call(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('lets exactly the roles of the matrix through (403 Acceso Denegado for the rest)', async () => {
    const seen: string[] = [];
    for (const r of guarded()) {
      for (const role of ROLES) {
        const res = await call(r, headers[role].authorization);
        const label = `${role} ${r.method} ${r.url} → ${res.statusCode}`;
        if (can(role, r.permission)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          // 502/503 are honest answers about outside systems (e.g. the BCV site); 500 is a bug.
          expect(res.statusCode, label).not.toBe(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: 'Acceso Denegado' });
        }
        seen.push(label);
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(ROLES.length * 8);
  });

  it('reads role names case-insensitively', () => {
    expect(can('ADMIN', 'users.list')).toBe(true);
    expect(can('Supervisor', 'users.create')).toBe(false);
  });
});

describe('[MATRIX] tokens that must not open anything', () => {
  it('refuses an expired, a tampered, a foreign-signed and an unsigned admin token on every guarded route', async () => {
    const admin = { sub: ids.admin, role: 'admin', anon: false };
    const expired = (await createTokenSigner(JWT_SECRET, -60).sign(admin)).token;
    const customerToken = headers.customer.authorization.slice('Bearer '.length);
    const promoted = tampered(customerToken, { role: 'admin', sub: ids.admin });
    const foreign = (await createTokenSigner('otra-clave-otra-clave-otra-clave-0123').sign(admin))
      .token;
    const [, payload] = expired.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes) {
      const label = `${r.method} ${r.url}`;
      const late = await call(r, bearer(expired));
      expect(late.statusCode, `${label} (expired)`).toBe(401);
      expect(late.json().error.code, `${label} (expired)`).toBe('TOKEN_EXPIRED');
      for (const [kind, token] of [
        ['tampered', promoted],
        ['foreign', foreign],
        ['unsigned', unsigned],
      ]) {
        const res = await call(r, bearer(token));
        expect(res.statusCode, `${label} (${kind})`).toBe(401);
        expect(res.json().error.code, `${label} (${kind})`).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe("[MATRIX] another user's resource", () => {
  it("answers 404 on every per-order route for another customer's order, and the owner gets it", async () => {
    const ev = await createEvent(t);
    const owner = await signInAs(t, 'customer');
    const order = await placeOrder(t, owner.headers, ev.id, ev.seatIds.slice(0, 2), { bankId });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().id as string;
    // Every route an account may call about one order: generated, so a new one is covered.
    const perOrder = t.app.routeTable.filter(
      (r) => r.permission === 'account' && r.url.startsWith('/api/orders/:id'),
    );
    expect(perOrder.map((r) => r.url).sort()).toEqual([
      '/api/orders/:id',
      '/api/orders/:id/invoice.pdf',
      '/api/orders/:id/share',
      '/api/orders/:id/share',
      '/api/orders/:id/tickets.pdf',
    ]);
    for (const r of perOrder) {
      const url = r.url.replace(':id', orderId);
      const method = r.method as 'GET';
      const other = await t.app.inject({ method, url, headers: headers.customer });
      expect(other.statusCode, `${method} ${url} as another customer`).toBe(404);
      const anonymous = await t.app.inject({ method, url, headers: headers.anonymous });
      expect(anonymous.statusCode, `${url} anonymous`).toBe(403);
    }
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/mine',
      headers: headers.customer,
    });
    expect(mine.json().items.map((o: { id: string }) => o.id)).not.toContain(orderId);
  });

  it("cannot release another buyer's hold: the seat stays in its owner's cart", async () => {
    const ev = await createEvent(t);
    const owner = await signInAs(t, 'anonymous');
    const seatId = ev.seatIds[0];
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: owner.headers,
      payload: { eventId: ev.id, seatIds: [seatId] },
    });
    expect(held.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${seatId}`,
      headers: headers.customer,
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/cart/summary?eventId=${ev.id}`,
      headers: owner.headers,
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().zones.map((z: { seatsCount: number }) => z.seatsCount)).toEqual([1]);
  });
});
