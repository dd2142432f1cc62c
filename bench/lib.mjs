// What every bench script does around its load: a fresh PostgreSQL database, the built
// server started on it (demo data seeded), and both gone at the end. Loopback only.
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const psql = (command) => execSync(`psql "${ADMIN_URL}" -qc "${command}"`);

/** A new empty database; `url` connects to it. */
export function createDatabase(prefix = 'tickera_bench') {
  const name = `${prefix}_${process.pid}_${Date.now() % 100000}`;
  psql(`create database ${name}`);
  return { name, url: `postgres://postgres@127.0.0.1:5432/${name}` };
}

export function dropDatabase(name) {
  psql(`drop database if exists ${name} with (force)`);
}

/**
 * Starts `apps/server/dist/main.js` (run `npm run build` first) and resolves once it says
 * it is ready. `env` adds to the bench defaults; PROFILE_DIR writes a CPU profile there.
 */
export async function startServer({ port, env = {} }) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_DIR] : []),
      'apps/server/dist/main.js',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '1',
        RATE_REFRESH_MINUTES: '0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('listo') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The demo's stadium game: the published sports event with the most seats. */
export async function findStadium(base) {
  const events = (await (await fetch(`${base}/api/events?category=DEPORTE`)).json()).items;
  return events.sort((a, b) => b.available - a.available)[0];
}

/** Anonymous buyers' access tokens, made `batch` at a time. */
export async function anonymousTokens(base, count, batch = 250) {
  const tokens = [];
  while (tokens.length < count) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - tokens.length) }, async () => {
        const res = await fetch(`${base}/api/auth/anonymous`, { method: 'POST' });
        return (await res.json()).session.accessToken;
      }),
    );
    tokens.push(...made);
  }
  return tokens;
}

/** p-th percentile of numbers (sorted in place). */
export function percentile(values, p) {
  values.sort((a, b) => a - b);
  return values.length ? values[Math.min(values.length - 1, Math.floor(values.length * p))] : 0;
}
