/** Starts the real server (src/main.ts through tsx) as a child process, as a person runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const children: ChildProcess[] = [];

export function killAll() {
  for (const c of children) c.kill('SIGKILL');
}

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_REFRESH_MINUTES: '0', ...env },
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
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
  return { child, ready, exited, output: () => out };
}
