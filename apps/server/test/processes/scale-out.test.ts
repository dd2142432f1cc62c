/**
 * Issue 11, scale-out: real server processes on one PostgreSQL share seat changes through
 * LISTEN/NOTIFY, and a periodic job that all of them start runs on exactly one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { openStream } from '../sse';
import { until } from '../until';
import { freshDatabase, startServer } from './spawn-server';

const url = freshDatabase('tickera_scale');
const env = {
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  JWT_SECRET: 'escala-escala-escala-escala-escala-0123',
};
const at = (port: number) => `http://127.0.0.1:${port}`;

// Migrated here, so each test can start its processes on a ready schema.
beforeAll(async () => {
  const database = await openPostgres(url, 1);
  await migrate(database);
  await database.close();
});

async function stop(servers: ReturnType<typeof startServer>[]) {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
}

describe('[SCALE] seat changes across processes', () => {
  it('a hold taken through process A reaches SSE clients of processes B and C', async () => {
    const [a, b, c] = [3941, 3942, 3943];
    const servers = [a, b, c].map((port) =>
      startServer({ ...env, PORT: String(port), SEED_DEMO: '1' }),
    );
    await Promise.all(servers.map((s) => s.ready));

    const events = await (await fetch(`${at(a)}/api/events?category=DEPORTE`)).json();
    const event = events.items[0];
    const map = await (await fetch(`${at(a)}/api/events/${event.id}/seat-map`)).json();
    const seatIds = map.zones[0].seats
      .filter((s: { status: string }) => s.status === 'available')
      .slice(0, 2)
      .map((s: { id: string }) => s.id);
    const streams = await Promise.all(
      [b, c].map((port) => openStream(`${at(port)}/api/events/${event.id}/seat-map/stream`)),
    );

    const { session } = await (
      await fetch(`${at(a)}/api/auth/anonymous`, { method: 'POST' })
    ).json();
    const hold = await fetch(`${at(a)}/api/holds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify({ eventId: event.id, seatIds }),
    });
    expect(hold.status).toBe(201);

    for (const stream of streams) {
      const messages = await stream.take(2);
      stream.close();
      expect(messages.map((m) => m.status)).toEqual(['held', 'held']);
      expect(messages.map((m) => m.seatId).sort()).toEqual([...seatIds].sort());
    }
    await stop(servers);
  }, 120_000);
});

describe('[SCALE] periodic jobs across processes', () => {
  it('three processes start together and exactly one of them runs the rate job', async () => {
    // The rate source ("BCV"), on loopback, counting the fetches.
    let fetches = 0;
    const source = createServer((_req, res) => {
      fetches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          fuente: 'oficial',
          promedio: 123.4567,
          fechaActualizacion: '2026-11-24T20:00:00.000Z',
        }),
      );
    });
    await new Promise<void>((done) => source.listen(0, '127.0.0.1', done));
    const sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/`;

    // Rows cannot be added to exchange_rates until this transaction ends: whichever process
    // takes the job lock first keeps it while it waits here, so the others certainly find it
    // taken, whatever the order in which the three reach the job.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('begin');
    await db.query('lock table exchange_rates in exclusive mode');

    const servers = [3944, 3945, 3946].map((port) =>
      startServer({
        ...env,
        PORT: String(port),
        SEED_DEMO: '0',
        RATE_SOURCE_URL: sourceUrl,
        RATE_REFRESH_MINUTES: '60', // and once at start
        LOG_LEVEL: 'debug',
      }),
    );
    const died = Promise.race(servers.map((s) => s.died));
    const skipped = () => servers.filter((s) => s.output().includes('"status":"skipped"'));
    const stored = () => servers.filter((s) => s.output().includes('tasa de cambio actualizada'));
    // Each process has reached the job once it has fetched or skipped.
    await until(() => fetches + skipped().length === servers.length, died);

    await db.query('commit');
    await until(() => stored().length === fetches, died);
    const { rows } = await db.query(
      `select count(*)::int as n from exchange_rates where rate = 123.4567`,
    );
    await db.end();
    await stop(servers);
    await new Promise((done) => source.close(done));

    expect(fetches).toBe(1);
    expect(rows[0].n).toBe(1);
    expect(skipped()).toHaveLength(2);
    expect(stored()).toHaveLength(1);
    expect(skipped()).not.toContain(stored()[0]);
  }, 120_000);
});
