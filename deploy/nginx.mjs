#!/usr/bin/env node
// deploy/nginx.conf with its ports filled in, and an unprivileged nginx running it.
// Print a config: node deploy/nginx.mjs LISTEN UPSTREAM... (e.g. 127.0.0.1:8080 127.0.0.1:3001 127.0.0.1:3002)
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** `listen`: host:port; `servers`: the processes' host:port; `workers`: a number or 'auto'. */
export function renderNginxConf({ listen, servers, workers = 'auto' }) {
  const template = readFileSync(new URL('nginx.conf', import.meta.url), 'utf8');
  const values = {
    listen,
    workers: String(workers),
    servers: servers.map((s) => `    server ${s};`).join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]);
}

/**
 * Runs nginx in the foreground from a fresh temp prefix (config, pid, logs, temp files) and
 * waits until it answers /api/health through the upstream. As root it runs as `nobody`:
 * a balancer needs no privilege on a port above 1024.
 */
export async function startNginx({ listen, servers, workers }) {
  const prefix = mkdtempSync(join(tmpdir(), 'tickera-nginx-'));
  for (const dir of ['logs', 'tmp']) mkdirSync(join(prefix, dir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConf({ listen, servers, workers }));
  let user = {};
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
    user = { uid: id('-u'), gid: id('-g') };
    for (const path of [prefix, conf, join(prefix, 'logs'), join(prefix, 'tmp')])
      chownSync(path, user.uid, user.gid);
  }
  // -e: the error log before the config is read (the built-in one is under /var/log).
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')], {
    ...user,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((res) => child.on('exit', res));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finish open requests
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `http://${listen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx salió con ${child.exitCode} (${conf})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, prefix, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx en ${base} no respondió /api/health en 30 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [listen, ...servers] = process.argv.slice(2);
  if (!listen || !servers.length) {
    console.error('Uso: node deploy/nginx.mjs ESCUCHA SERVIDOR... (host:puerto)');
    process.exit(1);
  }
  process.stdout.write(renderNginxConf({ listen, servers }));
}
