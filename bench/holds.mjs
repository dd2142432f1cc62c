#!/usr/bin/env node
// Successful holds against the database's own limit, in one run on PostgreSQL:
// 1. pgbench, 64 clients, the single-row conditional UPDATE a hold comes down to, 10 s;
// 2. a bare Fastify endpoint doing that UPDATE (bench/bare-endpoint.mjs), 64 connections:
//    the ceiling of Node, HTTP and pg on this machine before any of our code;
// 3. pgbench, 4 clients, the hold function itself (tickera_hold_batch) with batches of 1 and
//    of 32 one-seat holds of different buyers, 10 s each: what the hold's rules cost in
//    PostgreSQL alone, before HTTP and Node, and what a batch saves;
// 4. POST /api/holds, 64 connections, one seat each, the stadium's 20,400 seats in order
//    (2,040 anonymous buyers × 10 seats, the anonymous limit). Once to warm the server up
//    (its code compiled, its statements planned, as a server is long before an on-sale), the
//    holds removed, then measured.
// The load generator is wrk (installed from Debian when missing), 4 s a run; successful
// holds are counted in the database. Prints the figures and their ratios.
// Usage: npm run build && node bench/holds.mjs [limits] [--pairs N]
// limits: off (default: RATE_LIMITS=off), memory (the abuse limits on, counted in the
// process) or redis (on, counted in Redis database 9): what the per-account hold limit costs.
// --pairs N (default 1): steps 2 and 4 N times, alternating, each pair's p99 ratio and the
// medians printed: one 4 s run's p99 is the worst 1 % of a few seconds, and on two shared
// cores it moved by half between runs (BENCHMARKS.md).
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDebianPackage } from '../scripts/ensure-debian.mjs';
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

ensureDebianPackage({ path: '/usr/bin/wrk', pkg: 'wrk', purpose: 'para medir las reservas' });
/** Seconds of a measured run: less than 20,400 seats take at the rates seen here (< 5,000/s). */
const SECONDS = 4;

/**
 * POSTs `lines` ({ token, body }) to `url` for SECONDS with wrk and 64 connections, in order,
 * sending nothing more once every line has been sent (each seat once). wrk is C: on these two
 * cores it takes about a fifth of the CPU autocannon did, which it took from the server. What
 * was held is counted in the database by the caller; this tells the seconds, latencies and
 * failed answers.
 */
function postLines(url, lines) {
  const file = join(tmpdir(), `tickera-lines-${process.pid}.tsv`);
  writeFileSync(file, lines.map((l) => `${l.token ?? '-'}\t${l.body}`).join('\n') + '\n');
  const out = execSync(
    `wrk -t1 -c${CONNECTIONS} -d${SECONDS}s --timeout 10s -s bench/wrk-lines.lua ${url} -- ${file}`,
    { encoding: 'utf8' },
  );
  const r = JSON.parse(out.trim().split('\n').at(-1));
  return { seconds: r.seconds, p50: r.p50, p99: r.p99, failed: r.non2xx + r.errors };
}

/**
 * How long the sale took: from the first hold to the last as the database stamped them (each
 * hold's end is its start plus the same interval), or wrk's whole run when that is shorter.
 * wrk runs for its duration even after the script stops sending, at the last line.
 */
const saleSeconds = (span, runSeconds) => Math.min(runSeconds, Math.max(span, 0.001));

/**
 * Holds/s of a bare Fastify endpoint (bench/bare-endpoint.mjs) doing pgbench's UPDATE, one
 * statement a request, through the same load generator: what Node and HTTP allow on this
 * machine before any of our code. Warmed once, then measured.
 */
async function bareEndpoint(db, url, rows) {
  const child = spawn(process.execPath, ['bench/bare-endpoint.mjs', url, '3296'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('listo') && resolve());
    child.on('exit', (code) => reject(new Error(`bare endpoint exited (${code})`)));
  });
  try {
    const lines = Array.from({ length: rows }, (_, i) => ({
      body: JSON.stringify({ id: i + 1, holder: (i % 2040) + 1 }),
    }));
    let result;
    for (let run = 0; run < 2; run++) {
      await db.query('update bench_seats set holder = null, until = null');
      result = postLines('http://127.0.0.1:3296/hold', lines);
    }
    const { held, span } = (
      await db.query(
        `select count(*)::int held, extract(epoch from max(until) - min(until))::float8 span
           from bench_seats where holder is not null`,
      )
    ).rows[0];
    return { ...result, perSecond: held / saleSeconds(span, result.seconds) };
  } finally {
    child.kill('SIGTERM');
  }
}

