/**
 * Issue 14, fault injection on the embedded default: the server killed (-9) during an order
 * load on its DATA_DIR starts again on it (the dead process's lock is taken over) and its
 * books are whole. Figures go to RELIABILITY.md.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { brokenRules, checkAfterRestart, expectWholeAfterKill, saleKilled } from './sales-load';
import { killAll, startServer } from './spawn-server';

afterAll(killAll);

describe('[FAULTS] kill -9 during an order load (embedded PGlite)', () => {
  it('the data directory opens again and every order is whole', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tickera-crash-'));
    const env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      RATE_LIMITS: 'off',
      JWT_SECRET: 'embebido-embebido-embebido-embebido-0123',
    };
    const port = 3971;
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ ...env, PORT: String(port) });
    await first.ready;
    const run = await saleKilled(base, first, {
      buyers: 40,
      tag: 'embebido',
      concurrency: 8,
      killAfter: 16,
    });
    // The dead process's lock is still there, naming it.
    const lock = join(dataDir, 'db.lock');
    expect(existsSync(lock) && readFileSync(lock, 'utf8').trim()).toBe(String(first.child.pid));

    const restartedAt = performance.now();
    const second = startServer({ ...env, PORT: String(port) });
    await second.ready;
    const restartMs = performance.now() - restartedAt;
    const after = await checkAfterRestart(base, run.placed, run.eventId, run.soldBefore);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // The books, read straight from the directory once the server has let it go.
    const database = await openPglite(dataDir);
    const rules = await brokenRules((text) => database.prepared('rules', text, []));
    await database.close();

    expectWholeAfterKill('kill -9 embedded', run, restartMs, after, rules);
  }, 180_000);
});
