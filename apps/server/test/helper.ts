/** Test helpers: a fresh database and app per file, users per role, signed-in sessions. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@tickera/shared/roles';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { insertUser } from '../src/modules/auth/accounts-repo';
import { withDatabase } from './pg-global-setup';

export const TEST_PASSWORD = 'Clave.Segura.2026';
export const JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** The migrated PGlite data directory (pglite-global-setup.ts), read once a worker. */
let pgliteTemplate: Blob | undefined;

/** A fresh, migrated database: a copy of the migrated one, in PGlite or PostgreSQL. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite(undefined, pgliteTemplate);
    return { database, drop: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `tickera_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const database = await openPostgres(withDatabase(base, name), 20);
  return {
    database,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  webRoot: string | null = null,
  /** Where the app logs (at LOG_LEVEL, `silent` unless env says otherwise); no log without it. */
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tickera-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://tickera.test',
    // Tests never reach the internet: the rate source is a closed local port unless a test says otherwise.
    RATE_SOURCE_URL: 'http://127.0.0.1:9/',
    RATE_REFRESH_MINUTES: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: JWT_SECRET,
    webRoot,
    logger: false,
    logStream,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.ctx.mailer.deliverDue().catch(() => undefined);
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
const passwordHash = hash(TEST_PASSWORD);

/** Factory: a user with a role (and a profile), password TEST_PASSWORD. */
export async function createUser(
  t: TestApp,
  overrides: {
    role?: Role;
    email?: string;
    name?: string;
    lastName?: string;
    isActive?: boolean;
  } = {},
) {
  const role = overrides.role ?? 'customer';
  const email =
    overrides.email ?? `${role}${++counter}-${randomBytes(3).toString('hex')}@prueba.test`;
  const id = await insertUser(
    t.database.db,
    { email, passwordHash: await passwordHash, role, isAnonymous: false },
    { name: overrides.name ?? 'María', lastName: overrides.lastName ?? 'Rodríguez' },
  );
  if (overrides.isActive === false) {
    const { users } = await import('../src/db/schema/auth');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
  }
  return { id, email, role, password: TEST_PASSWORD };
}

/** Signs in through the API; returns the session and an Authorization header. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  // Each helper sign-in comes from its own address, so the per-IP limit only bites tests that aim for it.
  const remoteAddress = `10.${++counter % 250}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email} → ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { ...body, headers: { authorization: `Bearer ${body.session.accessToken}` } } as {
    session: { accessToken: string; refreshToken: string; expiresAt: string };
    user: { id: string; role: Role; email: string };
    headers: { authorization: string };
  };
}

export async function signInAs(t: TestApp, role: Role) {
  if (role === 'anonymous') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/anonymous',
      remoteAddress: `10.${++counter % 250}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
    const body = res.json();
    return { ...body, headers: { authorization: `Bearer ${body.session.accessToken}` } };
  }
  const u = await createUser(t, { role });
  return signIn(t, u.email);
}
