#!/usr/bin/env node
// The waiting room under an on-sale (issue 25, decision 034), on PostgreSQL, in about 3 min:
// 1. memory: the stadium's room with 100,000 waiting visitors (and 400 admitted buyers)
//    written to the database; the heap the server's own copy of the line takes, after a
//    full collection (bench/line-memory.mjs): bytes per waiting visitor;
// 2. throughput (wrk, 50 connections, 5 s a route, the server and the bare route on one
//    core and wrk on the other): a bare Fastify route answering the same JSON from memory
//    (nothing of ours), GET /api/events/:id/waiting-room (public) and
//    GET /api/events/:id/queue/me (bearer tokens of 2,000 visitors in turn), in turn, five
//    rounds: each round's ratios and CPU time a request, and their medians;
// 3. admitted buyers hold (POST /api/holds one seat, then release it) while the 100,000
//    visitors poll /queue/me at the page's own schedule (web pollDelayMs: 2 s near the front
//    … 30 s far back, ±20 % jitter), each visitor with its own token, from a second process;
//    every token polled once first, as each page did when it joined (BENCH_CROWD=cold: not,
//    the half-minute after a restart); each buyers run warms itself for a second:
//    a) at a buyer's pace: 300 holds a second arriving on a schedule (open loop: a hold
//       starts on time whether the last one answered or not), alone and with the crowd;
//    b) as fast as 32 loops can (closed loop: the server's capacity; latency is then the
//       loops' queue), alone and with the crowd.
// Usage: npm run build && node bench/waiting-room.mjs [status|buyers]
//   (status: phases 1 and 2 only; buyers: phases 1 and 3 only)
import { execFileSync, execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { ensureDebianPackage } from '../scripts/ensure-debian.mjs';
import {
  createDatabase,
  dropDatabase,
  findStadium,
  setWaitingRoom,
  staffHeaders,
  startServer,
} from './lib.mjs';

ensureDebianPackage({ path: '/usr/bin/wrk', pkg: 'wrk', purpose: 'para medir la sala de espera' });

const VISITORS = 100_000;
const BUYERS = 400;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PORT = 3391;
const BARE_PORT = 3392;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The page's schedule (apps/web/src/features/waiting-room/api/waiting-room-api.ts pollDelayMs), mean delay. */
function meanDelayMs(ahead, etaSeconds) {
  let base = ahead < 20 ? 2_000 : ahead < 200 ? 5_000 : ahead < 2_000 ? 15_000 : 30_000;
  if (etaSeconds !== null) base = Math.min(base, Math.max(2_000, etaSeconds * 500));
  return base;
}

async function sign(sub, role) {
  return new SignJWT({ role, anon: role === 'anonymous' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .setIssuer('tickera')
    .sign(new TextEncoder().encode(SECRET));
}

/** CPU time (ms) the process has used, all its threads (user + system). */
function cpuMs(pid) {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

/**
 * wrk on the second core (or `core`, a taskset list) for 5 s against `url` (with the tokens of `tokenFile`, one a
 * request, when given): requests a second, p50/p99, failures, and the CPU time the serving
 * process `pid` spent per request.
 */
function wrk(url, pid, tokenFile, core = 1, seconds = 5) {
  const c0 = cpuMs(pid);
  const out = execFileSync(
    'taskset',
    [
      '-c',
      String(core),
      'wrk',
      '-t1',
      '-c50',
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      join(import.meta.dirname, 'wrk-tokens.lua'),
      url,
      ...(tokenFile ? ['--', tokenFile] : []),
    ],
    { encoding: 'utf8' },
  );
  const cpu = cpuMs(pid) - c0;
  const r = JSON.parse(out.trim().split('\n').at(-1));
  return {
    perSecond: r.requests / r.seconds,
    p50: r.p50,
    p99: r.p99,
    failed: r.non2xx + r.errors,
    requests: r.requests,
    usPerRequest: (cpu * 1000) / r.requests,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs `cmd args` and resolves with the JSON of the last line it prints. */
function lastJson(cmd, args) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)))
        : reject(new Error(`${cmd} ${args[0]} exited ${code}`)),
    ),
  );
}

