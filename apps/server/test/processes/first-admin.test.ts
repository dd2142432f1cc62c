/**
 * A production install as an operator sets it up: no demo accounts (their password is
 * public), the first administrator from `admin:create` with the password piped on stdin.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/seed-demo';
import { freshDatabase, killAll, runAdminCreate, startServer } from './spawn-server';

afterAll(killAll);

const ADMIN = { email: 'jefa@tickera.example', password: 'Clave.Segura.2026' };

async function signIn(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await res.json() };
}

const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

describe('[FIRST ADMIN] production on the embedded database', () => {
  it('seeds no demo accounts; admin:create refuses while the server holds DATA_DIR, then makes the admin from stdin; weak, common or taken is refused', async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-prod-')),
      NODE_ENV: 'production',
      SEED_DEMO: '',
      PORT: '3931',
    };
    const server = startServer(env);
    await server.ready;
    expect(server.output()).not.toMatch(/Cuentas de demostración/);
    expect((await signIn(3931, demoAdmin.email, DEMO_PASSWORD)).status).toBe(401);

    const locked = await runAdminCreate(['--email', ADMIN.email], env, `${ADMIN.password}\n`);
    expect(locked.code).toBe(1);
    expect(locked.output).toMatch(/ya está en uso por el proceso \d+/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const weak = await runAdminCreate(['--email', ADMIN.email], env, 'corta\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/La contraseña debe tener al menos 8 caracteres/);
    const common = await runAdminCreate(['--email', ADMIN.email], env, 'Password1\n');
    expect(common.code).toBe(1);
    expect(common.output).toMatch(/Esta contraseña es muy común; elija otra\./);

    const made = await runAdminCreate(
      ['--email', ADMIN.email, '--name', 'Ana', '--last-name', 'Pérez'],
      env,
      `${ADMIN.password}\n`,
    );
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(`Administrador creado: ${ADMIN.email}`);

    const taken = await runAdminCreate(
      ['--email', 'JEFA@tickera.example'],
      env,
      'Otra.Clave.2026\n',
    );
    expect(taken.code).toBe(1);
    expect(taken.output).toMatch(/Ya existe una cuenta con el correo jefa@tickera.example/);

    const again = startServer(env);
    await again.ready;
    const signedIn = await signIn(3931, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: 'admin', name: 'Ana', lastName: 'Pérez' });
    expect((await signIn(3931, demoAdmin.email, DEMO_PASSWORD)).status).toBe(401);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('without NODE_ENV=production a fresh embedded database still gets the demo', async () => {
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-dev-')),
      NODE_ENV: 'development',
      PORT: '3932',
    };
    const server = startServer(env);
    await server.ready;
    expect(server.output()).toMatch(/Cuentas de demostración/);
    expect((await signIn(3932, demoAdmin.email, DEMO_PASSWORD)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});

if (process.env.TEST_DATABASE_URL)
  describe('[FIRST ADMIN] production on PostgreSQL', () => {
    const url = freshDatabase('tickera_admin');

    it('admin:create migrates an empty database and makes the admin; the production server there seeds nothing', async () => {
      const env = {
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-prod-pg-')),
        NODE_ENV: 'production',
        SEED_DEMO: '',
        JWT_SECRET: 'una-clave-compartida-de-prueba-0123456789',
        PORT: '3933',
      };
      const made = await runAdminCreate(['--email', ADMIN.email], env, `${ADMIN.password}\n`);
      expect(made.code, made.output).toBe(0);
      const weak = await runAdminCreate(['--email', 'otro@tickera.example'], env, '1234567\n');
      expect(weak.code).toBe(1);
      expect(weak.output).toMatch(/al menos 8 caracteres/);

      const server = startServer(env);
      await server.ready;
      expect((await signIn(3933, ADMIN.email, ADMIN.password)).body.user.role).toBe('admin');
      expect((await signIn(3933, demoAdmin.email, DEMO_PASSWORD)).status).toBe(401);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }, 120_000);
  });
