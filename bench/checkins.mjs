#!/usr/bin/env node
// Door load on PostgreSQL: 20,000 issued tickets of the stadium, each scanned once by 64
// connections (gates) as fast as they answer, then every ticket scanned again (repeats).
// Usage: npm run build && node --import tsx bench/checkins.mjs
// The tickets are written straight into the database (one paid demo order holds them all)
// with codes signed by the server's own code module and the same secret the server uses.
import autocannon from 'autocannon';
import pg from 'pg';
import { createTicketCodes } from '../apps/server/src/modules/tickets/ticket-code.ts';
import { createDatabase, dropDatabase, startServer } from './lib.mjs';

const TICKETS = 20_000;
const CONNECTIONS = 64;
const secret = 'bench-secret-bench-secret-bench-secret-0123';
const { name: dbName, url } = createDatabase('tickera_door');
const server = await startServer({ port: 3292, env: { JWT_SECRET: secret, DATABASE_URL: url } });
const base = server.url;

const db = new pg.Client({ connectionString: url });
await db.connect();
const codes = createTicketCodes(secret);
const {
  rows: [stadium],
} = await db.query(
  `select e.id from events e join seats s on s.event_id = e.id group by e.id order by count(*) desc limit 1`,
);
const {
  rows: [order],
} = await db.query(`select id from orders where status = 'PAGADA' limit 1`);
const { rows: seats } = await db.query(
  `select id, zone_id from seats where event_id = $1 and status = 'DISPONIBLE' limit ${TICKETS}`,
  [stadium.id],
);
const list = seats.map((s) => ({ ...s, code: codes.issue() }));
for (let i = 0; i < list.length; i += 1000) {
  const chunk = list.slice(i, i + 1000);
  await db.query(
    `with os as (
       insert into order_seats (order_id, seat_id, zone_id, price)
       select $1, s, z, 25 from unnest($2::uuid[], $3::uuid[]) as u(s, z) returning id, seat_id)
     insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
     select os.id, $1, $4, os.seat_id, c from os join unnest($2::uuid[], $5::text[]) as v(s, c) on v.s = os.seat_id`,
    [
      order.id,
      chunk.map((s) => s.id),
      chunk.map((s) => s.zone_id),
      stadium.id,
      chunk.map((s) => s.code),
    ],
  );
}
if (process.env.NOFK) await db.query(process.env.NOFK);
await db.end();

const signIn = await fetch(`${base}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'chequeo@tickera.test', password: 'Tickera.2026' }),
});
const token = (await signIn.json()).session.accessToken;
console.log(`# postgres: ${list.length} tickets of one event, ${CONNECTIONS} connections`);

async function run(label, amount) {
  let n = 0;
  const results = {};
  const started = performance.now();
  const r = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${base}/api/checkins`,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({
                code: list[n++ % list.length].code,
                eventId: stadium.id,
                gate: 'Bench',
              }),
            }),
            onResponse: (status, body) => {
              const key = status === 200 ? JSON.parse(body).result : status;
              results[key] = (results[key] ?? 0) + 1;
            },
          },
        ],
      },
      (err, out) => (err ? reject(err) : resolve(out)),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${Math.round(amount / seconds)} check-ins/s over ${amount} scans, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, results ${JSON.stringify(results)}`,
  );
}
await run('first scans (OK)', list.length);
await run('second scans (ALREADY_CHECKED_IN)', list.length);
await server.stop();
if (!process.env.KEEP) dropDatabase(dbName);
else console.log(`kept ${dbName}`);