const args = process.argv.slice(2);
const pairsAt = args.indexOf('--pairs');
const PAIRS = pairsAt < 0 ? 1 : Number(args.splice(pairsAt, 2)[1]);
if (!Number.isInteger(PAIRS) || PAIRS < 1) throw new Error('--pairs: a whole number from 1');
const limits = args[0] ?? 'off';
const LIMITS_ENV = {
  off: {},
  // The buyers' 2,040 anonymous sessions come from one address: that limit is lifted, and so
  // is the cap on the seats they hold together (40; its cost is in decision 030).
  memory: { RATE_LIMITS: 'on', LIMIT_ANONYMOUS_IP: '100000/1h', HOLD_ANON_PER_IP: '0' },
  redis: {
    RATE_LIMITS: 'on',
    LIMIT_ANONYMOUS_IP: '100000/1h',
    HOLD_ANON_PER_IP: '0',
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

  const lines = seatIds.map((seatId, i) => ({
    token: tokens[i % tokens.length],
    body: JSON.stringify({ eventId: stadium.id, seatIds: [seatId] }),
  }));
  const pairs = [];
  for (let pair = 1; pair <= PAIRS; pair++) {
    const bare = await bareEndpoint(db, database.url, seatIds.length);
    console.log(
      `bare Fastify + pg endpoint, the same UPDATE (wrk, ${SECONDS} s): ${Math.round(bare.perSecond)} holds/s ` +
        `(p50 ${bare.p50} ms, p99 ${bare.p99} ms, failed ${bare.failed}); ratio to pgbench ${(bare.perSecond / tps).toFixed(2)}`,
    );
    // Warm, then measured.
    await db.query('delete from seat_holds where event_id = $1', [stadium.id]);
    postLines(`${server.url}/api/holds`, lines);
    await db.query('delete from seat_holds where event_id = $1', [stadium.id]);
    const run = postLines(`${server.url}/api/holds`, lines);
    const { held, span } = (
      await db.query(
        `select count(*)::int held, extract(epoch from max(expires_at) - min(expires_at))::float8 span
           from seat_holds where event_id = $1`,
        [stadium.id],
      )
    ).rows[0];
    await db.query('delete from seat_holds where event_id = $1', [stadium.id]);
    const seconds = saleSeconds(span, run.seconds);
    const holdsPerSecond = held / seconds;
    console.log(
      `POST /api/holds (limits ${limits}, wrk, ${SECONDS} s), ${CONNECTIONS} connections, one seat each, warm: ` +
        `${Math.round(holdsPerSecond)} successful holds/s (p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
        `${held} seats held in ${seconds.toFixed(2)} s, failed answers ${run.failed}); ` +
        `ratio to pgbench ${(holdsPerSecond / tps).toFixed(2)}, to the bare endpoint ${(holdsPerSecond / bare.perSecond).toFixed(2)}, ` +
        `to the function ${(holdsPerSecond / batched).toFixed(2)}`,
    );
    pairs.push({ rate: holdsPerSecond / bare.perSecond, p99: run.p99 / bare.p99 });
    if (PAIRS > 1)
      console.log(
        `pair ${pair}: holds/s ratio ${(holdsPerSecond / bare.perSecond).toFixed(2)}, p99 ratio ${(run.p99 / bare.p99).toFixed(2)}`,
      );
  }
  await db.query('drop table bench_seats');
  await db.end();
  if (PAIRS > 1) {
    const median = (xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    console.log(
      `${PAIRS} pairs, medians: holds/s ratio ${median(pairs.map((p) => p.rate)).toFixed(2)}, ` +
        `p99 ratio ${median(pairs.map((p) => p.p99)).toFixed(2)} ` +
        `(p99 ratios ${pairs.map((p) => p.p99.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  await server.stop();
  dropDatabase(database.name);
}
