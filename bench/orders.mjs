#!/usr/bin/env node
// Checkout and approval on PostgreSQL. 2,000 customers (written straight into the database,
// with access tokens signed by the server's own signer and secret: 2,000 argon2 sign-ins
// would measure the password hash), 64 at a time, each holding two seats of the stadium,
// reading the cart summary and ordering by transfer for its exact Bs.S total; then staff
// approve every order (tickets issued, ticket e-mail queued), 16 at a time.
// Usage: npm run build && node --import tsx bench/orders.mjs
import pg from 'pg';
import { createTokenSigner } from '../apps/server/src/modules/auth/access-token.ts';
import { createDatabase, dropDatabase, findStadium, percentile, startServer } from './lib.mjs';

const BUYERS = 2_000;
const BUYER_CONCURRENCY = 64;
const APPROVER_CONCURRENCY = 16;
const secret = 'bench-secret-bench-secret-bench-secret-0123';

/** Runs `work(i)` for i < count, `concurrency` at a time; answers each call's milliseconds. */
async function pool(count, concurrency, work) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        await work(i);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const database = createDatabase('tickera_orders');
const server = await startServer({
  port: 3295,
  env: { DATABASE_URL: database.url, JWT_SECRET: secret },
});
try {
  const base = server.url;
  const signer = createTokenSigner(secret, 3600);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows: buyers } = await db.query(
    `with u as (
       insert into users (email, role) select 'comprador' || n || '@bench.test', 'customer'
       from generate_series(1, ${BUYERS}) n returning id, email)
     insert into profiles (user_id, name, last_name, email, identification)
     select id, 'Comprador', 'Bench', email, 'V' || (10000000 + row_number() over ()) from u
     returning user_id as id`,
  );
  const {
    rows: [admin],
  } = await db.query(`select id from users where email = 'admin@tickera.test'`);
  await db.end();
  const tokenOf = async (sub, role) => (await signer.sign({ sub, role, anon: false })).token;
  const tokens = await Promise.all(buyers.map((b) => tokenOf(b.id, 'customer')));
  const adminToken = await tokenOf(admin.id, 'admin');

  const stadium = await findStadium(base);
  const map = await (await fetch(`${base}/api/events/${stadium.id}/seat-map`)).json();
  const free = map.zones.flatMap((z) =>
    z.seats.filter((s) => s.status === 'available').map((s) => s.id),
  );
  const bankId = (await (await fetch(`${base}/api/banks`)).json()).items[0].id;
  console.log(
    `# postgres: ${stadium.name}, ${BUYERS} customers × 2 seats, ${BUYER_CONCURRENCY} at a time`,
  );

  const orderIds = [];
  const orderTimes = [];
  const started = performance.now();
  await pool(BUYERS, BUYER_CONCURRENCY, async (i) => {
    const token = tokens[i];
    const seatIds = [free[2 * i], free[2 * i + 1]];
    await call(base, token, 'POST', '/api/holds', { eventId: stadium.id, seatIds });
    const summary = await call(base, token, 'GET', `/api/cart/summary?eventId=${stadium.id}`);
    const t0 = performance.now();
    const order = await call(base, token, 'POST', '/api/orders', {
      eventId: stadium.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: {
        bankId,
        reference: String(90_000_000 + i),
        amount: summary.totalVes,
        date: new Date().toISOString().slice(0, 10),
        currency: 'VES',
      },
    });
    orderTimes.push(performance.now() - t0);
    orderIds.push(order.id);
  });
  const orderSeconds = (performance.now() - started) / 1000;
  console.log(
    `checkout (hold 2 seats + summary + POST /api/orders): ${Math.round(BUYERS / orderSeconds)} orders/s; ` +
      `POST /api/orders p50 ${percentile(orderTimes, 0.5).toFixed(0)} ms, p99 ${percentile(orderTimes, 0.99).toFixed(0)} ms`,
  );

  const approvedAt = performance.now();
  const approveTimes = await pool(orderIds.length, APPROVER_CONCURRENCY, (i) =>
    call(base, adminToken, 'POST', `/api/orders/${orderIds[i]}/approve`, {}),
  );
  const approveSeconds = (performance.now() - approvedAt) / 1000;
  console.log(
    `POST /api/orders/:id/approve (tickets + e-mail queued), ${APPROVER_CONCURRENCY} at a time: ` +
      `${Math.round(orderIds.length / approveSeconds)} approvals/s, p50 ${percentile(approveTimes, 0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(approveTimes, 0.99).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  dropDatabase(database.name);
}
