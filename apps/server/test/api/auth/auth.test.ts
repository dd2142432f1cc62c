import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/lib/sql';
import { createTestApp, createUser, signIn, TEST_PASSWORD, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function count(table: string): Promise<number> {
  const res = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** The .eml files the embedded mail transport wrote (one per message). */
async function mails(): Promise<string[]> {
  await t.app.ctx.mailer.deliverDue();
  const dir = join(t.dataDir, 'mail');
  try {
    // Undo quoted-printable so tests read the text a person reads.
    return readdirSync(dir)
      .sort()
      .map((f) =>
        readFileSync(join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
      );
  } catch {
    return [];
  }
}

const newAccount = (email: string) => ({
  email,
  password: 'Caracas.2026',
  name: 'José',
  lastName: 'Pérez',
  phone: '0414-5551234',
  identification: 'V-18765432',
});

describe('[AUTH] sign-up', () => {
  it('creates a customer, returns a session and sends a welcome e-mail', async () => {
    const res = await post('/api/auth/sign-up', newAccount('jose.perez@correo.test'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'jose.perez@correo.test',
      name: 'José',
      lastName: 'Pérez',
      role: 'customer',
      isAnonymous: false,
      isActive: true,
    });
    expect(body.session.accessToken.split('.')).toHaveLength(3);
    expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.session.accessToken}` },
    });
    expect(me.json().id).toBe(body.user.id);
    const welcome = (await mails()).find((m) => m.includes('To: jose.perez@correo.test'));
    expect(welcome).toBeDefined();
    expect(welcome).toMatch(/Subject: =\?UTF-8\?.*\?=|Subject: .*Bienvenido/);
  });

  it('refuses a taken e-mail (any case) with 409 EMAIL_TAKEN', async () => {
    const res = await post('/api/auth/sign-up', newAccount('JOSE.PEREZ@correo.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    expect(res.json().error.message).toMatch(/Ya existe una cuenta/);
  });

  it('answers bad input with 400 naming each field in Spanish and writes nothing', async () => {
    const before = await count('users');
    const res = await post('/api/auth/sign-up', {
      email: 'no-es-correo',
      password: '123',
      name: '',
      lastName: 'X',
      identification: 'abc',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.details.fields).sort()).toEqual([
      'email',
      'identification',
      'name',
      'password',
    ]);
    expect(error.details.fields.password).toMatch(/al menos 8 caracteres/);
    expect(error.details.fields.email).toMatch(/correo electrónico válido/);
    expect(await count('users')).toBe(before);
  });

  it('answers malformed JSON with 400 BAD_JSON, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_JSON');
  });
});

describe('[AUTH] anonymous sessions', () => {
  it('upgrades the anonymous user in place on sign-up (same id)', async () => {
    const anon = await post('/api/auth/anonymous');
    expect(anon.statusCode).toBe(201);
    const { user, session } = anon.json();
    expect(user).toMatchObject({ isAnonymous: true, role: 'anonymous', email: null });
    const up = await post('/api/auth/sign-up', newAccount('ana.gomez@correo.test'), {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().user).toMatchObject({
      id: user.id,
      isAnonymous: false,
      role: 'customer',
      email: 'ana.gomez@correo.test',
    });
    // The anonymous refresh token no longer works: the identity now signs in with its password.
    expect(
      (await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    expect((await signIn(t, 'ana.gomez@correo.test', 'Caracas.2026')).user.id).toBe(user.id);
  });

  it('keeps anonymous users out of account routes', async () => {
    const { session } = (await post('/api/auth/anonymous')).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: 'Acceso Denegado' });
  });
});

describe('[AUTH] sign-in', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const u = await createUser(t, { role: 'sales' });
    const ok = await post('/api/auth/sign-in', {
      email: u.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('sales');
    const bad = await post('/api/auth/sign-in', { email: u.email, password: 'incorrecta1' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Correo o contraseña incorrectos.',
    });
    const unknown = await post('/api/auth/sign-in', {
      email: 'nadie@correo.test',
      password: 'incorrecta1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a deactivated user, and stops its existing tokens', async () => {
    const u = await createUser(t, { role: 'customer' });
    const s = await signIn(t, u.email);
    const admin = await signIn(t, (await createUser(t, { role: 'admin' })).email);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${u.id}`,
      payload: { isActive: false },
      headers: admin.headers,
    });
    expect(off.statusCode).toBe(200);
    const again = await post('/api/auth/sign-in', { email: u.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('USER_INACTIVE');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: s.headers });
    expect(me.statusCode).toBe(403);
    expect(
      (await post('/api/auth/refresh', { refreshToken: s.session.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('locks an account out from the address that guesses, with 429 in Spanish', async () => {
    const u = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await post('/api/auth/sign-in', { email: u.email, password: 'mala-clave-1' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await post('/api/auth/sign-in', { email: u.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Demasiados intentos/);
  });

  it('rate-limits failed sign-ins per IP (100 per 15 minutes by default)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 102; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            payload: { email: `x${i}@correo.test`, password: 'abcdefgh' },
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 100).every((c) => c === 401)).toBe(true);
    expect(codes.slice(100)).toEqual([429, 429]);
  });

  it('rejects missing, malformed and forged tokens with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const [h, , sig] = s.session.accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: u.id, role: 'admin', iss: 'tickera', exp: 9999999999 }),
    ).toString('base64url');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${h}.${forgedPayload}.${sig}` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('[AUTH] refresh rotation', () => {
  it('rotates: the new token works, the spent one is refused, and reusing it revokes the chain', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const r1 = await post('/api/auth/refresh', { refreshToken: s.session.refreshToken });
    expect(r1.statusCode).toBe(200);
    const s1 = r1.json().session;
    expect(s1.refreshToken).not.toBe(s.session.refreshToken);
    const r2 = await post('/api/auth/refresh', { refreshToken: s1.refreshToken });
    expect(r2.statusCode).toBe(200);
    const s2 = r2.json().session;
    // Replaying the first (spent) token: refused, and the live descendant s2 dies with it.
    const replay = await post('/api/auth/refresh', { refreshToken: s.session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_INVALID');
    expect((await post('/api/auth/refresh', { refreshToken: s2.refreshToken })).statusCode).toBe(
      401,
    );
    // Another session of the same user (another family) is untouched.
    const other = await signIn(t, u.email);
    expect(
      (await post('/api/auth/refresh', { refreshToken: other.session.refreshToken })).statusCode,
    ).toBe(200);
  });

  it('sign-out ends the refresh chain', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const out = await post('/api/auth/sign-out', { refreshToken: s.session.refreshToken });
    expect(out.statusCode).toBe(204);
    expect(
      (await post('/api/auth/refresh', { refreshToken: s.session.refreshToken })).statusCode,
    ).toBe(401);
  });
});

describe('[AUTH] session lifetime', () => {
  /** Moves the whole session (every token of the user's refresh family) `days` into the past. */
  const signedInDaysAgo = (userId: string, days: number) =>
    t.database.db.execute(
      sql`update refresh_tokens set session_started_at = now() - make_interval(days => ${days}) where user_id = ${userId}`,
    );

  it('refreshes keep the sign-in time; 30 days after it the refresh answers 401 session expired', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const r1 = await post('/api/auth/refresh', { refreshToken: s.session.refreshToken });
    expect(r1.statusCode).toBe(200);
    // Signed in 29 days ago, refreshed all along: still on, and the next token ends with the session.
    await signedInDaysAgo(u.id, 29);
    const r2 = await post('/api/auth/refresh', { refreshToken: r1.json().session.refreshToken });
    expect(r2.statusCode, r2.body).toBe(200);
    const tokens = await rows<{ started: string; ends: string }>(
      t.database.db,
      sql`select session_started_at::text as started, expires_at::text as ends from refresh_tokens
          where user_id = ${u.id} and spent_at is null`,
    );
    expect(tokens).toHaveLength(1);
    const startedMs = new Date(tokens[0].started).getTime();
    expect(Date.now() - startedMs).toBeGreaterThan(29 * 86_400_000 - 60_000);
    expect(new Date(tokens[0].ends).getTime()).toBeLessThanOrEqual(startedMs + 30 * 86_400_000);

    // 31 days after the sign-in: however fresh the token, the session is over.
    await signedInDaysAgo(u.id, 31);
    const late = await post('/api/auth/refresh', { refreshToken: r2.json().session.refreshToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Su sesión expiró. Inicie sesión nuevamente.',
    });
    // Signing in again starts a new session.
    const again = await signIn(t, u.email);
    expect(
      (await post('/api/auth/refresh', { refreshToken: again.session.refreshToken })).statusCode,
    ).toBe(200);
  });

  it('a session from before the sign-in time was kept starts at its first token', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const r1 = await post('/api/auth/refresh', { refreshToken: s.session.refreshToken });
    expect(r1.statusCode).toBe(200);
    // As the migration finds it: the first token issued 40 days ago, the live one just now.
    await t.database.db.execute(
      sql`update refresh_tokens set session_started_at = now(),
            created_at = case when spent_at is not null then now() - interval '40 days' else now() end
          where user_id = ${u.id}`,
    );
    // Its backfill statement, by name (the lead may renumber the file).
    const drizzle = new URL('../../../drizzle/', import.meta.url);
    const file = readdirSync(drizzle).find((f) => f.endsWith('_session_started_at.sql'))!;
    const migration = readFileSync(new URL(file, drizzle), 'utf8').split(
      '--> statement-breakpoint',
    );
    await t.database.db.execute(sql.raw(migration[1]));
    const late = await post('/api/auth/refresh', { refreshToken: r1.json().session.refreshToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('[AUTH] recovery', () => {
  it('answers 202 the same way for known and unknown e-mails, and mails only the known one', async () => {
    const u = await createUser(t, { name: 'Carmen' });
    const known = await post('/api/auth/recover', { email: u.email });
    const unknown = await post('/api/auth/recover', { email: 'no-existe@correo.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const all = await mails();
    expect(all.some((m) => m.includes('To: no-existe@correo.test'))).toBe(false);
    const mail = all.find((m) => m.includes(`To: ${u.email}`) && m.includes('reset-password'));
    expect(mail).toBeDefined();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!)![1];

    const weak = await post('/api/auth/reset-password', { token, password: 'corta' });
    expect(weak.statusCode).toBe(400);
    const ok = await post('/api/auth/reset-password', { token, password: 'Nueva.Clave.2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Contraseña actualizada exitosamente');
    expect((await signIn(t, u.email, 'Nueva.Clave.2026')).user.id).toBe(u.id);
    // Single use.
    const again = await post('/api/auth/reset-password', { token, password: 'Otra.Clave.2026' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an expired reset token', async () => {
    const u = await createUser(t);
    await post('/api/auth/recover', { email: u.email });
    const mail = (await mails()).reverse().find((m) => m.includes(`To: ${u.email}`))!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const res = await post('/api/auth/reset-password', { token, password: 'Nueva.Clave.2026' });
    expect(res.statusCode).toBe(422);
  });

  it('limits recovery e-mails per address and IP: past it 202 and nothing sent; another IP still gets one', async () => {
    const u = await createUser(t);
    const recover = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/recover',
        payload: { email: u.email.toUpperCase() },
        remoteAddress,
      });
    const sent = async () => {
      await t.app.ctx.mailer.deliverDue();
      return (
        await rows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from mail_outbox where "to" = ${u.email} and template = 'recovery'`,
        )
      )[0].n;
    };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await recover('198.51.100.7'));
    expect(await sent()).toBe(3);
    // From the same IP, past the limit: the usual answer, and no e-mail.
    const past = await recover('198.51.100.7');
    expect(past.statusCode).toBe(202);
    expect(past.body).toBe(answers[0].body);
    expect(await sent()).toBe(3);
    // The owner, from anywhere else, still recovers the account.
    expect((await recover('203.0.113.44')).statusCode).toBe(202);
    expect(await sent()).toBe(4);
    // An IPv6 client is one client across its /64: rotating addresses sends no more.
    for (let i = 1; i <= 4; i++) await recover(`2001:db8:7:7::${i}`);
    expect(await sent()).toBe(7);
  });
});

describe('[AUTH] password change', () => {
  it('changes the password of the signed-in user', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, password: 'Cambiada.2026' },
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contraseña actualizada exitosamente');
    expect(
      (await post('/api/auth/sign-in', { email: u.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await signIn(t, u.email, 'Cambiada.2026')).user.id).toBe(u.id);
  });
});
