/**
 * Issue 14, backups (docs/operations.md): a pg_dump (custom format) of a database with
 * orders, taken while the server sells, restored with pg_restore into a fresh database;
 * the product started on the copy serves the same orders, tickets and sessions.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cart, must, saleSetup, signIn, signUpBuyers } from './sales-load';
import { freshDatabase, startServer } from './spawn-server';

const run = promisify(execFile);
const source = freshDatabase('tickera_backup');
const target = freshDatabase('tickera_restored');
const env = {
  HOST: '127.0.0.1',
  RATE_LIMITS: 'off',
  JWT_SECRET: 'respaldo-respaldo-respaldo-respaldo-0123',
};

/** Every order as staff see it (detail: seats, tickets with QR, payment), by number. */
async function allOrders(base: string, token: string) {
  const list = await must(200, base, 'GET', '/api/orders?limit=100', token);
  const details = await Promise.all(
    (list.items as { id: string }[]).map((o) =>
      must(200, base, 'GET', `/api/orders/${o.id}`, token),
    ),
  );
  return { total: list.total as number, orders: details.sort((a, b) => a.number - b.number) };
}

describe('[BACKUP] pg_dump → pg_restore into a fresh database', () => {
  it('the product started on the restored copy serves the same orders, totals, seats and tickets', async () => {
    const a = 3981;
    const b = 3982;
    const first = startServer({ ...env, DATABASE_URL: source, SEED_DEMO: '1', PORT: String(a) });
    await first.ready;
    const baseA = `http://127.0.0.1:${a}`;
    const { eventId, free, bankId } = await saleSetup(baseA);
    const buyers = await signUpBuyers(baseA, 6, 'respaldo');
    const staff = await signIn(baseA, 'admin@tickera.test');
    for (const [i, buyer] of buyers.entries()) {
      const c = await cart(
        baseA,
        buyer,
        eventId,
        free.slice(3 * i, 3 * i + 3),
        bankId,
        `8${i}00042`,
      );
      const order = await c.order();
      expect(order.status).toBe(201);
      if (i % 2 === 0)
        await must(200, baseA, 'POST', `/api/orders/${order.body.id}/approve`, staff, {});
    }
    const before = await allOrders(baseA, staff);
    const mineBefore = await must(200, baseA, 'GET', '/api/orders/mine', buyers[0].token);

    // The backup, taken while the server runs (pg_dump reads one consistent snapshot).
    const dump = join(mkdtempSync(join(tmpdir(), 'tickera-dump-')), 'tickera.dump');
    const dumpedAt = performance.now();
    await run('pg_dump', ['--format=custom', '--file', dump, source]);
    const dumpMs = performance.now() - dumpedAt;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const restoredAt = performance.now();
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target, dump]);
    const restoreMs = performance.now() - restoredAt;
    const second = startServer({ ...env, DATABASE_URL: target, PORT: String(b) });
    await second.ready;
    const baseB = `http://127.0.0.1:${b}`;
    const staffB = await signIn(baseB, 'admin@tickera.test');
    const after = await allOrders(baseB, staffB);
    // A session opened before the backup still works on the copy (same JWT_SECRET, same rows).
    const mineAfter = await must(200, baseB, 'GET', '/api/orders/mine', buyers[0].token);
    // Selling goes on: the order numbers continue after the restored ones.
    const [late] = await signUpBuyers(baseB, 1, 'restaurado');
    const next = await (await cart(baseB, late, eventId, [free[40]], bankId, '8900042')).order();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const tickets = before.orders.flatMap((o) =>
      o.seats.filter((s: { ticket: unknown }) => s.ticket),
    );
    console.log(
      `[backup] ${JSON.stringify({ orders: before.total, tickets: tickets.length, dumpMs: Math.round(dumpMs), restoreMs: Math.round(restoreMs), nextNumber: next.body.number })}`,
    );
    expect(before.total).toBeGreaterThanOrEqual(6);
    // The demo's own orders, and ours: 3 of them approved, 3 seats each.
    const ours = before.orders.filter((o) => buyers.some((x) => x.email === o.customer.email));
    expect(ours.map((o) => o.status).sort()).toEqual([
      'PAGADA',
      'PAGADA',
      'PAGADA',
      'PENDIENTE',
      'PENDIENTE',
      'PENDIENTE',
    ]);
    expect(ours.flatMap((o) => o.seats.filter((s: { ticket: unknown }) => s.ticket))).toHaveLength(
      9,
    );
    expect(after).toEqual(before);
    expect(mineAfter).toEqual(mineBefore);
    expect(next.status).toBe(201);
    expect(next.body.number).toBeGreaterThan(Math.max(...before.orders.map((o) => o.number)));
  }, 180_000);
});
