import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, can } from '@tickera/shared/permissions';
import { ROLES, type Role } from '@tickera/shared/roles';
import { registerAuth } from '../../src/plugins/auth';
import { createTestApp, signInAs, type TestApp } from '../helper';

let t: TestApp;
const headers = {} as Record<Role, { authorization: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) headers[role] = (await signInAs(t, role)).headers;
});
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
    for (const r of t.app.routeTable.filter((x) => x.permission !== 'public')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('lets exactly the roles of the matrix through (403 Acceso Denegado for the rest)', async () => {
    const seen: string[] = [];
    for (const r of t.app.routeTable.filter((x) => x.permission !== 'public')) {
      const url = r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: headers[role],
          payload: ['GET', 'DELETE'].includes(r.method) ? undefined : {},
        });
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
