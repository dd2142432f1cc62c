/** The embedded default as a person runs it: a real server process on a fresh DATA_DIR. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startServer as start } from './spawn-server';

afterAll(killAll);

describe('[EMBEDDED] the default database', () => {
  it('serves /api/health, and a second process on the same DATA_DIR refuses with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tickera-embedded-'));
    const first = start({ DATA_DIR: dataDir, PORT: '3917', SEED_DEMO: '0' });
    await first.ready;
    const health = await fetch('http://127.0.0.1:3917/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = start({ DATA_DIR: dataDir, PORT: '3918', SEED_DEMO: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/ya está en uso por el proceso \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 90_000);

  it('refuses to start on bad configuration, naming the variable', async () => {
    const p = start({ PORT: 'no-es-puerto' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/Configuración inválida:[\s\S]*PORT/);
  });
});
