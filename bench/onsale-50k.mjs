#!/usr/bin/env node
// A 50,000-seat on-sale on PostgreSQL: 10 zones × 50 rows × 100 seats, 20,000 anonymous
// buyers, 200 at a time, each asking "Mejores asientos" (POST /api/holds/best) for 2–4
// adjacent seats of a random zone, trying other zones and then fewer seats when a zone
// has no such block, until nothing is left. Prints the time to sell out, latencies,
// statuses, and checks in the database that no seat was given twice.
// Usage: npm run build && node bench/onsale-50k.mjs
import { spawn, execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ZONES = 10;
const ROWS = 50;
const PER_ROW = 100;
const BUYERS = 20_000;
const CONCURRENCY = 200;
const PORT = 3293;
const base = `http://127.0.0.1:${PORT}`;
const dbName = `tickera_50k_${process.pid}`;
execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "create database ${dbName}"`);
const url = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const env = {
  ...process.env,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  SEED_DEMO: '1',
  RATE_REFRESH_MINUTES: '0',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-')),
};
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((res) => server.stdout.on('data', (d) => String(d).includes('listo') && res()));

// The event, straight into the database (the set-up API would take minutes for 50,000 seats).
const db = new pg.Client({ connectionString: url });
await db.connect();
const {
  rows: [ev],
} = await db.query(
  `insert into events (name, code, category, location_id, start_at, publish_at)
   select 'Final 50K', 'FINAL-50K', 'DEPORTE', id, now() + interval '30 days', now() - interval '1 day'
   from locations limit 1 returning id`,
);
for (let z = 0; z < ZONES; z++) {
  const {
    rows: [zone],
  } = await db.query(
    `insert into zones (event_id, name, code, base_price, capacity_max, index)
     values ($1, $2, $3, 40, $4, $5) returning id`,
    [ev.id, `Tribuna ${z + 1}`, `T${z + 1}`, ROWS * PER_ROW, z],
  );
  await db.query(
    `insert into seats (event_id, zone_id, name, code, row, index, x, y)
     select $1, $2, 'F' || lpad(r::text, 2, '0') || '-' || n, 'F' || lpad(r::text, 2, '0') || n,
            'F' || lpad(r::text, 2, '0'), n, n * 10, r * 10
     from generate_series(1, ${ROWS}) r, generate_series(1, ${PER_ROW}) n`,
    [ev.id, zone.id],
  );
}
const { rows: zoneRows } = await db.query(`select id from zones where event_id = $1`, [ev.id]);
const zoneIds = zoneRows.map((z) => z.id);
const total = ZONES * ROWS * PER_ROW;

const tokens = [];
for (let i = 0; i < BUYERS; i += 500) {
  const batch = await Promise.all(
    Array.from(
      { length: Math.min(500, BUYERS - i) },
      async () =>
        (await (await fetch(`${base}/api/auth/anonymous`, { method: 'POST' })).json()).session
          .accessToken,
    ),
  );
  tokens.push(...batch);
}
console.log(
  `# postgres: ${total} seats in ${ZONES} zones, ${BUYERS} buyers, ${CONCURRENCY} at a time`,
);

const latencies = [];
const statuses = {};
let sold = 0;
const exhausted = new Map(); // zoneId → smallest quantity known not to fit
const fits = (zoneId, q) => !(exhausted.get(zoneId) <= q);

async function buy(token) {
  let quantity = 2 + Math.floor(Math.random() * 3);
  while (quantity >= 1) {
    const open = zoneIds.filter((z) => fits(z, quantity));
    if (!open.length) {
      quantity -= 1;
      continue;
    }
    const zoneId = open[Math.floor(Math.random() * open.length)];
    const started = performance.now();
    const res = await fetch(`${base}/api/holds/best`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ eventId: ev.id, zoneId, quantity }),
    });
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const body = await res.json();
    if (res.status === 201) {
      sold += body.seats.length;
      return;
    }
    if (res.status === 409 && body.error.message.startsWith('No hay')) {
      exhausted.set(zoneId, Math.min(exhausted.get(zoneId) ?? Infinity, quantity));
    } else if (res.status !== 409) {
      throw new Error(`${res.status} ${JSON.stringify(body)}`);
    }
  }
}

const started = performance.now();
const progress = setInterval(
  () =>
    console.log(
      `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${sold} seats, ${latencies.length} requests`,
    ),
  10_000,
);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < tokens.length && sold < total) await buy(tokens[next++]);
  }),
);
clearInterval(progress);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(0);
const {
  rows: [check],
} = await db.query(
  `select count(*)::int as held, count(distinct seat_id)::int as distinct_seats,
     (select count(*)::int from seats where event_id = $1) as seats
   from seat_holds where event_id = $1 and expires_at > now()`,
  [ev.id],
);
await db.end();
console.log(
  `sold out: ${sold} of ${total} seats held in ${seconds.toFixed(1)} s by ${next} buyers; ` +
    `${latencies.length} requests (${Math.round(latencies.length / seconds)}/s), p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms; ` +
    `statuses ${JSON.stringify(statuses)}`,
);
console.log(
  `database: ${check.held} live holds on ${check.distinct_seats} distinct seats of ${check.seats}; ` +
    `oversold ${check.held - check.distinct_seats}; 5xx ${Object.entries(statuses)
      .filter(([s]) => s >= 500)
      .reduce((n, [, c]) => n + c, 0)}`,
);
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
execSync(`psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database ${dbName} with (force)"`);
