/** Starts the real server (src/main.ts through tsx) as a child process, as a person runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { withDatabase } from '../pg-global-setup';
import { until } from '../until';

const root = resolve(import.meta.dirname, '../..');
export const children: ChildProcess[] = [];

export function killAll() {
  for (const c of children) c.kill('SIGKILL');
}

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_REFRESH_MINUTES: '0', ...env },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  const died = exited.then((code) => new Error(`salió con ${code}: ${out}`));
  const ready = until(() => out.includes('Tickera está listo'), died);
  ready.catch(() => undefined); // awaited only by tests that expect the server up
  return { child, ready, exited, died, output: () => out };
}

/**
 * Runs `admin:create` (src/admin-create.ts through tsx) with `args`, writing `stdin` to it
 * as a pipe (as `echo 'clave' | npm run admin:create -- …` does). Resolves its exit code
 * and everything it printed.
 */
export function runAdminCreate(
  args: string[],
  env: Record<string, string>,
  stdin: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin-create.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.stdin.end(stdin);
  return new Promise((res) => child.on('exit', (code) => res({ code, output })));
}

/**
 * A database of its own for a test file, on TEST_DATABASE_URL's server: created before
 * the file, dropped (after killing the file's processes) when it ends. Returns its URL.
 */
export function freshDatabase(prefix: string): string {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(async () => {
    killAll();
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists ${name} with (force)`);
  });
  return withDatabase(base, name);
}
