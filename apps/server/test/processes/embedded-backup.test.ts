/**
 * docs/operations.md, the embedded default's backup: stop the server, copy DATA_DIR; a
 * server started on the copy serves the same orders and tickets, and sessions signed with
 * the copied jwt-secret still work.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cart, must, saleSetup, signIn, signUpBuyers } from './sales-load';
import { killAll, startServer } from './spawn-server';

afterAll(killAll);

async function allOrders(base: string, token: string) {
  const list = await must(200, base, 'GET', '/api/orders?limit=100', token);
  return Promise.all(
    (list.items as { id: string }[]).map((o) =>
      must(200, base, 'GET', `/api/orders/${o.id}`, token),
    ),
  );
}

describe('[BACKUP] the embedded DATA_DIR, copied while the server is stopped', () => {
  it('a server started on the copy serves the same orders, tickets and sessions', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tickera-backup-'));
    // No JWT_SECRET: the server generates DATA_DIR/jwt-secret, which the copy must carry.
    const env = { HOST: '127.0.0.1', SEED_DEMO: '1', RATE_LIMITS: 'off' };
    const first = startServer({ ...env, DATA_DIR: dataDir, PORT: '3975' });
    await first.ready;
    const base = 'http://127.0.0.1:3975';
    const { eventId, free, bankId } = await saleSetup(base);
    const buyers = await signUpBuyers(base, 2, 'copia');
    const staff = await signIn(base, 'admin@tickera.test');
    for (const [i, buyer] of buyers.entries()) {
      const order = await (
        await cart(base, buyer, eventId, free.slice(2 * i, 2 * i + 2), bankId, `7${i}00077`)
      ).order();
      expect(order.status).toBe(201);
      if (i === 0) await must(200, base, 'POST', `/api/orders/${order.body.id}/approve`, staff, {});
    }
    const before = await allOrders(base, staff);
    const mineBefore = await must(200, base, 'GET', '/api/orders/mine', buyers[0].token);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false); // stopped: safe to copy

    const copy = join(mkdtempSync(join(tmpdir(), 'tickera-restored-')), 'data');
    cpSync(dataDir, copy, { recursive: true });
    const second = startServer({ ...env, DATA_DIR: copy, PORT: '3976' });
    await second.ready;
    const baseB = 'http://127.0.0.1:3976';
    const after = await allOrders(baseB, await signIn(baseB, 'admin@tickera.test'));
    const mineAfter = await must(200, baseB, 'GET', '/api/orders/mine', buyers[0].token);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(after).toEqual(before);
    expect(mineAfter).toEqual(mineBefore);
    expect(mineAfter.items[0].seats.every((s: { ticket: unknown }) => s.ticket)).toBe(true);
  }, 120_000);
});
