/**
 * The 10,000 most common passwords are refused wherever a password is set (sign-up, reset,
 * change, a staff account), whatever their case, with a Spanish message on the field; the
 * refusal writes nothing. Passwords that pass the length rule but sit in the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { DEMO_PASSWORD } from '../../../src/seed/seed-demo';
import {
  createTestApp,
  createUser,
  signIn,
  signInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MESSAGE = 'Esta contraseña es muy común; elija otra.';
/** In the list, and long enough for every other rule. */
const COMMON = ['password1', 'qwerty123', 'PassWord123', 'iloveyou1'];

let ip = 0;
const call = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers, remoteAddress: `10.91.0.${++ip}` });

const userCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0].n;

function expectRefused(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({
    error: {
      code: 'PASSWORD_TOO_COMMON',
      message: MESSAGE,
      details: { fields: { password: MESSAGE } },
    },
  });
}

const account = (email: string, password: string) => ({
  email,
  password,
  name: 'Luisa',
  lastName: 'Márquez',
});

describe('[PASSWORDS] common passwords are refused', () => {
  it('at sign-up, in any case, writing nothing; the demo password and an uncommon one pass', async () => {
    const before = await userCount();
    for (const password of COMMON)
      expectRefused(
        await call('POST', '/api/auth/sign-up', account('comun@correo.test', password)),
      );
    expectRefused(
      await call('POST', '/api/auth/sign-up', account('comun@correo.test', 'QWERTY123')),
    );
    expect(await userCount()).toBe(before);
    expect(
      (await call('POST', '/api/auth/sign-up', account('demo.clave@correo.test', DEMO_PASSWORD)))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/auth/sign-up', account('propia@correo.test', 'Caracas.2026')))
        .statusCode,
    ).toBe(201);
  });

  it('at reset: refused, and the link still works for a better password', async () => {
    const u = await createUser(t);
    expect((await call('POST', '/api/auth/recover', { email: u.email })).statusCode).toBe(202);
    await t.app.ctx.mailer.deliverDue();
    const dir = join(t.dataDir, 'mail');
    const mail = readdirSync(dir)
      .map((f) =>
        readFileSync(join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
      )
      .find((m) => m.includes(`To: ${u.email}`))!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    for (const password of COMMON)
      expectRefused(await call('POST', '/api/auth/reset-password', { token, password }));
    const ok = await call('POST', '/api/auth/reset-password', {
      token,
      password: 'Nueva.Clave.2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('at a password change: refused, and the current password still signs in', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    for (const password of COMMON)
      expectRefused(
        await call(
          'PUT',
          '/api/auth/password',
          { currentPassword: TEST_PASSWORD, password },
          s.headers,
        ),
      );
    expect((await signIn(t, u.email, TEST_PASSWORD)).user.id).toBe(u.id);
  });

  it('when an admin creates a staff account', async () => {
    const admin = await signInAs(t, 'admin');
    const before = await userCount();
    expectRefused(
      await call(
        'POST',
        '/api/users',
        { ...account('taquilla.comun@tickera.test', 'qwerty123'), role: 'sales' },
        admin.headers,
      ),
    );
    expect(await userCount()).toBe(before);
  });
});
