#!/usr/bin/env node
// Scale-out: the same on-sale load through nginx (round robin, deploy/nginx.conf) in front
// of 1 and then N server processes sharing one fresh PostgreSQL database each time:
// the holds load of bench/onsale.mjs, then the sell-out of bench/onsale-50k.mjs, with an
// SSE client on nginx counting the held seats it is told about. Everything on loopback.
// Usage: npm run build && node bench/scale-out.mjs [processes=3] [--smoke]
// --smoke: 5 s of holds and 1,000 seats, to check the script; the figures mean nothing.
import { randomBytes } from 'node:crypto';
import { NGINX, startNginx } from '../deploy/nginx.mjs';
import { ensureDebianPackage } from '../scripts/ensure-debian.mjs';
import { countOversold, createDatabase, dropDatabase, findStadium, startServer } from './lib.mjs';
import { holdsLoad } from './onsale.mjs';
import { FULL, HOLD_SECONDS, sellOut } from './onsale-50k.mjs';

const smoke = process.argv.includes('--smoke');
const processes = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const HOLDS_SECONDS = smoke ? 5 : 20;
const SIZE = smoke ? { zones: 2, rows: 10, perRow: 50, buyers: 600, concurrency: 50 } : FULL;
// Two full runs take ~15 min on 2 quiet cores, far longer on busy ones; past the limit
// everything is stopped.
const LIMIT_MS = (smoke ? 5 : 90) * 60_000;
const NGINX_PORT = 3380;
const ports = Array.from({ length: processes }, (_, i) => NGINX_PORT + 1 + i);
// Shared by every process: a session opened on one is accepted by the others.
const JWT_SECRET = randomBytes(32).toString('hex');

ensureDebianPackage({ path: NGINX, pkg: 'nginx', purpose: 'para repartir la carga' });

/** Started things, stopped in reverse on the way out, whatever happens. */
const running = [];
async function stopAll() {
  for (let stop; (stop = running.pop());) await stop().catch((err) => console.error(err));
}
const limit = setTimeout(async () => {
  console.error(`Se alcanzó el límite de ${LIMIT_MS / 60_000} min: se detiene todo.`);
  setTimeout(() => process.exit(1), 30_000).unref(); // even if a stop hangs
  await stopAll();
  process.exit(1);
}, LIMIT_MS);
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** Counts the distinct seats an SSE client is told turned `held`. */
async function watchHeld(url) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const held = new Set();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const lines = (buffer += value).split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const change = JSON.parse(line.slice(6));
        if (change.status === 'held') held.add(change.seatId);
      }
    }
  })().catch(() => undefined); // aborted
  return { held, close: () => (controller.abort(), reading) };
}

async function measure(n) {
  const db = createDatabase('tickera_scale');
  running.push(async () => dropDatabase(db.name));
  const started = await Promise.allSettled(
    ports.slice(0, n).map((port) => {
      const env = { DATABASE_URL: db.url, JWT_SECRET, HOLD_SECONDS, TRUST_PROXY: '127.0.0.1' };
      return startServer({ port, env });
    }),
  );
  // Those that started are stopped on the way out even when another one failed.
  for (const s of started) if (s.status === 'fulfilled') running.push(s.value.stop);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const nginx = await startNginx({
    listen: `127.0.0.1:${NGINX_PORT}`,
    servers: ports.slice(0, n).map((p) => `127.0.0.1:${p}`),
    workers: 1,
  });
  running.push(nginx.stop);
  console.log(`\n## ${n} process${n > 1 ? 'es' : ''} behind nginx (${nginx.base})`);

  const stadium = await findStadium(nginx.base);
  const stream = await watchHeld(`${nginx.base}/api/events/${stadium.id}/seat-map/stream`);
  const holds = await holdsLoad(nginx.base, { url: db.url, duration: HOLDS_SECONDS });
  // Requests in flight when the load stopped still finish, then their NOTIFY batch (50 ms).
  await new Promise((r) => setTimeout(r, 1000));
  await stream.close();
  holds.seen = stream.held.size;
  holds.held = (await countOversold(db.url, stadium.id, new Map())).held;
  holds.fiveXX = Object.entries(holds.statuses)
    .filter(([s]) => Number(s) >= 500)
    .reduce((sum, [, c]) => sum + c, 0);
  console.log(
    `holds: ${holds.rps} req/s, p50 ${holds.p50} ms, p99 ${holds.p99} ms, statuses ${JSON.stringify(holds.statuses)}, ` +
      `connection errors ${holds.errors}; oversold ${holds.oversold}; SSE through nginx saw ${holds.seen} of the ${holds.held} seats held in the database`,
  );
  const sale = await sellOut(nginx.base, db.url, SIZE);
  console.log(
    `sell-out: ${sale.sold} of ${sale.total} seats in ${sale.seconds.toFixed(1)} s, ${sale.rps} req/s, ` +
      `p50 ${sale.p50} ms, p99 ${sale.p99} ms, statuses ${JSON.stringify(sale.statuses)}; oversold ${sale.oversold}`,
  );
  await stopAll();
  return { holds, sale };
}

try {
  const one = await measure(1);
  const many = await measure(processes);
  const row = (n, { holds: h, sale: s }) =>
    `| ${n} | ${h.rps} | ${h.p50} / ${h.p99} ms | ${s.seconds.toFixed(1)} s | ${s.rps} | ${s.p50} / ${s.p99} ms | ${h.oversold + s.oversold} | ${h.fiveXX + s.fiveXX} | ${h.seen} / ${h.held} |`;
  const ratio = (a, b) => (a / b).toFixed(2);
  console.log(`\n${smoke ? '(smoke run: the figures mean nothing)\n' : ''}`);
  console.log(
    '| processes | holds req/s | holds p50 / p99 | time to sell out | sell-out req/s | sell-out p50 / p99 | oversold | 5xx | SSE seen / held |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(row(1, one));
  console.log(row(processes, many));
  console.log(
    `\n${processes} processes / 1: holds req/s × ${ratio(many.holds.rps, one.holds.rps)}, ` +
      `sell-out req/s × ${ratio(many.sale.rps, one.sale.rps)}, time to sell out × ${ratio(many.sale.seconds, one.sale.seconds)}`,
  );
  const bad = [one, many].some(
    (r) => r.holds.oversold + r.sale.oversold + r.holds.fiveXX + r.sale.fiveXX > 0,
  );
  if (bad) console.error('Vendido dos veces o respuestas 5xx: ver arriba.');
  // Not a failure of the sale (the database is right), but open maps would be stale.
  if ([one, many].some((r) => r.holds.seen !== r.holds.held))
    console.error('El cliente SSE no recibió todos los asientos retenidos: ver arriba.');
  process.exitCode = bad ? 1 : 0;
} finally {
  await stopAll();
  clearTimeout(limit);
}