/**
 * The crowd: the tokens of `tokenFile` (one a line, in the order they poll) asked by wrk in a
 * second process, about `rate` a second for `seconds` (150 connections, each waiting between
 * its requests: bench/wrk-tokens.lua). wrk is C: the crowd takes as little of these two cores
 * as a load generator can.
 */
async function startCrowd(url, tokenFile, rate, seconds) {
  const connections = 150;
  const r = await lastJson('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    join(import.meta.dirname, 'wrk-tokens.lua'),
    url,
    '--',
    tokenFile,
    String(rate),
    String(connections),
  ]);
  return {
    perSecond: r.requests / r.seconds,
    p50: r.p50,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Share of the machine's CPU time busy between two readings of /proc/stat. */
function cpuTotals() {
  const f = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { idle: f[3] + f[4], total: f.reduce((a, b) => a + b, 0) };
}

function startBare(body) {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    const body = ${JSON.stringify(body)};
    app.get('/status', async () => body);
    await app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });
    console.log('listo');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) =>
    child.stdout.on('data', (d) => String(d).includes('listo') && resolve(child)),
  );
}

/**
 * The admitted buyers' holds, measured from a process of their own (bench/hold-buyers.mjs):
 * this one holds 100,000 visitors' tokens, and its collections would stall the buyers' clock.
 */
function buyersRun(base, eventId, buyersFile, seatsFile, mode, n, seconds) {
  const script = join(import.meta.dirname, 'hold-buyers.mjs');
  return lastJson(process.execPath, [
    script,
    base,
    eventId,
    buyersFile,
    seatsFile,
    mode,
    String(n),
    String(seconds),
  ]);
}

