/**
 * Issue 14, fault injection on PostgreSQL: the server killed during an order load, the
 * database restarted under load, SMTP down, and SIGTERM/SIGINT with streams and requests
 * open. Figures go to RELIABILITY.md (each test logs its own).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  brokenRules,
  checkAfterRestart,
  noBrokenRules,
  ordersUntilKilled,
  saleSetup,
  seatMap,
  signIn,
  signUpBuyers,
} from './sales-load';
import { freshDatabase, startServer } from './spawn-server';

const url = freshDatabase('tickera_faults');
const env = {
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  JWT_SECRET: 'fallas-fallas-fallas-fallas-fallas-0123',
  // Many buyers from one address: the abuse limits would refuse the load itself.
  RATE_LIMITS: 'off',
};
const at = (port: number) => `http://127.0.0.1:${port}`;

async function sql(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

describe('[FAULTS] kill -9 during an order load (PostgreSQL)', () => {
  it('after the restart every order is whole, every answered order is there, no seat is sold twice', async () => {
    const port = 3961;
    const base = at(port);
    const first = startServer({ ...env, PORT: String(port) });
    await first.ready;
    const { eventId, free, bankId } = await saleSetup(base);
    const soldBefore = new Set(
      [...(await seatMap(base, eventId))].filter(([, s]) => s === 'sold').map(([id]) => id),
    );
    const buyers = await signUpBuyers(base, 60, 'kill');
    const staffToken = await signIn(base, 'admin@tickera.test');

    const { placed, inFlightAtKill, notSent } = await ordersUntilKilled({
      base,
      buyers,
      staffToken,
      eventId,
      free,
      bankId,
      concurrency: 16,
      killAfter: 24,
      kill: () => first.child.kill('SIGKILL'),
    });
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill.orders).toBeGreaterThan(0);

    const restartedAt = performance.now();
    const second = startServer({ ...env, PORT: String(port) });
    await second.ready;
    const restartMs = performance.now() - restartedAt;
    const after = await checkAfterRestart(base, placed, eventId, soldBefore);
    const rules = await brokenRules((text) => sql(text));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    console.log(
      `[kill -9 postgres] ${JSON.stringify({ inFlightAtKill, notSent, answered: placed.filter((p) => p.order).length, approved: placed.filter((p) => p.approved === 200).length, restartMs: Math.round(restartMs), ...after, problems: after.problems.length })}`,
    );
    expect(after.problems).toEqual([]);
    expect(after.soldNotInOrders).toEqual([]);
    expect(after.inOrdersNotSold).toEqual([]);
    expect(rules).toEqual(noBrokenRules);
  }, 180_000);
});
