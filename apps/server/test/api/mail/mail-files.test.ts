/**
 * Mail written to files (no SMTP_URL): only the server's user can read them, and in
 * production a file never holds a working reset or activation link; the server says at
 * start that mail is not delivered.
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { createTestApp, createUser, type TestApp } from '../../helper';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** The .eml files of `t`, as a person reads them (quoted-printable undone). */
async function mailFiles(t: TestApp) {
  await t.app.ctx.mailer.deliverDue();
  const dir = join(t.dataDir, 'mail');
  return readdirSync(dir).map((f) => ({
    path: join(dir, f),
    text: readFileSync(join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
  }));
}

/** Every string of `text` shaped like a reset token (32 random bytes in base64url). */
const tokensIn = (text: string) => [...new Set(text.match(/(?<![\w-])[\w-]{43}(?![\w-])/g))];

const recover = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
const reset = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'Tomada.Por.Otro.2026' },
  });

describe('[MAIL] files written without SMTP', () => {
  it('are 0600 in a 0700 folder, even one an older version made open', async () => {
    const t = await createTestApp();
    apps.push(t);
    mkdirSync(join(t.dataDir, 'mail'), { mode: 0o755 });
    const u = await createUser(t);
    expect((await recover(t, u.email)).statusCode).toBe(202);
    const [file] = await mailFiles(t);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(t.dataDir, 'mail')).mode & 0o777).toBe(0o700);
    // Outside production the file is how a developer follows the link: it is there and works.
    const [token] = tokensIn(file.text);
    expect(file.text).toContain(`reset-password?token=${token}`);
    expect((await reset(t, token)).statusCode).toBe(200);
  });

  it('in production: a warning at start, and the reset e-mail file holds no working link', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, null, logStream);
    apps.push(t);
    const warning = logged
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.msg.includes('SMTP_URL'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/los correos no se envían/);

    const u = await createUser(t);
    expect((await recover(t, u.email)).statusCode).toBe(202);
    const [file] = await mailFiles(t);
    expect(statSync(file.path).mode & 0o777).toBe(0o600);
    expect(file.text).toContain('[enlace omitido: configure SMTP_URL]');
    expect(file.text).not.toContain('token=');
    // A live reset token exists, yet nothing in the file opens it.
    const [{ live }] = await rows<{ live: number }>(
      t.database.db,
      sql`select count(*)::int as live from password_reset_tokens where user_id = ${u.id} and used_at is null`,
    );
    expect(live).toBe(1);
    // Nothing in the file shaped like a token opens it.
    const candidates = tokensIn(file.text);
    for (const token of candidates) expect((await reset(t, token)).statusCode, token).toBe(422);
    expect(candidates).toEqual([]);
  });
});
