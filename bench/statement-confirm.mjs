#!/usr/bin/env node
// Confirming a bank statement of 5,000 matched orders on PostgreSQL. The orders are written
// straight into the database (through checkout 5,000 orders would measure checkout): 5,000
// customers, each with a PENDIENTE transfer order for two seats of a new event and its
// payment at the first bank. The statement (a CSV of 5,000 credits, one per order, in the
// bank's own format) is uploaded and sorted, then every matched order is confirmed as the
// reconciliation dialog does it, CONFIRM_PER_REQUEST orders a request, one after another.
// Meanwhile a client asks GET /api/health again 20 ms after each answer: its worst and
// p99 latency say whether the server kept answering.
// Usage: npm run build && node --import tsx bench/statement-confirm.mjs [orders]
import pg from 'pg';
import { createTokenSigner } from '../apps/server/src/modules/auth/access-token.ts';
import { createDatabase, dropDatabase, isMain, percentile, startServer } from './lib.mjs';
import { createEvent } from './onsale-50k.mjs';

const ORDERS = Number(process.argv[2] ?? 5_000);
/** The confirm route's cap (confirmReconcileSchema). */
const CONFIRM_PER_REQUEST = 500;
const secret = 'bench-secret-bench-secret-bench-secret-0123';

/** `count` customers with a PENDIENTE transfer order of two seats each, paid at `bankId`. */
export async function seedPendingOrders(url, count) {
  const { eventId } = await createEvent(
    url,
    { zones: 5, rows: Math.ceil((2 * count) / 500), perRow: 100 },
    'Conciliación 5K',
    'CONC-5K',
  );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    const {
      rows: [{ bankId }],
    } = await db.query(`select id as "bankId" from banks where is_active order by code limit 1`);
    await db.query(
      `create temp table bo on commit drop as
       with u as (
         insert into users (email, role) select 'conciliado' || n || '@bench.test', 'customer'
         from generate_series(1, ${count}) n returning id, email),
       p as (
         insert into profiles (user_id, name, last_name, email, identification)
         select id, 'Cliente', 'Conciliado', email, 'V' || (20000000 + row_number() over ())
         from u returning user_id)
       select row_number() over (order by user_id) as i, user_id, gen_random_uuid() as id from p`,
    );
    await db.query(
      `create temp table bs on commit drop as
       with numbered as (
         select s.id, s.zone_id, z.base_price, row_number() over (order by z.index, s.row, s.index) as k
         from seats s join zones z on z.id = s.zone_id where s.event_id = $1)
       select bo.id as order_id, n.id as seat_id, n.zone_id, n.base_price as price
       from bo join numbered n on n.k in (2 * bo.i - 1, 2 * bo.i)`,
      [eventId],
    );
    // Rate 36.512; the total is the two seats' prices (no fee), in Bs.S at that rate.
    await db.query(
      `insert into orders (id, event_id, customer_id, created_by, status, channel, payment_method,
         base_price, total, rate, total_ves, payment_due_at)
       select bo.id, $1, bo.user_id, bo.user_id, 'PENDIENTE', 'WEB', 'TRANSFERENCIA',
         t.base, t.base, 36.512, round(t.base * 36.512, 2), now() + interval '1 day'
       from bo join (select order_id, sum(price) as base from bs group by order_id) t on t.order_id = bo.id`,
      [eventId],
    );
    await db.query(
      `insert into order_seats (order_id, seat_id, zone_id, price)
       select order_id, seat_id, zone_id, price from bs`,
    );
    const { rows: lines } = await db.query(
      `insert into payments (order_id, method, bank_id, reference, normalized_reference, amount,
         currency, rate, payment_date)
       select o.id, 'TRANSFERENCIA', $1, lpad((70000000 + bo.i)::text, 10, '0'),
         (70000000 + bo.i)::text, o.total_ves, 'VES', o.rate, current_date
       from orders o join bo on bo.id = o.id
       returning reference, amount::text as amount`,
      [bankId],
    );
    await db.query('commit');
    await db.query('analyze');
    return { eventId, bankId, lines };
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    await db.end();
  }
}

/** The statement as the bank exports it: `;`-separated, decimal comma, one credit a line. */
export function statementCsv(lines) {
  const es = (amount) => amount.replace('.', ',');
  const today = new Date().toLocaleDateString('en-GB');
  return [
    'Fecha;Referencia;Descripción;Monto;Saldo',
    ...lines.map((l) => `${today};${l.reference};TRANSFERENCIA RECIBIDA;${es(l.amount)};0,00`),
  ].join('\n');
}

async function call(base, token, path, init) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Asks `GET /api/health` until `stop()`: each answer's milliseconds. */
function probeHealth(base) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times;
    },
  };
}

export async function benchStatementConfirm(count = ORDERS) {
  const database = createDatabase('tickera_statement');
  const server = await startServer({
    port: 3296,
    env: { DATABASE_URL: database.url, JWT_SECRET: secret },
  });
  try {
    const base = server.url;
    const seeded = await seedPendingOrders(database.url, count);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const {
      rows: [admin],
    } = await db.query(`select id from users where email = 'admin@tickera.test'`);
    const signer = createTokenSigner(secret, 3600);
    const token = (await signer.sign({ sub: admin.id, role: 'admin', anon: false })).token;

    const form = new FormData();
    form.append('bankId', seeded.bankId);
    form.append('file', new Blob([statementCsv(seeded.lines)]), 'estado.csv');
    const sortedAt = performance.now();
    const sorted = await call(base, token, '/api/payments/reconcile', {
      method: 'POST',
      body: form,
    });
    const sortSeconds = (performance.now() - sortedAt) / 1000;
    const matched = sorted.matched.map((m) => m.orderId);
    console.log(
      `# postgres: ${count} PENDIENTE transfer orders of 2 seats; statement of ${seeded.lines.length} credits ` +
        `sorted in ${sortSeconds.toFixed(1)} s: ${matched.length} matched`,
    );

    const health = probeHealth(base);
    const approved = [];
    const failed = [];
    const startedAt = performance.now();
    for (let i = 0; i < matched.length; i += CONFIRM_PER_REQUEST) {
      const answer = await call(base, token, '/api/payments/reconcile/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderIds: matched.slice(i, i + CONFIRM_PER_REQUEST) }),
      });
      approved.push(...answer.approved);
      failed.push(...answer.failed);
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const probes = await health.stop();
    const {
      rows: [check],
    } = await db.query(
      `select (select count(*)::int from orders where event_id = $1 and status = 'PAGADA') as paid,
              (select count(*)::int from tickets where event_id = $1 and is_active) as tickets,
              (select count(*)::int from mail_outbox where template = 'tickets') as mails`,
      [seeded.eventId],
    );
    await db.end();
    const max = Math.max(...probes);
    console.log(
      `confirm ${matched.length} orders (${CONFIRM_PER_REQUEST} a request): ${seconds.toFixed(1)} s, ` +
        `${Math.round(approved.length / seconds)} orders/s; ${approved.length} approved, ${failed.length} refused; ` +
        `database: ${check.paid} PAGADA, ${check.tickets} tickets, ${check.mails} ticket e-mails queued`,
    );
    console.log(
      `GET /api/health meanwhile: ${probes.length} answers, p50 ${percentile(probes, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(probes, 0.99).toFixed(0)} ms, max ${max.toFixed(0)} ms`,
    );
    return { seconds, approved: approved.length, failed: failed.length, check, probes };
  } finally {
    await server.stop();
    dropDatabase(database.name);
  }
}

if (isMain(import.meta.url)) await benchStatementConfirm();
