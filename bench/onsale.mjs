#!/usr/bin/env node
// On-sale load: many buyers holding random pairs of seats in the 20,400-seat stadium at
// once, then reading the seat map. Usage: npm run build && node bench/onsale.mjs [pglite|postgres]
// holdsLoad(base, { url }) is also what bench/scale-out.mjs runs through nginx.
import autocannon from 'autocannon';
import {
  anonymousBuyers,
  countOversold,
  createDatabase,
  dropDatabase,
  findStadium,
  give,
  isMain,
  startServer,
} from './lib.mjs';

const cannon = (opts) =>
  new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));

/** The demo stadium and its seat ids. */
export async function stadiumSeats(base) {
  const stadium = await findStadium(base);
  const map = await (await fetch(`${base}/api/events/${stadium.id}/seat-map`)).json();
  return { ...stadium, seatIds: map.zones.flatMap((z) => z.seats.map((s) => s.id)) };
}

/**
 * 500 anonymous buyers, `connections` at a time, post `POST /api/holds` for random adjacent
 * pairs of the stadium for `duration` s. With the database `url`, also checks there that
 * no seat was given twice (`oversold`) and counts the live holds (`held`).
 */
export async function holdsLoad(base, { url, duration = 20, connections = 100 } = {}) {
  const stadium = await stadiumSeats(base);
  const { seatIds } = stadium;
  const buyers = await anonymousBuyers(base, 500);
  console.log(
    `# holds: ${stadium.name}, ${seatIds.length} seats, ${buyers.length} buyers, ${connections} connections, ${duration} s`,
  );
  let n = 0;
  const statuses = {};
  const given = new Map();
  const r = await cannon({
    url: `${base}/api/holds`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const i = Math.floor(Math.random() * (seatIds.length - 1));
          context.buyer = buyers[n++ % buyers.length];
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${context.buyer.token}`,
            },
            body: JSON.stringify({ eventId: stadium.id, seatIds: [seatIds[i], seatIds[i + 1]] }),
          };
        },
        onResponse: (status, body, context) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201)
            for (const h of JSON.parse(body).holds) give(given, h.seatId, context.buyer.userId);
        },
      },
    ],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses,
    errors: r.errors,
    given: given.size,
    ...(url ? await countOversold(url, stadium.id, given) : {}),
  };
}

if (isMain(import.meta.url)) {
  const kind = process.argv[2] ?? 'postgres';
  const db = kind === 'postgres' ? createDatabase('tickera_onsale') : null;
  const server = await startServer({ port: 3291, env: { DATABASE_URL: db?.url ?? '' } });
  const base = server.url;
  const h = await holdsLoad(base, { url: db?.url });
  console.log(
    `POST /api/holds: ${h.rps} req/s, p50 ${h.p50} ms, p99 ${h.p99} ms, statuses ${JSON.stringify(h.statuses)}` +
      (db ? `; oversold ${h.oversold}` : ''),
  );
  const { id } = await findStadium(base);
  const mapRun = await cannon({
    url: `${base}/api/events/${id}/seat-map`,
    connections: 10,
    duration: 10,
  });
  console.log(
    `GET seat-map (20,400 seats): ${mapRun.requests.average.toFixed(1)} req/s, p50 ${mapRun.latency.p50} ms, p99 ${mapRun.latency.p99} ms`,
  );
  await server.stop();
  if (db) dropDatabase(db.name);
}
