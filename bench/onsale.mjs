#!/usr/bin/env node
// On-sale load: many buyers holding random pairs of seats in the 20,400-seat stadium at
// once, then reading the seat map. Usage: npm run build && node bench/onsale.mjs [pglite|postgres]
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const kind = process.argv[2] ?? 'postgres';
const PORT = 3291;
const base = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  RATE_REFRESH_MINUTES: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-')),
};
let dbName;
if (kind === 'postgres') {
  dbName = `tickera_onsale_${process.pid}`;
  execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "create database ${dbName}"`);
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
} else env.DATABASE_URL = '';
const server = spawn(
  process.execPath,
  [
    ...(process.env.PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    'apps/server/dist/main.js',
  ],
  { env, stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((res) => server.stdout.on('data', (d) => String(d).includes('listo') && res()));

const events = (await (await fetch(`${base}/api/events?category=DEPORTE`)).json()).items;
const stadium = events.sort((a, b) => b.available - a.available)[0];
const map = await (await fetch(`${base}/api/events/${stadium.id}/seat-map`)).json();
const seatIds = map.zones.flatMap((z) => z.seats.map((s) => s.id));
const buyers = await Promise.all(
  Array.from(
    { length: 500 },
    async () =>
      (await (await fetch(`${base}/api/auth/anonymous`, { method: 'POST' })).json()).session
        .accessToken,
  ),
);
console.log(
  `# ${kind}: ${stadium.name}, ${seatIds.length} seats, ${buyers.length} buyers, 100 connections, 20 s`,
);

let n = 0;
const codes = {};
const holds = await new Promise((resolve, reject) =>
  autocannon(
    {
      url: `${base}/api/holds`,
      connections: 100,
      duration: 20,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = Math.floor(Math.random() * (seatIds.length - 1));
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${buyers[n++ % buyers.length]}`,
              },
              body: JSON.stringify({ eventId: stadium.id, seatIds: [seatIds[i], seatIds[i + 1]] }),
            };
          },
          onResponse: (status) => (codes[status] = (codes[status] ?? 0) + 1),
        },
      ],
    },
    (err, r) => (err ? reject(err) : resolve(r)),
  ),
);
console.log(
  `POST /api/holds: ${Math.round(holds.requests.average)} req/s, p50 ${holds.latency.p50} ms, p99 ${holds.latency.p99} ms, statuses ${JSON.stringify(codes)}`,
);

const mapRun = await new Promise((resolve, reject) =>
  autocannon(
    { url: `${base}/api/events/${stadium.id}/seat-map`, connections: 10, duration: 10 },
    (err, r) => (err ? reject(err) : resolve(r)),
  ),
);
console.log(
  `GET seat-map (20,400 seats): ${mapRun.requests.average.toFixed(1)} req/s, p50 ${mapRun.latency.p50} ms, p99 ${mapRun.latency.p99} ms`,
);
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
if (dbName)
  execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database ${dbName} with (force)"`);
