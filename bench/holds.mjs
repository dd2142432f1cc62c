#!/usr/bin/env node
// Successful holds against the database's own limit, in one run on PostgreSQL:
// 1. pgbench, 64 clients, the single-row conditional UPDATE a hold comes down to, 10 s;
// 2. pgbench, 4 clients, the hold function itself (tickera_hold_batch) with batches of 1 and
//    of 32 one-seat holds of different buyers, 10 s each: what the hold's rules cost in
//    PostgreSQL alone, before HTTP and Node, and what a batch saves;
// 3. POST /api/holds, 64 connections, one seat each, every seat of the 20,400-seat stadium
//    once (2,040 anonymous buyers × 10 seats, the anonymous limit): every answer a 201. Once
//    to warm the server up (its code compiled, its statements planned, as a server is long
//    before an on-sale), the holds removed, then measured: from the first request sent to
//    the last answer.
// Prints the figures and their ratios. Usage: npm run build && node bench/holds.mjs [limits]
// limits: off (default: RATE_LIMITS=off), memory (the abuse limits on, counted in the
// process) or redis (on, counted in Redis database 9): what the per-account hold limit costs.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { anonymousBuyers, createDatabase, dropDatabase, findStadium, startServer } from './lib.mjs';

const CONNECTIONS = 64;
const SEATS_PER_BUYER = 10;

/** TPS of pgbench running `script` with `clients` clients for 10 s on the database at `url`. */
function runPgbench(url, name, script, clients) {
  const file = join(tmpdir(), `tickera-${name}-${process.pid}.sql`);
  writeFileSync(file, script);
  const out = execSync(
    `pgbench -n -h 127.0.0.1 -U postgres -c ${clients} -j 2 -T 10 -M prepared -f ${file} "${url}"`,
    { encoding: 'utf8' },
  );
  return Number(/tps = ([\d.]+)/.exec(out)[1]);
}

/** TPS of pgbench's clients taking random rows with a conditional UPDATE, as a hold does. */
async function pgbench(db, url, rows) {
  await db.query(`create table bench_seats (id int primary key, holder int, until timestamptz)`);
  await db.query(`insert into bench_seats (id) select generate_series(1, ${rows})`);
  return runPgbench(
    url,
    'hold',
    `\\set id random(1, ${rows})\n` +
      `update bench_seats set holder = :client_id, until = now() + interval '10 minutes'\n` +
      ` where id = :id and (until is null or until < now() or holder = :client_id);\n`,
    CONNECTIONS,
  );
}

/**
 * Holds/s of pgbench's clients calling the hold function with `batch` one-seat holds of
 * different buyers: consecutive entries of bench_hold_map (seat i for buyer i mod buyers), so
 * a repeat is that buyer's own hold again, never a refusal. The holds are removed afterwards.
 */
async function pgbenchHoldFunction(db, url, eventId, seats, batch) {
  try {
    const tps = runPgbench(
      url,
      'hold-fn',
      `\\set i random(1, ${seats - batch + 1})\n` +
        `select count(*) from (select array_agg(buyer order by i) u, array_agg(seat order by i) s\n` +
        `  from bench_hold_map where i between :i and :i + ${batch - 1}) m,\n` +
        ` tickera_hold_batch(m.u, array_fill('${eventId}'::uuid, array[${batch}]), array_fill(${SEATS_PER_BUYER}, array[${batch}]),\n` +
        `  array_fill(true, array[${batch}]), m.s, array(select generate_series(1, ${batch})), 600) b\n` +
        ` where b.r_code = 'OK';\n`,
      4,
    );
    return tps * batch;
  } finally {
    await db.query('delete from seat_holds where event_id = $1', [eventId]);
  }
}

/** Every seat once through POST /api/holds; times from the first request to the last answer. */
async function holdEverySeat(base, eventId, seatIds, tokens) {
  let n = 0;
  let first = 0;
  let last = 0;
  const statuses = {};
  const run = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/api/holds`,
        connections: CONNECTIONS,
        amount: seatIds.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const i = n++;
              first ||= performance.now();
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[i % tokens.length]}`,
                },
                body: JSON.stringify({ eventId, seatIds: [seatIds[i]] }),
              };
            },
            onResponse: (status) => {
              last = performance.now();
              statuses[status] = (statuses[status] ?? 0) + 1;
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
  return { run, statuses, seconds: (last - first) / 1000 };
}

const limits = process.argv[2] ?? 'off';
const LIMITS_ENV = {
  off: {},
  // The buyers' 2,040 anonymous sessions come from one address: that limit is lifted.
  memory: { RATE_LIMITS: 'on', LIMIT_ANONYMOUS_IP: '100000/1h' },
  redis: {
    RATE_LIMITS: 'on',
    LIMIT_ANONYMOUS_IP: '100000/1h',
    REDIS_URL: 'redis://127.0.0.1:6379/9',
  },
}[limits];
if (!LIMITS_ENV) throw new Error(`limits: off, memory or redis (not ${limits})`);
if (limits === 'redis') execSync('redis-cli -n 9 flushdb');

const database = createDatabase('tickera_holds');
const server = await startServer({
  port: 3294,
  env: { DATABASE_URL: database.url, ...LIMITS_ENV },
});
try {
  const stadium = await findStadium(server.url);
  const map = await (await fetch(`${server.url}/api/events/${stadium.id}/seat-map`)).json();
  const seatIds = map.zones.flatMap((z) => z.seats.map((s) => s.id));
  const buyers = await anonymousBuyers(server.url, Math.ceil(seatIds.length / SEATS_PER_BUYER));
  const tokens = buyers.map((b) => b.token);
  const userIds = buyers.map((b) => b.userId);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const tps = await pgbench(db, database.url, seatIds.length);
  console.log(`pgbench conditional UPDATE, ${CONNECTIONS} clients: ${Math.round(tps)} TPS`);
  await db.query(
    'create table bench_hold_map (i int primary key, seat uuid not null, buyer uuid not null)',
  );
  await db.query(
    `insert into bench_hold_map select g, ($1::uuid[])[g], ($2::uuid[])[(g - 1) % $3 + 1]
       from generate_series(1, cardinality($1::uuid[])) g`,
    [seatIds, userIds, userIds.length],
  );
  const single = await pgbenchHoldFunction(db, database.url, stadium.id, seatIds.length, 1);
  const batched = await pgbenchHoldFunction(db, database.url, stadium.id, seatIds.length, 32);
  await db.query('drop table bench_hold_map');
  console.log(
    `pgbench hold function, 4 clients: ${Math.round(single)} holds/s one a call, ` +
      `${Math.round(batched)} holds/s 32 a call (ratio to the UPDATE ${(single / tps).toFixed(2)} and ${(batched / tps).toFixed(2)})`,
  );

  await holdEverySeat(server.url, stadium.id, seatIds, tokens);
  await db.query('delete from seat_holds where event_id = $1', [stadium.id]);
  await db.end();
  const { run, statuses, seconds } = await holdEverySeat(server.url, stadium.id, seatIds, tokens);
  const holdsPerSecond = (statuses[201] ?? 0) / seconds;
  console.log(
    `POST /api/holds (limits ${limits}), ${CONNECTIONS} connections, one seat each, warm: ${Math.round(holdsPerSecond)} successful holds/s ` +
      `(p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, statuses ${JSON.stringify(statuses)}); ` +
      `ratio to pgbench ${(holdsPerSecond / tps).toFixed(2)}, to the function ${(holdsPerSecond / batched).toFixed(2)}`,
  );
} finally {
  await server.stop();
  dropDatabase(database.name);
}
