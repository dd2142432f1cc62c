#!/usr/bin/env node
// The waiting room under an on-sale (issue 25, decision 034), on PostgreSQL, in about 90 s:
// 1. memory: the stadium's room with 100,000 waiting visitors (and 400 admitted buyers)
//    written to the database; the server's RSS before and after its first status answer
//    (which reads the whole line into the process's copy): bytes per waiting visitor;
// 2. throughput, 50 connections, 8 s each: a bare Fastify route answering the same JSON
//    from memory (nothing of ours), then GET /api/events/:id/waiting-room (public), then
//    GET /api/events/:id/queue/me (bearer tokens of 2,000 visitors in turn): the ratio;
// 3. admitted buyers hold (POST /api/holds one seat, then release it) from 32 loops for
//    10 s alone, then 20 s while the 100,000 visitors poll /queue/me at the page's own
//    schedule (web pollDelayMs: 2 s near the front … 30 s far back, ±20 % jitter), each
//    visitor with its own token: the holds' p50/p99 with and without the waiting crowd.
// Usage: npm run build && node bench/waiting-room.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { createDatabase, dropDatabase, findStadium, percentile, startServer } from './lib.mjs';

const VISITORS = 100_000;
const BUYERS = 400;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const PORT = 3391;
const BARE_PORT = 3392;

const rss = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
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

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const run = autocannon({ connections: 50, duration: 8, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
    autocannon.track(run, { renderProgressBar: false, renderResultsTable: false });
  });
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

/** `loops` buyers holding one seat then releasing it, for `seconds`: the holds' latencies. */
async function buyersHold(base, eventId, buyers, seats, loops, seconds) {
  const until = Date.now() + seconds * 1000;
  const times = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      let n = 0;
      while (Date.now() < until) {
        const buyer = buyers[(i + loops * n) % buyers.length];
        const seatId = seats[(i * 37 + n * loops) % seats.length];
        n++;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/holds`, {
          method: 'POST',
          headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ eventId, seatIds: [seatId] }),
        });
        times.push(performance.now() - t0);
        await res.arrayBuffer();
        if (res.status !== 201) refused++;
        else
          await (
            await fetch(`${base}/api/holds/${seatId}`, {
              method: 'DELETE',
              headers: { authorization: `Bearer ${buyer.token}` },
            })
          ).arrayBuffer();
      }
    }),
  );
  return {
    holds: times.length,
    perSecond: Math.round(times.length / seconds),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    refused,
  };
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
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tickera.test', password: 'Tickera.2026' }),
  });
  const admin = { authorization: `Bearer ${(await signIn.json()).session.accessToken}` };
  const put = await fetch(`${base}/api/events/${stadium.id}/waiting-room`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      admitPerMinute: 1,
      passMinutes: 60,
    }),
  });
  if (put.status !== 200) throw new Error(`PUT waiting-room ${put.status} ${await put.text()}`);

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

  // 1. Memory per waiting visitor.
  await sleep(3000);
  const before = rss(server.pid);
  const status = await fetch(`${base}/api/events/${stadium.id}/waiting-room`);
  const room = await status.json();
  await sleep(3000);
  const after = rss(server.pid);
  const perVisitor = (after - before) / (VISITORS + BUYERS);
  console.log(
    `room: ${room.state}, waiting ${room.waiting}, admitted ${room.admitted}; RSS ${Math.round(before / 1048576)} → ${Math.round(after / 1048576)} MiB: ${Math.round(perVisitor)} bytes per place`,
  );

  // 2. Status throughput against a bare route answering from memory.
  const sample = await (
    await fetch(`${base}/api/events/${stadium.id}/queue/me`, {
      headers: { authorization: `Bearer ${visitors[5000].token}` },
    })
  ).json();
  bare = await startBare(sample);
  const bareRun = await cannon({ url: `http://127.0.0.1:${BARE_PORT}/status` });
  bare.kill('SIGTERM');
  const roomRun = await cannon({ url: `${base}/api/events/${stadium.id}/waiting-room` });
  const few = visitors.slice(0, 2000);
  // Their sessions looked up once (the auth layer's cache), as a polling page's would be.
  for (let i = 0; i < few.length; i += 200)
    await Promise.all(
      few.slice(i, i + 200).map((v) =>
        fetch(`${base}/api/events/${stadium.id}/queue/me`, {
          headers: { authorization: `Bearer ${v.token}` },
        }).then((r) => r.arrayBuffer()),
      ),
    );
  let k = 0;
  const meRun = await cannon({
    url: `${base}/api/events/${stadium.id}/queue/me`,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${few[k++ % few.length].token}` },
        }),
      },
    ],
  });
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} / ${r.latency.p99} ms | ${r.non2xx} |`;
  console.log('\n| route | req/s | p50 / p99 | non-2xx |\n|---|---|---|---|');
  console.log(row('bare Fastify, JSON from memory', bareRun));
  console.log(row('GET /api/events/:id/waiting-room', roomRun));
  console.log(row('GET /api/events/:id/queue/me (2,000 tokens)', meRun));
  console.log(
    `ratio waiting-room/bare ${(roomRun.requests.average / bareRun.requests.average).toFixed(2)}, queue/me/bare ${(meRun.requests.average / bareRun.requests.average).toFixed(2)}`,
  );

  // 3. Admitted buyers' holds, alone and with the crowd polling at the page's schedule.
  const alone = await buyersHold(base, stadium.id, buyers, seats, 32, 10);
  const rate = visitors.reduce(
    (s, v) => s + 1000 / meanDelayMs(v.ahead, Math.ceil(((v.ahead + 1) * 60) / 1)),
    0,
  );
  let next = 0;
  // Visitors in a jittered order: each polls about once per its delay.
  const order = visitors.map((_, i) => i).sort(() => Math.random() - 0.5);
  const crowd = autocannon({
    url: `${base}/api/events/${stadium.id}/queue/me`,
    connections: 100,
    duration: 21,
    overallRate: Math.round(rate),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${visitors[order[next++ % order.length]].token}` },
        }),
      },
    ],
  });
  let crowdResult;
  const crowdDone = new Promise((resolve) => crowd.on('done', (r) => resolve((crowdResult = r))));
  await sleep(500);
  const busy = await buyersHold(base, stadium.id, buyers, seats, 32, 20);
  await crowdDone;
  const rssEnd = rss(server.pid);
  console.log(
    `\ncrowd: ${VISITORS.toLocaleString('en')} visitors polling at the page's schedule = ${Math.round(rate)} req/s asked; served ${Math.round(crowdResult.requests.average)} req/s, p50 ${crowdResult.latency.p50} ms, p99 ${crowdResult.latency.p99} ms, non-2xx ${crowdResult.non2xx}`,
  );
  console.log(
    '\n| admitted buyers (32 loops) | holds/s | p50 | p99 | refused |\n|---|---|---|---|---|',
  );
  const h = (name, r) =>
    `| ${name} | ${r.perSecond} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.refused} |`;
  console.log(h('alone', alone));
  console.log(h('with the waiting crowd polling', busy));
  console.log(`server RSS at the end: ${Math.round(rssEnd / 1048576)} MiB`);
} finally {
  bare?.kill('SIGTERM');
  await client.end();
  await server.stop();
  dropDatabase(db.name);
}
