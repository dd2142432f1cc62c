#!/usr/bin/env node
// A 50,000-seat on-sale on PostgreSQL: 10 zones × 50 rows × 100 seats, 20,000 anonymous
// buyers, 200 at a time, each asking "Mejores asientos" (POST /api/holds/best) for 2–4
// adjacent seats of a random zone, trying other zones and then fewer seats when a zone
// has no such block, until nothing is left. Prints the time to sell out, latencies,
// statuses, and checks in the database that no seat was given twice.
// Usage: npm run build && node bench/onsale-50k.mjs [--room [admitPerMinute]]
// --room: the event's waiting room is on (issue 28 item 4). Every buyer joins the line during
// the pre-queue; at the opening the line is drawn and admitted at `admitPerMinute` (default
// 48,000: about what the machine sells with the room off); each buyer polls queue/me on the
// page's own schedule (pollDelayMs in apps/web/src/features/waiting-room/api) and buys once
// admitted. The time to sell out is counted from the opening.
// sellOut(base, url) is also what bench/scale-out.mjs runs through nginx.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import {
  anonymousBuyers,
  countOversold,
  createDatabase,
  dropDatabase,
  give,
  httpJson,
  isMain,
  percentile,
  setWaitingRoom,
  staffHeaders,
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

/** At most `n` requests in flight (the room's buyers wait on timers, not on sockets). */
function gate(n) {
  let free = n;
  const queue = [];
  return async (work) => {
    if (free > 0) free--;
    else await new Promise((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * The waiting page's schedule between two polls of queue/me while WAITING (pollDelayMs, web;
 * this bench stops polling once a buyer is admitted, so that branch is left out).
 */
function pollDelayMs(place) {
  if (place.state === 'ADMITTED' || place.position === null) return 2_000;
  const ahead = place.ahead ?? 0;
  const eta = place.etaSeconds;
  if (eta !== null && eta <= 10)
    return Math.round(
      Math.max(1_500 + 1_000 * Math.random(), eta * 1000 + 300 + 400 * Math.random()),
    );
  let base = ahead < 20 ? 2_000 : ahead < 200 ? 5_000 : ahead < 2_000 ? 15_000 : 30_000;
  if (eta !== null) base = Math.min(base, Math.max(2_000, eta * 500));
  return Math.round(base * (0.8 + 0.4 * Math.random()));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Turns the event's waiting room on with its opening half an hour away, has every buyer join
 * the line during the pre-queue, then moves the opening to `leadSeconds` from then (earlier,
 * before the draw: the order is drawn at the new time, decision 040). Returns the opening's
 * moment (ms since the epoch).
 */
async function lineUp(base, eventId, buyers, { admitPerMinute, leadSeconds }) {
  const admin = await staffHeaders(base);
  const setRoom = (opensAt) =>
    setWaitingRoom(base, admin, eventId, {
      opensAt: new Date(opensAt).toISOString(),
      preQueueMinutes: 30,
      admitPerMinute,
      passMinutes: 15,
    });
  await setRoom(Date.now() + 29 * 60_000);
  const joinsStarted = performance.now();
  const limit = gate(200);
  await Promise.all(
    buyers.map((b) =>
      limit(async () => {
        const res = await fetch(`${base}/api/events/${eventId}/queue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
          body: '{}',
        });
        if (res.status !== 201) throw new Error(`join ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }),
    ),
  );
  const joinSeconds = (performance.now() - joinsStarted) / 1000;
  const opensAt = Date.now() + leadSeconds * 1000;
  await setRoom(opensAt);
  console.log(
    `# ${buyers.length} joined the line in ${joinSeconds.toFixed(1)} s; opening in ${leadSeconds} s`,
  );
  return opensAt;
}

/**
 * Sells a new event of `size` seats (FULL by default) through `base` to anonymous buyers
 * until nothing is left; `url` is the database behind it (the event is written there and
 * the sale checked there). With `room`, through the waiting room (see the top). Returns the
 * figures it prints.
 */
export async function sellOut(base, url, size = FULL, room = null) {
  const { eventId, zoneIds } = await createEvent(url, size);
  const total = size.zones * size.rows * size.perRow;
  const buyers = await anonymousBuyers(base, size.buyers);
  console.log(
    `# sell-out: ${total} seats in ${size.zones} zones, ${size.buyers} buyers, ${size.concurrency} at a time` +
      (room ? `, waiting room at ${room.admitPerMinute}/min` : ''),
  );
  const opensAt = room ? await lineUp(base, eventId, buyers, room) : null;

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
      const res = await httpJson(`${base}/api/holds/best`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: { eventId, zoneId, quantity },
      });
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      // Counted and reported (must be 0); this buyer gives up rather than stop the run.
      if (res.status >= 500) return;
      const { body } = res;
      if (res.status === 201) {
        sold += body.seats.length;
        if (sold >= total) soldOut();
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

  const polls = [];
  const lags = [];
  // Polls and purchases wait in separate gates: phones do not queue their polls behind other
  // people's purchases (one gate made the pages learn of their admission seconds late).
  const pollGate = gate(size.concurrency);
  const buyGate = gate(size.concurrency);
  let soldOutAt = null;
  let soldOut;
  const allSold = new Promise((resolve) => {
    soldOut = () => {
      soldOutAt ??= performance.now();
      resolve();
    };
  });
  /** Waits `ms`, or less if the last seat goes meanwhile. */
  const pause = (ms) => Promise.race([sleep(ms), allSold]);
  /** A buyer in the line: polls on the page's schedule until admitted, then buys. */
  async function waitThenBuy(buyer) {
    let failures = 0;
    // Each page's last poll before the opening fell anywhere in its 2 s schedule.
    await pause(Math.random() * 2_000);
    while (sold < total) {
      const place = await pollGate(async () => {
        const at = performance.now();
        const res = await httpJson(`${base}/api/events/${eventId}/queue/me`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        polls.push(performance.now() - at);
        statuses[`poll ${res.status}`] = (statuses[`poll ${res.status}`] ?? 0) + 1;
        return res.status === 200 ? res.body : null;
      });
      // A place lost or lapsed (or the server failing this buyer three times): this buyer
      // leaves, as a person would, instead of polling until the end of the run.
      if (!place) failures += 1;
      if (place?.state === 'NONE' || place?.state === 'EXPIRED' || failures >= 3) return;
      if (place?.position) buyer.position = place.position;
      if (place?.state === 'ADMITTED') {
        // How long after the line let this buyer in the page found out (position / rate).
        if (buyer.position)
          lags.push(
            (performance.now() - started) / 1000 - (buyer.position * 60) / room.admitPerMinute,
          );
        return buyGate(() => buy(buyer));
      }
      await pause(place ? pollDelayMs(place) : 2_000);
    }
  }

  if (opensAt) await sleep(opensAt - Date.now());
  // How late this process's own timers and answers run: the generator shares the machine.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const started = performance.now();
  const roomState = async () => {
    if (!room) return '';
    const state = await (await fetch(`${base}/api/events/${eventId}/waiting-room`)).json();
    return `; room ${state.state}, admitted ${state.admitted}, waiting ${state.waiting}`;
  };
  const progress = setInterval(
    async () =>
      console.log(
        `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${sold} seats, ${latencies.length} requests${await roomState().catch((e) => `; room state: ${e.message}`)}`,
      ),
    room ? 2_000 : 10_000,
  );
  let next = 0;
  try {
    if (room) {
      next = buyers.length;
      await Promise.all(buyers.map(waitThenBuy));
    } else
      await Promise.all(
        Array.from({ length: size.concurrency }, async () => {
          while (next < buyers.length && sold < total) await buy(buyers[next++]);
        }),
      );
  } finally {
    clearInterval(progress);
  }
  // With the room, the sale ends at its last seat (buyers still in line are not waited for);
  // without it, when the buyers' loops end, as before.
  const seconds = (((room && soldOutAt) || performance.now()) - started) / 1000;
  loopDelay.disable();
  return {
    total,
    sold,
    buyers: next,
    seconds,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    ...(room
      ? {
          polls: polls.length,
          pollP50: Math.round(percentile(polls, 0.5)),
          pollP99: Math.round(percentile(polls, 0.99)),
          lagP50: percentile(lags, 0.5).toFixed(1),
          lagP99: percentile(lags, 0.99).toFixed(1),
          loopP99: Math.round(loopDelay.percentile(99) / 1e6),
          loopMax: Math.round(loopDelay.max / 1e6),
        }
      : {}),
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
  const at = process.argv.indexOf('--room');
  const room =
    at < 0 ? null : { admitPerMinute: Number(process.argv[at + 1]) || 48_000, leadSeconds: 5 };
  let r;
  try {
    r = await sellOut(server.url, db.url, FULL, room);
  } finally {
    await server.stop();
  }
  console.log(
    `sold out: ${r.sold} of ${r.total} seats held in ${r.seconds.toFixed(1)} s${room ? ' from the opening' : ''} by ${r.buyers} buyers; ` +
      `${r.requests} holds (${r.rps}/s), p50 ${r.p50} ms, p99 ${r.p99} ms; statuses ${JSON.stringify(r.statuses)}`,
  );
  if (room)
    console.log(
      `queue/me polls: ${r.polls}, p50 ${r.pollP50} ms, p99 ${r.pollP99} ms; ` +
        `admitted → seen by the page: p50 ${r.lagP50} s, p99 ${r.lagP99} s; ` +
        `the generator's own event-loop delay p99 ${r.loopP99} ms, max ${r.loopMax} ms`,
    );
  console.log(
    `database: ${r.held} live holds of ${r.total} seats; oversold ${r.oversold}; 5xx ${r.fiveXX}`,
  );
  dropDatabase(db.name);
  // Buyers still waiting in the line when the last seat went have timers up to 30 s away.
  process.exit(0);
}
