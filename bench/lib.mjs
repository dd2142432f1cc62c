// What every bench script does around its load: a fresh PostgreSQL database, the built
// server started on it (demo data seeded), and both gone at the end. Loopback only.
import { spawn, execSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const psql = (command) => execSync(`psql "${ADMIN_URL}" -qc "${command}"`);

/** A new empty database; `url` connects to it. */
export function createDatabase(prefix = 'tickera_bench') {
  const name = `${prefix}_${process.pid}_${Date.now() % 100000}`;
  psql(`create database ${name}`);
  return { name, url: `postgres://postgres@127.0.0.1:5432/${name}` };
}

export function dropDatabase(name) {
  psql(`drop database if exists ${name} with (force)`);
}

/** Sockets kept open between a load generator's requests (at most `maxSockets` at once). */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1_000 });

/**
 * One request through node:http, for load generators: lighter than fetch (no WHATWG streams,
 * no Response per answer) on a machine whose cores the server shares. In the 50,000-seat
 * sale with the waiting room, the generator's event-loop delay p99 fell from 315–325 ms with
 * fetch to 85–94 ms (BENCHMARKS.md). Resolves `{ status, body }`, the body parsed when JSON.
 */
export function httpJson(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: keepAlive,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = (res.headers['content-type'] ?? '').includes('json');
          try {
            resolve({ status: res.statusCode, body: json && text ? JSON.parse(text) : text });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * Starts `apps/server/dist/main.js` (run `npm run build` first) on 127.0.0.1 and resolves
 * once it says it is ready. `env` adds to the bench defaults (DATABASE_URL: '' is PGlite);
 * `root` is the built checkout to run (this one by default); PROFILE_DIR writes a CPU profile
 * there.
 */
export async function startServer({ port, env = {}, root = '.' }) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_DIR] : []),
      // Diagnostics, e.g. SERVER_NODE_ARGS=--trace-gc SERVER_STDOUT=/tmp/gc.log
      ...(process.env.SERVER_NODE_ARGS
        ? process.env.SERVER_NODE_ARGS.split(/\s+/).filter(Boolean)
        : []),
      join(root, 'apps/server/dist/main.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
        SEED_DEMO: '1',
        RATE_REFRESH_MINUTES: '0',
        // A load test is many buyers from one address: the abuse limits would be what it measures.
        RATE_LIMITS: 'off',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (process.env.SERVER_STDOUT) child.stdout.pipe(createWriteStream(process.env.SERVER_STDOUT));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('listo') && resolve());
    void exited.then((code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True when the module at `url` (import.meta.url) is the script node was asked to run. */
export const isMain = (url) => url === pathToFileURL(process.argv[1]).href;

/** The demo's stadium game: the published sports event with the most seats. */
export async function findStadium(base) {
  const events = (await (await fetch(`${base}/api/events?category=DEPORTE`)).json()).items;
  return events.sort((a, b) => b.available - a.available)[0];
}

/** Anonymous buyers ({ token, userId }), made `batch` at a time. */
export async function anonymousBuyers(base, count, batch = 250) {
  const buyers = [];
  while (buyers.length < count) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - buyers.length) }, async () => {
        const res = await fetch(`${base}/api/auth/anonymous`, { method: 'POST' });
        const { session, user } = await res.json();
        return { token: session.accessToken, userId: user.id };
      }),
    );
    buyers.push(...made);
  }
  return buyers;
}

/** p-th percentile of numbers (sorted in place). */
export function percentile(values, p) {
  values.sort((a, b) => a - b);
  return values.length ? values[Math.min(values.length - 1, Math.floor(values.length * p))] : 0;
}

/** Records that the API answered "yours" for a seat: seatId → the buyers it said so to. */
export function give(given, seatId, userId) {
  if (!given.has(seatId)) given.set(seatId, new Set());
  given.get(seatId).add(userId);
}

/**
 * `oversold`: seats given to more than one buyer, or not held in the database by the buyer
 * they were given to (the holds of a run outlive it: HOLD_SECONDS covers the run).
 * `held`: the event's live holds in the database.
 */
export async function countOversold(url, eventId, given) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `select seat_id, user_id from seat_holds where event_id = $1 and expires_at > now()`,
    [eventId],
  );
  await db.end();
  const holder = new Map(rows.map((r) => [r.seat_id, r.user_id]));
  let oversold = 0;
  for (const [seatId, users] of given)
    if (users.size > 1 || !users.has(holder.get(seatId))) oversold += 1;
  return { oversold, held: rows.length };
}

/** A demo staff member's bearer header (`{ authorization }`); throws when the sign-in fails. */
export async function staffHeaders(base, email = 'admin@tickera.test') {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Tickera.2026' }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).session.accessToken}` };
}

/** PUT /api/events/:id/waiting-room with `settings`, as the staff member of `headers`. */
export async function setWaitingRoom(base, headers, eventId, settings) {
  const put = await fetch(`${base}/api/events/${eventId}/waiting-room`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: true, ...settings }),
  });
  if (put.status !== 200) throw new Error(`PUT waiting-room ${put.status} ${await put.text()}`);
}
