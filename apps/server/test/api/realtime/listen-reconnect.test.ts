/**
 * A process's LISTEN connection outlives a PostgreSQL outage (a failover, a restart): seat
 * changes reach its SSE clients again once the database is back, however long it was away.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/db/client';
import { until } from '../../until';

describe.runIf(process.env.TEST_DB === 'postgres')('[LIVE] LISTEN after an outage', () => {
  it('hears NOTIFY again once PostgreSQL answers, after failed reconnection attempts', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    // A TCP relay to PostgreSQL that the test can cut and refuse through, as an outage would.
    let up = true;
    let refused = 0;
    const open = new Set<Socket>();
    const relay = createServer((client) => {
      if (!up) {
        refused += 1;
        return void client.destroy();
      }
      const server = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, server]) {
        open.add(s);
        s.on('error', () => undefined);
        s.on('close', () => (client.destroy(), server.destroy(), open.delete(s)));
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
    const viaRelay = new URL(target);
    viaRelay.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;

    const channel = `probe_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    const states: boolean[] = [];
    const database = await openPostgres(viaRelay.toString(), 1);
    const unlisten = await database.listen(
      channel,
      (payload) => heard.push(payload),
      (live) => states.push(live),
    );
    const direct = new pg.Client({ connectionString: target.toString() });
    await direct.connect();
    const listeners = async (since: Date) => {
      const { rows } = await direct.query(
        `select count(*)::int as n from pg_stat_activity where query = $1 and backend_start > $2`,
        [`LISTEN "${channel}"`, since],
      );
      return rows[0].n as number;
    };

    const { rows } = await direct.query('select now() as at');
    const outage: Date = rows[0].at;
    up = false;
    for (const s of open) s.destroy();
    await until(() => refused >= 2); // two reconnection attempts failed
    up = true;
    await until(async () => (await listeners(outage)) === 1);
    await direct.query('select pg_notify($1, $2)', [channel, 'de vuelta']);
    await until(() => heard.length > 0);

    expect(heard).toEqual(['de vuelta']);
    // What listens learns it may have missed messages, and when it hears again.
    expect(states).toEqual([true, false, true]);
    await unlisten();
    await database.close();
    await direct.end();
    await new Promise((done) => relay.close(done));
  });
});
