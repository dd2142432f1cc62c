#!/usr/bin/env node
// A 50,000-seat on-sale on PostgreSQL: 10 zones × 50 rows × 100 seats, 20,000 anonymous
// buyers, 200 at a time, each asking "Mejores asientos" (POST /api/holds/best) for 2–4
// adjacent seats of a random zone, trying other zones and then fewer seats when a zone
// has no such block, until nothing is left. Prints the time to sell out, latencies,
// statuses, and checks in the database that no seat was given twice.
// Usage: npm run build && node bench/onsale-50k.mjs
// sellOut(base, url) is also what bench/scale-out.mjs runs through nginx.
import pg from 'pg';
import {
  anonymousBuyers,
  countOversold,
  createDatabase,
  dropDatabase,
  give,
  isMain,
  percentile,
  startServer,
} from './lib.mjs';

export const FULL = { zones: 10, rows: 50, perRow: 100, buyers: 20_000, concurrency: 200 };
/** Holds must outlive the sale, or a seat freed by expiry would be sold again (not twice). */
export const HOLD_SECONDS = '3600';

/**
 * The event, straight into the database (the set-up API would take minutes for 50,000 seats):
 * `zones` zones of `rows` × `perRow` seats, the zone z priced 40 + 10·z USD.
 */
export async function createEvent(
  url,
  { zones, rows, perRow },
  name = 'Final 50K',
  code = 'FINAL-50K',
) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const {
    rows: [ev],
  } = await db.query(
    `insert into events (name, code, category, location_id, start_at, publish_at)
     select $1, $2, 'DEPORTE', id, now() + interval '30 days', now() - interval '1 day'
     from locations limit 1 returning id`,
    [name, code],
  );
  const row = `'F' || lpad(r::text, ${String(rows).length}, '0')`;
  for (let z = 0; z < zones; z++) {
    const {
      rows: [zone],
    } = await db.query(
      `insert into zones (event_id, name, code, base_price, capacity_max, index)
       values ($1, $2, $3, 40 + 10 * $5, $4, $5) returning id`,
      [ev.id, `Tribuna ${z + 1}`, `T${z + 1}`, rows * perRow, z],
    );
    await db.query(
      `insert into seats (event_id, zone_id, name, code, row, index, x, y)
       select $1, $2, ${row} || '-' || n, ${row} || n, ${row}, n, n * 10, r * 10
       from generate_series(1, ${rows}) r, generate_series(1, ${perRow}) n`,
      [ev.id, zone.id],
    );
  }
  const { rows: zoneRows } = await db.query(`select id from zones where event_id = $1`, [ev.id]);
  await db.end();
  return { eventId: ev.id, zoneIds: zoneRows.map((z) => z.id) };
}

/**
 * Sells a new event of `size` seats (FULL by default) through `base` to anonymous buyers
 * until nothing is left; `url` is the database behind it (the event is written there and
 * the sale checked there). Returns the figures it prints.
 */
export async function sellOut(base, url, size = FULL) {
  const { eventId, zoneIds } = await createEvent(url, size);
  const total = size.zones * size.rows * size.perRow;
  const buyers = await anonymousBuyers(base, size.buyers);
  console.log(
    `# sell-out: ${total} seats in ${size.zones} zones, ${size.buyers} buyers, ${size.concurrency} at a time`,
  );

  const latencies = [];
  const statuses = {};
  const given = new Map();
  let sold = 0;
  const exhausted = new Map(); // zoneId → smallest quantity known not to fit
  const fits = (zoneId, q) => !(exhausted.get(zoneId) <= q);

  async function buy({ token, userId }) {
    let quantity = 2 + Math.floor(Math.random() * 3);
    while (quantity >= 1) {
      const open = zoneIds.filter((z) => fits(z, quantity));
      if (!open.length) {
        quantity -= 1;
        continue;
      }
      const zoneId = open[Math.floor(Math.random() * open.length)];
      const started = performance.now();
      const res = await fetch(`${base}/api/holds/best`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ eventId, zoneId, quantity }),
      });
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // Counted and reported (must be 0); this buyer gives up rather than stop the run.
      if (res.status >= 500) return void (await res.arrayBuffer());
      const body = await res.json();
      if (res.status === 201) {
        sold += body.seats.length;
        for (const s of body.seats) give(given, s.id, userId);
        return;
      }
      if (res.status === 409 && body.error.message.startsWith('No hay')) {
        exhausted.set(zoneId, Math.min(exhausted.get(zoneId) ?? Infinity, quantity));
      } else if (res.status !== 409) {
        throw new Error(`${res.status} ${JSON.stringify(body)}`);
      }
    }
  }

  const started = performance.now();
  const progress = setInterval(
    () =>
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${sold} seats, ${latencies.length} requests`,
      ),
    10_000,
  );
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: size.concurrency }, async () => {
        while (next < buyers.length && sold < total) await buy(buyers[next++]);
      }),
    );
  } finally {
    clearInterval(progress);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    total,
    sold,
    buyers: next,
    seconds,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    statuses,
    fiveXX: Object.entries(statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0),
    ...(await countOversold(url, eventId, given)),
  };
}

if (isMain(import.meta.url)) {
  const db = createDatabase('tickera_50k');
  const server = await startServer({
    port: 3293,
    env: { DATABASE_URL: db.url, HOLD_SECONDS },
  });
  const r = await sellOut(server.url, db.url);
  console.log(
    `sold out: ${r.sold} of ${r.total} seats held in ${r.seconds.toFixed(1)} s by ${r.buyers} buyers; ` +
      `${r.requests} requests (${r.rps}/s), p50 ${r.p50} ms, p99 ${r.p99} ms; statuses ${JSON.stringify(r.statuses)}`,
  );
  console.log(
    `database: ${r.held} live holds of ${r.total} seats; oversold ${r.oversold}; 5xx ${r.fiveXX}`,
  );
  await server.stop();
  dropDatabase(db.name);
}