const db = createDatabase('tickera_bench_wr');
const server = await startServer({
  port: PORT,
  // No admission ticks: the line is written here with its buyers already admitted, and a
  // tick would read the whole line before the memory figure's first measure.
  env: { DATABASE_URL: db.url, JWT_SECRET: SECRET, QUEUE_TICK_MS: '0' },
});
const base = server.url;
const client = new pg.Client({ connectionString: db.url });
await client.connect();
let bare;
try {
  const stadium = await findStadium(base);
  await setWaitingRoom(base, await staffHeaders(base), stadium.id, {
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    admitPerMinute: 1,
    passMinutes: 60,
  });

  // The line, written as the server would have: buyers admitted at the front, then the crowd.
  const users = (
    await client.query(
      `insert into users (role, is_anonymous)
       select case when g <= $1 then 'customer' else 'anonymous' end, g > $1
       from generate_series(1, $2) g returning id`,
      [BUYERS, BUYERS + VISITORS],
    )
  ).rows.map((r) => r.id);
  await client.query(
    `insert into queue_places (event_id, user_id, join_no, position)
     select $1, u, n, n from unnest($2::uuid[]) with ordinality as t(u, n)`,
    [stadium.id, users],
  );
  await client.query(
    `update waiting_rooms set joined = $2, drawn_at = now(), drawn_count = 0, admitted = $3,
       ticked_at = now() where event_id = $1`,
    [stadium.id, users.length, BUYERS],
  );
  await client.query(
    `insert into queue_admissions (event_id, up_to, at, pass_expires_at)
     values ($1, $2, now(), now() + interval '1 hour')`,
    [stadium.id, BUYERS],
  );
  const buyers = await Promise.all(
    users.slice(0, BUYERS).map(async (id) => ({ id, token: await sign(id, 'customer') })),
  );
  const visitors = [];
  for (let i = BUYERS; i < users.length; i++)
    visitors.push({ ahead: i - BUYERS, token: await sign(users[i], 'anonymous') });
  const seats = (
    await client.query(`select id from seats where event_id = $1 order by id limit 4000`, [
      stadium.id,
    ])
  ).rows.map((r) => r.id);

  // 1. Memory per waiting visitor: the heap of the server's own copy of the line.
  const memory = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        join(import.meta.dirname, 'line-memory.mjs'),
        db.url,
        stadium.id,
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .at(-1),
  );
  console.log(
    `memory: the line of ${memory.places.toLocaleString('en')} places takes ${(memory.heapBytes / 1048576).toFixed(1)} MiB of heap: ${memory.bytesPerPlace} bytes per place`,
  );

  const meUrl = `${base}/api/events/${stadium.id}/queue/me`;
  // 2. Status throughput against a bare route answering from memory, on one core each.
  if (process.argv[2] !== 'buyers') {
    const few = visitors.slice(0, 2000);
    const tokenFile = join(tmpdir(), `tickera-wr-tokens-${process.pid}.txt`);
    writeFileSync(tokenFile, few.map((v) => v.token).join('\n') + '\n');
    const sample = await (
      await fetch(`${base}/api/events/${stadium.id}/queue/me`, {
        headers: { authorization: `Bearer ${few[0].token}` },
      })
    ).json();
    bare = await startBare(sample);
    execSync(
      `taskset -a -p -c 0 ${server.pid} >/dev/null && taskset -a -p -c 0 ${bare.pid} >/dev/null`,
    );
    const roomUrl = `${base}/api/events/${stadium.id}/waiting-room`;
    // Warm: the routes compiled, each token's signature checked once (as a polling page's is).
    wrk(`http://127.0.0.1:${BARE_PORT}/status`, bare.pid);
    wrk(roomUrl, server.pid);
    wrk(meUrl, server.pid, tokenFile);
    const rounds = [];
    for (let r = 0; r < 5; r++) {
      const bareRun = wrk(`http://127.0.0.1:${BARE_PORT}/status`, bare.pid);
      const roomRun = wrk(roomUrl, server.pid);
      const meRun = wrk(meUrl, server.pid, tokenFile);
      rounds.push({ bareRun, roomRun, meRun });
      const f = (x) =>
        `${Math.round(x.perSecond).toLocaleString('en')}/s (${x.usPerRequest.toFixed(1)} µs CPU, p99 ${x.p99} ms, ${x.failed} failed)`;
      console.log(
        `round ${r + 1}: bare ${f(bareRun)} | room ${f(roomRun)} | queue/me ${f(meRun)} | ratios ${(roomRun.perSecond / bareRun.perSecond).toFixed(2)} ${(meRun.perSecond / bareRun.perSecond).toFixed(2)}`,
      );
    }
    bare.kill('SIGTERM');
    execSync(`taskset -a -p -c 0-1 ${server.pid} >/dev/null`);
    const med = (pick) => median(rounds.map(pick));
    console.log(
      '\n| route (median of 5 rounds) | req/s | CPU a request | ratio to bare |\n|---|---|---|---|',
    );
    console.log(
      `| bare Fastify, JSON from memory | ${Math.round(med((r) => r.bareRun.perSecond)).toLocaleString('en')} | ${med((r) => r.bareRun.usPerRequest).toFixed(1)} µs | 1 |`,
    );
    console.log(
      `| GET /api/events/:id/waiting-room | ${Math.round(med((r) => r.roomRun.perSecond)).toLocaleString('en')} | ${med((r) => r.roomRun.usPerRequest).toFixed(1)} µs | ${med((r) => r.roomRun.perSecond / r.bareRun.perSecond).toFixed(2)} |`,
    );
    console.log(
      `| GET /api/events/:id/queue/me (2,000 tokens) | ${Math.round(med((r) => r.meRun.perSecond)).toLocaleString('en')} | ${med((r) => r.meRun.usPerRequest).toFixed(1)} µs | ${med((r) => r.meRun.perSecond / r.bareRun.perSecond).toFixed(2)} |`,
    );
  }

  // `status`: phases 1 and 2 only.
  if (process.argv[2] !== 'status') {
    // 3. Admitted buyers' holds, alone and with the crowd polling at the page's schedule.
    const rate = visitors.reduce(
      (s, v) => s + 1000 / meanDelayMs(v.ahead, Math.ceil(((v.ahead + 1) * 60) / 1)),
      0,
    );
    // Visitors in a jittered order: each polls about once per its delay.
    const crowdFile = join(tmpdir(), `tickera-wr-crowd-${process.pid}.txt`);
    writeFileSync(
      crowdFile,
      visitors
        .map((v) => v.token)
        .sort(() => Math.random() - 0.5)
        .join('\n') + '\n',
    );
    const PACE = 300;
    // Warm: every buyer's token verified and session read once, as on a page already open.
    const buyersFile = join(tmpdir(), `tickera-wr-buyers-${process.pid}.txt`);
    const seatsFile = join(tmpdir(), `tickera-wr-seats-${process.pid}.txt`);
    writeFileSync(buyersFile, buyers.map((b) => b.token).join('\n') + '\n');
    writeFileSync(seatsFile, seats.join('\n') + '\n');
    const run = (mode, n, seconds) =>
      buyersRun(base, stadium.id, buyersFile, seatsFile, mode, n, seconds);
    await run('paced', PACE, 2);
    const pacedAlone = await run('paced', PACE, 10);
    const loopsAlone = await run('loops', 32, 10);
    // Warm: every visitor's token polled once, as each page did when it joined the line (the
    // join verifies the token in this process). Without it the crowd's window is the first
    // half-minute after a restart, when every poll is someone's first (measured apart).
    // BENCH_CROWD=cold measures that half-minute instead.
    // One wrk run (each starts again at the first token) long enough to reach them all.
    let warmed = 0;
    if (process.env.BENCH_CROWD !== 'cold')
      for (let seconds = 10; seconds <= 80 && warmed < VISITORS; seconds *= 2)
        warmed = wrk(meUrl, server.pid, crowdFile, '0-1', seconds).requests;
    console.log(`\ncrowd warmed: ${warmed.toLocaleString('en')} polls in one run`);
    const crowdDone = startCrowd(meUrl, crowdFile, Math.round(rate), 34);
    const crowdCpu0 = { server: cpuMs(server.pid), machine: cpuTotals(), at: Date.now() };
    await sleep(1000);
    const pacedBusy = await run('paced', PACE, 15);
    const loopsBusy = await run('loops', 32, 15);
    const crowdCpu1 = { server: cpuMs(server.pid), machine: cpuTotals(), at: Date.now() };
    const crowd = await crowdDone;
    const machineBusy =
      1 -
      (crowdCpu1.machine.idle - crowdCpu0.machine.idle) /
        (crowdCpu1.machine.total - crowdCpu0.machine.total);
    console.log(
      `\ncrowd: ${VISITORS.toLocaleString('en')} visitors polling at the page's schedule = ${Math.round(rate)} req/s asked; served ${Math.round(crowd.perSecond)} req/s, p50 ${crowd.p50} ms, p99 ${crowd.p99} ms, non-2xx ${crowd.non2xx}, errors ${crowd.errors}`,
    );
    console.log(
      `while the crowd polled: the two cores ${Math.round(machineBusy * 100)} % busy; the server process ${Math.round(((crowdCpu1.server - crowdCpu0.server) / (crowdCpu1.at - crowdCpu0.at)) * 100)} % of one core`,
    );
    console.log('\n| admitted buyers | holds/s | p50 | p99 | refused |\n|---|---|---|---|---|');
    const h = (name, r) =>
      `| ${name} | ${r.perSecond} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.refused} |`;
    console.log(h(`${PACE} a second on schedule, alone`, pacedAlone));
    console.log(h(`${PACE} a second on schedule, with the crowd polling`, pacedBusy));
    console.log(h('32 loops as fast as they can, alone', loopsAlone));
    console.log(h('32 loops as fast as they can, with the crowd polling', loopsBusy));
  }
} finally {
  bare?.kill('SIGTERM');
  await client.end();
  await server.stop();
  dropDatabase(db.name);
}
