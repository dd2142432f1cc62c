#!/usr/bin/env node
// Load on the foundation's hot paths: health (DB round trip) and an authenticated read
// (JWT verify + user row). Usage: npm run build && node bench/foundation.mjs [pglite|postgres]
// postgres creates a throwaway database on the PostgreSQL of 127.0.0.1:5432 (bench/lib.mjs).
import autocannon from 'autocannon';
import { createDatabase, dropDatabase, startServer } from './lib.mjs';

const kind = process.argv[2] ?? 'pglite';
const db = kind === 'postgres' ? createDatabase('tickera_bench') : null;
const server = await startServer({ port: 3290, env: { DATABASE_URL: db?.url ?? '' } });
const base = server.url;

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
await server.stop();
if (db) dropDatabase(db.name);
