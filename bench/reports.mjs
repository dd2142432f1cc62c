#!/usr/bin/env node
// The books at 100,000 orders on PostgreSQL: bench/reports-data.mjs writes the season, then
// an auditor asks every report of the event through the HTTP API, one request at a time
// (reports are read by a few people, not by a crowd): 2 warm-up calls, then RUNS timed
// calls; prints min / median / max and the size of the answer. With --plans it also prints
// the PostgreSQL plan (EXPLAIN ANALYZE) of each report query, run by the app's own repo code.
// Usage: npm run build && node --import tsx bench/reports.mjs [--plans]
import { sql } from 'drizzle-orm';
import { createTokenSigner } from '../apps/server/src/modules/auth/access-token.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import * as reports from '../apps/server/src/modules/reports/repo.ts';
import * as audit from '../apps/server/src/modules/audit/repo.ts';
import { createDatabase, dropDatabase, percentile, startServer } from './lib.mjs';
import { fillBooks } from './reports-data.mjs';

const RUNS = 10;
const secret = 'bench-secret-bench-secret-bench-secret-0123';

const database = createDatabase('tickera_books');
const server = await startServer({
  port: 3296,
  env: { DATABASE_URL: database.url, JWT_SECRET: secret },
});
try {
  const started = performance.now();
  const books = await fillBooks(database.url);
  console.log(
    `# postgres: ${books.orders} orders, ${books.orderSeats} order seats, ${books.tickets} tickets, ` +
      `${books.checkins} check-ins, ${books.repeats} repeated scans, ${books.audit} audit rows ` +
      `(written in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );

  const app = await openPostgres(database.url, 2);
  const [admin] = (
    await app.db.execute(sql`select id from users where email = 'admin@tickera.test'`)
  ).rows;
  const { token } = await createTokenSigner(secret, 3600).sign({
    sub: admin.id,
    role: 'admin',
    anon: false,
  });

  const e = books.eventId;
  const routes = [
    ['settlement (JSON)', `/api/reports/settlement?eventId=${e}`],
    ['settlement (PDF)', `/api/reports/settlement?eventId=${e}&format=pdf`],
    ['settlement (XLSX)', `/api/reports/settlement?eventId=${e}&format=xlsx`],
    ['sales by day and zone (JSON)', `/api/reports/sales-by-day-zone?eventId=${e}`],
    ['sales by day and zone, all events (XLSX)', `/api/reports/sales-by-day-zone?format=xlsx`],
    ['sales by producer, store and channel (JSON)', `/api/reports/producer-sales?eventId=${e}`],
    ['sales by producer, all events (CSV)', `/api/reports/producer-sales?format=csv`],
    ['seats by zone (JSON)', `/api/reports/seats-by-zone?eventId=${e}`],
    ['indicators for today (JSON)', `/api/indicators/today`],
    ['audit, first page of 50', `/api/audit?limit=50`],
    ['audit, page 100 filtered by action', `/api/audit?action=orders.cancel&page=100&limit=50`],
    ['audit export, CSV (50,000 rows)', `/api/audit/export?format=csv`],
  ];
  console.log(`\n| report | min | median | max | bytes |\n| --- | --- | --- | --- | --- |`);
  for (const [name, path] of routes) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${path} → ${res.status} ${body.toString().slice(0, 300)}`);
      if (i >= 2) times.push(performance.now() - t0);
      bytes = body.length;
    }
    const ms = (p) => `${percentile(times, p).toFixed(0)} ms`;
    console.log(
      `| ${name} | ${ms(0)} | ${ms(0.5)} | ${ms(0.999)} | ${bytes.toLocaleString('en')} |`,
    );
  }

  if (process.argv.includes('--plans')) {
    // The same SQL as the app: the repo functions, with a handle that explains what it runs.
    const explaining = {
      execute: async (query) => {
        const res = await app.db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
        console.log(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
        return { rows: [] };
      },
    };
    const plans = [
      ['settlementTotals', () => reports.settlementTotals(explaining, e, {})],
      ['settlementSeats', () => reports.settlementSeats(explaining, e, {})],
      ['producerSales', () => reports.producerSales(explaining, { eventId: e })],
      ['seatsByZone', () => reports.seatsByZone(explaining, e)],
      ['listAudit (page 1)', () => audit.listAudit(explaining, { offset: 0, limit: 50 })],
    ];
    for (const [name, run] of plans) {
      console.log(`\n### ${name}\n`);
      await run().catch(() => undefined);
    }
  }
  await app.close();
} finally {
  await server.stop();
  dropDatabase(database.name);
}
