/** The embedded default as a person runs it: a real server process on a fresh DATA_DIR. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  const output = () => out;
  const ready = new Promise<void>((res, rej) => {
    const t = setInterval(() => {
      if (out.includes('Tickera está listo')) {
        clearInterval(t);
        res();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(t);
      rej(new Error(`salió con ${code}: ${out}`));
    });
  });
  ready.catch(() => undefined); // awaited only by tests that expect the server up
  return { child, ready, exited, output };
}

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
