/**
 * Issue 14 (3, 4): no secret at rest or in the log; changing a password needs the current one
 * and ends the other sessions; no account probing; who may change whom. What an attacker
 * with the log, a database copy or a borrowed session would find. Decision 022.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../../src/lib/sql';
import {
  createTestApp,
  createUser,
  signIn,
  signInAs,
  TEST_PASSWORD,
  type TestApp,
} from '../../helper';

let t: TestApp;
/** Everything the app logged (at trace level), as the operator's log file would hold it. */
let logged = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace', LIMIT_SIGN_UP_IP: '3/1h' }, null, logStream);
});
afterAll(async () => t?.close());

let ip = 0;
/** A request from its own address, so the per-IP limits bite only where a test aims for them. */
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.77.0.${++ip}`,
) => t.app.inject({ method, url, payload, headers, remoteAddress });

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Sends what is due; the link of the newest reset/activation e-mail to `to` (from its .eml). */
async function lastLinkTo(to: string): Promise<string> {
  await t.app.ctx.mailer.deliverDue();
  const dir = join(t.dataDir, 'mail');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    )
    .find((m) => m.includes(`To: ${to}`) && m.includes('reset-password?token='));
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!)![1];
}

const changePassword = (
  headers: Record<string, string>,
  currentPassword: string,
  password: string,
) => call('PUT', '/api/auth/password', { currentPassword, password }, headers);

describe('[ACCOUNT] secrets at rest and in the log', () => {
  it('a reset link lives only in the e-mail: not in the log, the database or the sent outbox row', async () => {
    const u = await createUser(t);
    const admin = await signInAs(t, 'admin');
    logged = '';
    expect((await call('POST', '/api/auth/recover', { email: u.email })).statusCode).toBe(202);
    const token = await lastLinkTo(u.email);

    // The database keeps only the token's SHA-256.
    const resetRows = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select * from password_reset_tokens where user_id = ${u.id}`,
    );
    expect(resetRows).toHaveLength(1);
    expect(resetRows[0].token_hash).toBe(sha256(token));
    expect(JSON.stringify(resetRows)).not.toContain(token);

    // The outbox row, once sent, has lost the link.
    const outbox = await rows<{ html: string; text: string; status: string }>(
      t.database.db,
      sql`select html, text, status from mail_outbox where "to" = ${u.email} and template = 'recovery'`,
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0].status).toBe('SENT');
    expect(outbox[0].html + outbox[0].text).not.toContain(token);
    expect(outbox[0].text).toContain('Contenido borrado tras el envío');

    // …so staff cannot send it again: there is nothing left to send.
    const [{ id: mailId }] = await rows<{ id: string }>(
      t.database.db,
      sql`select id from mail_outbox where "to" = ${u.email} and template = 'recovery'`,
    );
    const resend = await call('POST', `/api/mail/${mailId}/resend`, undefined, admin.headers);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.code).toBe('MAIL_SECRET_REMOVED');
    expect(resend.json().error.message).toMatch(/enlace de un solo uso/);

    // The person opens the link and sets a new password.
    const page = await call('GET', `/reset-password?token=${token}&utm=correo`);
    expect(page.statusCode).toBe(404); // no web bundle in API tests; the request is still logged
    const reset = await call('POST', '/api/auth/reset-password', {
      token,
      password: 'Nueva.Clave.Secreta.2026',
    });
    expect(reset.statusCode).toBe(200);

    expect(logged).toContain('/reset-password?token=[REDACTED]&utm=correo');
    expect(logged).toContain('/api/auth/reset-password');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(sha256(token));
    expect(logged).not.toContain('Nueva.Clave.Secreta.2026');
    expect(logged).not.toContain(admin.session.accessToken);
  });

  it('logs a database error by its code, never by the values of its query', async () => {
    await t.database.db.execute(
      sql.raw(`create function refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'perfil rechazado'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()',
      ),
    );
    logged = '';
    const signUp = await call('POST', '/api/auth/sign-up', {
      email: 'privada.persona@correo.test',
      password: 'Clave.Privada.2026',
      name: 'Privada',
      lastName: 'Persona',
      phone: '0414-9876543',
      identification: 'V-24681357',
    });
    await t.database.db.execute(sql.raw('drop trigger refuse_profile on profiles'));
    await t.database.db.execute(sql.raw('drop function refuse_profile()'));
    expect(signUp.statusCode).toBe(500);
    expect(signUp.json().error.code).toBe('INTERNAL');
    expect(logged).toContain('"code":"P0001"');
    expect(logged).toContain('perfil rechazado');
    for (const secret of [
      'privada.persona@correo.test',
      'Clave.Privada.2026',
      '$argon2',
      '0414-9876543',
      'V-24681357',
    ])
      expect(logged).not.toContain(secret);

    // A value PostgreSQL would echo in its message is cut as well.
    const err = await t.database.db
      .execute(sql`select ${'V-99887766'}::int`)
      .catch((e: unknown) => e);
    logged = '';
    t.app.log.error({ err }, 'probe');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('V-99887766');
  });
});

describe('[ACCOUNT] changing the password', () => {
  it('asks for the current password: a wrong one is 422 on that field and changes nothing', async () => {
    const u = await createUser(t);
    const s = await signIn(t, u.email);
    const wrong = await changePassword(s.headers, 'No.Es.La.Clave', 'Otra.Clave.2026');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'La contraseña actual no es correcta.',
      details: { fields: { currentPassword: 'La contraseña actual no es correcta.' } },
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { password: 'Otra.Clave.2026' },
      headers: s.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.currentPassword).toBe(
      'La contraseña actual es obligatoria',
    );
    // Unchanged: the old password still signs in, the new one does not.
    expect((await signIn(t, u.email, TEST_PASSWORD)).user.id).toBe(u.id);
    expect(
      (await call('POST', '/api/auth/sign-in', { email: u.email, password: 'Otra.Clave.2026' }))
        .statusCode,
    ).toBe(401);
  });

  it('ends every other session (refresh and access token) and every pending reset link', async () => {
    const u = await createUser(t);
    const here = await signIn(t, u.email);
    const elsewhere = await signIn(t, u.email);
    await call('POST', '/api/auth/recover', { email: u.email });
    const link = await lastLinkTo(u.email);
    // The other device is in use: its token is in the session cache.
    expect((await call('GET', '/api/auth/user', undefined, elsewhere.headers)).statusCode).toBe(
      200,
    );

    const res = await changePassword(here.headers, TEST_PASSWORD, 'Cambiada.Segura.2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contraseña actualizada exitosamente');

    expect((await call('GET', '/api/auth/user', undefined, elsewhere.headers)).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/auth/refresh', { refreshToken: elsewhere.session.refreshToken }))
        .statusCode,
    ).toBe(401);
    const oldLink = await call('POST', '/api/auth/reset-password', {
      token: link,
      password: 'Del.Atacante.2026',
    });
    expect(oldLink.statusCode).toBe(422);
    expect(oldLink.json().error.code).toBe('RESET_TOKEN_INVALID');

    // This device goes on.
    expect((await call('GET', '/api/auth/user', undefined, here.headers)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/refresh', { refreshToken: here.session.refreshToken }))
        .statusCode,
    ).toBe(200);
    expect((await signIn(t, u.email, 'Cambiada.Segura.2026')).user.id).toBe(u.id);
  });

  it('a reset through the e-mail link and a sign-out end the access tokens too', async () => {
    const u = await createUser(t);
    const a = await signIn(t, u.email);
    const b = await signIn(t, u.email);
    expect((await call('GET', '/api/auth/user', undefined, a.headers)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/sign-out', { refreshToken: a.session.refreshToken }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/auth/user', undefined, a.headers)).statusCode).toBe(401);

    expect((await call('GET', '/api/auth/user', undefined, b.headers)).statusCode).toBe(200);
    await call('POST', '/api/auth/recover', { email: u.email });
    const token = await lastLinkTo(u.email);
    const reset = await call('POST', '/api/auth/reset-password', {
      token,
      password: 'Por.Enlace.2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', undefined, b.headers)).statusCode).toBe(401);
  });
});

describe('[ACCOUNT] no account probing', () => {
  it('recovery answers a known and an unknown e-mail identically', async () => {
    const u = await createUser(t);
    const known = await call('POST', '/api/auth/recover', { email: u.email });
    const unknown = await call('POST', '/api/auth/recover', { email: 'nadie.aqui@correo.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
  });

  it('sign-up keeps EMAIL_TAKEN, but probing e-mails from one address hits 429', async () => {
    const taken = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const from = '10.99.0.1';
    const codes: number[] = [];
    for (const u of taken) {
      const res = await call(
        'POST',
        '/api/auth/sign-up',
        { email: u.email, password: 'Sondeo.2026', name: 'Sonda', lastName: 'Prueba' },
        {},
        from,
      );
      codes.push(res.statusCode);
      if (res.statusCode === 409) expect(res.json().error.code).toBe('EMAIL_TAKEN');
      else {
        expect(res.json().error.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // LIMIT_SIGN_UP_IP=3/1h in this file (20/1h by default).
    expect(codes).toEqual([409, 409, 409, 429]);
  });
});

describe('[ACCOUNT] who may change whom', () => {
  const patch = (id: string, body: object, headers: Record<string, string>) =>
    call('PATCH', `/api/users/${id}`, body, headers);

  it('a supervisor changes only lower ranks: never an admin nor another supervisor', async () => {
    const supervisor = await signInAs(t, 'supervisor');
    const admin = await createUser(t, { role: 'admin' });
    const peer = await createUser(t, { role: 'supervisor' });
    const seller = await createUser(t, { role: 'sales' });
    for (const [target, body] of [
      [admin.id, { isActive: false }],
      [admin.id, { name: 'Cambiado' }],
      [peer.id, { isActive: false }],
      [supervisor.user.id, { isActive: false }],
    ] as const) {
      const res = await patch(target, body, supervisor.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'RANK_PROTECTED',
        message: 'Solo puede modificar usuarios de un rol inferior al suyo.',
      });
    }
    const [still] = await rows<{ is_active: boolean; name: string }>(
      t.database.db,
      sql`select u.is_active, p.name from users u join profiles p on p.user_id = u.id where u.id = ${admin.id}`,
    );
    expect(still).toEqual({ is_active: true, name: 'María' });
    expect((await patch(seller.id, { isActive: false }, supervisor.headers)).statusCode).toBe(200);
  });

  it('an admin deactivates another admin, but never the last active one (409)', async () => {
    const first = await signInAs(t, 'admin');
    const second = await createUser(t, { role: 'admin' });
    // Only these two admins are active from here on.
    await t.database.db.execute(
      sql`update users set is_active = false where role = 'admin' and id not in (${first.user.id}, ${second.id})`,
    );
    const off = await patch(second.id, { isActive: false }, first.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);

    for (const body of [{ isActive: false }, { role: 'supervisor' }]) {
      const self = await patch(first.user.id, body, first.headers);
      expect(self.statusCode).toBe(409);
      expect(self.json().error.code).toBe('LAST_ADMIN');
      expect(self.json().error.message).toMatch(/último administrador activo/);
    }
    expect((await call('GET', '/api/auth/user', undefined, first.headers)).json()).toMatchObject({
      role: 'admin',
      isActive: true,
    });

    // With a second admin active again, stepping down is allowed.
    expect((await patch(second.id, { isActive: true }, first.headers)).statusCode).toBe(200);
    expect((await patch(first.user.id, { role: 'supervisor' }, first.headers)).statusCode).toBe(
      200,
    );
  });
});
