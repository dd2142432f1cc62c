import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let supervisor: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  supervisor = await signInAs(t, 'supervisor');
});
afterAll(async () => t?.close());

const get = (url: string, h = admin.headers) => t.app.inject({ method: 'GET', url, headers: h });

describe('[USERS] list', () => {
  it('pages, filters by e-mail (ilike), role and active flag, newest first', async () => {
    for (let i = 0; i < 12; i++)
      await createUser(t, {
        role: 'customer',
        email: `lista${String(i).padStart(2, '0')}@filtro.test`,
      });
    await createUser(t, { role: 'auditor', email: 'auditora@filtro.test', isActive: false });
    // PGlite's clock counts milliseconds: accounts created in one millisecond tie on
    // created_at (and then sort by id). The last one is made unmistakably the newest.
    await t.database.db.execute(
      sql`update users set created_at = created_at + interval '1 second' where email = 'auditora@filtro.test'`,
    );

    const page1 = (await get('/api/users?email=FILTRO&limit=5')).json();
    expect(page1.total).toBe(13);
    expect(page1.users).toHaveLength(5);
    expect(page1.hasMore).toBe(true);
    expect(page1.users[0].email).toBe('auditora@filtro.test'); // created last
    const page3 = (await get('/api/users?email=filtro&limit=5&page=3')).json();
    expect(page3.users).toHaveLength(3);
    expect(page3.hasMore).toBe(false);

    const auditors = (await get('/api/users?role=AUDITOR&email=filtro')).json();
    expect(auditors.users.map((u: { email: string }) => u.email)).toEqual(['auditora@filtro.test']);
    const inactive = (await get('/api/users?isActive=false&email=filtro')).json();
    expect(inactive.total).toBe(1);
    const asc = (await get('/api/users?email=lista&sortField=email&sortOrder=asc&limit=2')).json();
    expect(asc.users.map((u: { email: string }) => u.email)).toEqual([
      'lista00@filtro.test',
      'lista01@filtro.test',
    ]);
  });

  it('default page size is 10, and bad query values get a Spanish 400', async () => {
    expect((await get('/api/users')).json().users.length).toBeLessThanOrEqual(10);
    const bad = await get('/api/users?limit=500&role=rey');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual(['limit', 'role']);
  });
});

describe('[USERS] activation and roles', () => {
  it('lets a supervisor deactivate a customer but never an admin, and not change roles', async () => {
    const c = await createUser(t, { role: 'customer' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${c.id}`,
      payload: { isActive: false },
      headers: supervisor.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);

    const role = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${c.id}`,
      payload: { role: 'sales' },
      headers: supervisor.headers,
    });
    expect(role.statusCode).toBe(403);

    // Decision 022: only lower ranks for a supervisor (an admin may change other admins).
    const a = await createUser(t, { role: 'admin' });
    const protectedAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${a.id}`,
      payload: { isActive: false },
      headers: supervisor.headers,
    });
    expect(protectedAdmin.statusCode).toBe(403);
    expect(protectedAdmin.json().error.code).toBe('RANK_PROTECTED');
  });

  it('lets an admin change a role; unknown ids are 404 and malformed ids 400', async () => {
    const c = await createUser(t, { role: 'customer' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${c.id}`,
      payload: { role: 'chekiner' },
      headers: admin.headers,
    });
    expect(res.json().role).toBe('chekiner');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/6f1d2c3b-0000-4000-8000-000000000000',
      payload: { isActive: true },
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/123',
      payload: { isActive: true },
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields.id).toBe('Identificador inválido');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${c.id}`,
      payload: {},
      headers: admin.headers,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('admin creates staff users; the new user signs in with that role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: {
        email: 'taquilla@tickera.test',
        password: 'Taquilla.2026',
        name: 'Luis',
        lastName: 'Márquez',
        role: 'sales',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await signIn(t, 'taquilla@tickera.test', 'Taquilla.2026')).user.role).toBe('sales');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: {
        email: 'TAQUILLA@tickera.test',
        password: 'Taquilla.2026',
        name: 'L',
        lastName: 'M',
        role: 'sales',
      },
    });
    expect(dup.statusCode).toBe(409);
    expect((await get('/api/users/exists?email=taquilla@tickera.test')).json()).toEqual({
      exists: true,
    });
    expect((await get('/api/users/exists?email=otro@tickera.test')).json()).toEqual({
      exists: false,
    });
  });
});

describe('[PROFILE]', () => {
  it('reads and updates the own profile (name, phone, cédula)', async () => {
    const u = await createUser(t, { name: 'Pedro' });
    const s = await signIn(t, u.email);
    const me = await get('/api/profile', s.headers);
    expect(me.json()).toMatchObject({ id: u.id, name: 'Pedro', email: u.email, role: 'customer' });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: s.headers,
      payload: { name: 'Pedro José', phone: '0212-5551234', identification: 'V-20111222' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      name: 'Pedro José',
      phone: '0212-5551234',
      identification: 'V-20111222',
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: s.headers,
      payload: { identification: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.identification).toMatch(/Cédula inválida/);
    expect((await get('/api/profile', s.headers)).json().identification).toBe('V-20111222');
  });
});
