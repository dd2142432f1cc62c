#!/usr/bin/env node
// Round trips per request: the statements PostgreSQL logs (log_statement = all, on this
// bench's own database) for one request of each kind on the on-sale's path, after a
// warm-up so caches and prepared statements are as in a busy server.
// Usage: npm run build && node bench/round-trips.mjs   (SHOW=1 lists the statements)
// Reads the cluster's log file: PG_LOG, default Debian's /var/log/postgresql/postgresql-15-main.log.
import { execSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createDatabase, dropDatabase, findStadium, startServer } from './lib.mjs';

const LOG = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const PORT = 3297;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const db = createDatabase('tickera_rt');
let server = await startServer({ port: PORT, env: { DATABASE_URL: db.url } });

const call = (method, path, token, body) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
const signIn = async (email) =>
  (
    await (
      await call('POST', '/api/auth/sign-in', null, { email, password: 'Tickera.2026' })
    ).json()
  ).session.accessToken;

async function count(label, request) {
  await pause(300);
  const from = statSync(LOG).size;
  await request();
  await pause(300); // the batched NOTIFY and the mail outbox run belong to the request
  const lines = readFileSync(LOG)
    .subarray(from)
    .toString()
    .split('\n')
    .filter((l) => l.includes(`@${db.name} LOG:  `) && / (statement|execute [^:]*):/.test(l));
  console.log(`${label}: ${lines.length} statements`);
  if (process.env.SHOW)
    console.log(lines.map((l) => `   ${l.replace(/^.*LOG: {2}/, '').slice(0, 150)}`).join('\n'));
}

try {
  execSync(`psql "${db.url}" -qc "alter database ${db.name} set log_statement = 'all'"`);
  await server.stop(); // the setting applies to new connections
  server = await startServer({ port: PORT, env: { DATABASE_URL: db.url, SEED_DEMO: '0' } });
  const customer = await signIn('cliente@tickera.test');
  const admin = await signIn('admin@tickera.test');
  const stadium = await findStadium(server.url);
  const map = await (await call('GET', `/api/events/${stadium.id}/seat-map`)).json();
  const free = map.zones[0].seats.filter((s) => s.status === 'available').map((s) => s.id);
  const bankId = (await (await call('GET', '/api/banks')).json()).items[0].id;
  const hold = (seatIds) => call('POST', '/api/holds', customer, { eventId: stadium.id, seatIds });
  await hold([free[0]]); // warm-up: the prepared hold, the session cache
  await call('DELETE', `/api/holds?eventId=${stadium.id}`, customer);

  await count('GET /api/auth/user', () => call('GET', '/api/auth/user', customer));
  await count('POST /api/holds (2 seats)', () => hold([free[1], free[2]]));
  const summary = await (
    await call('GET', `/api/cart/summary?eventId=${stadium.id}`, customer)
  ).json();
  let orderId;
  await count('POST /api/orders (with its e-mail delivered)', async () => {
    const res = await call('POST', '/api/orders', customer, {
      eventId: stadium.id,
      paymentMethod: 'TRANSFERENCIA',
      payment: {
        bankId,
        reference: '77123456',
        amount: summary.totalVes,
        date: new Date().toISOString().slice(0, 10),
        currency: 'VES',
      },
    });
    orderId = (await res.json()).id;
  });
  await count('POST /api/orders/:id/approve (with its e-mail delivered)', () =>
    call('POST', `/api/orders/${orderId}/approve`, admin, {}),
  );
} finally {
  await server.stop();
  dropDatabase(db.name);
}
