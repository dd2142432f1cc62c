#!/usr/bin/env node
// Load on the foundation's hot paths: health (DB round trip) and an authenticated read
// (JWT verify + user row). Usage: npm run build && node bench/foundation.mjs [pglite|postgres]
// postgres uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, a
// fresh schema is created in a throwaway database).
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const kind = process.argv[2] ?? 'pglite';
const PORT = 3290;
const base = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-')),
};
let dbName;
if (kind === 'postgres') {
  dbName = `tickera_bench_${process.pid}`;
  execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "create database ${dbName}"`);
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
} else env.DATABASE_URL = '';

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((res) => server.stdout.on('data', (d) => String(d).includes('listo') && res()));

const signIn = await fetch(`${base}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@tickera.test', password: 'Tickera.2026' }),
}).then((r) => r.json());

const run = (title, opts) =>
  new Promise((res, rej) =>
    autocannon({ connections: 50, duration: 10, ...opts }, (err, r) => {
      if (err) return rej(err);
      console.log(
        `${title}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
      res(r);
    }),
  );

console.log(`# ${kind}, 50 connections, 10 s each`);
await run('GET /api/health', { url: `${base}/api/health` });
await run('GET /api/auth/user (bearer)', {
  url: `${base}/api/auth/user`,
  headers: { authorization: `Bearer ${signIn.session.accessToken}` },
});
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
if (dbName)
  execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database ${dbName} with (force)"`);
