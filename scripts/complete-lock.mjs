#!/usr/bin/env node
// npm 11 writes package-lock.json with only this platform's optional native packages
// (e.g. @rollup/rollup-linux-x64-gnu) but `npm ci` then demands every platform's entry
// (npm/cli#4828 family). This adds the missing optional entries from the registry so the
// lock is complete and `npm ci` works on any machine. Run after changing dependencies:
//   npm install && node scripts/complete-lock.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    // The registry mirror here may lack other platforms' builds of this exact version, so
    // the platform fields come from the package's latest release (they do not change);
    // npm ci skips an entry whose os/cpu do not match without fetching it.
    const latest = JSON.parse(
      execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8' }),
    );
    pkgs[hoisted] = {
      version: range.replace(/^[~^]/, ''),
      ...(latest.cpu ? { cpu: [latest.cpu].flat() } : {}),
      ...(meta.dev ? { dev: true } : {}),
      ...(latest.libc ? { libc: [latest.libc].flat() } : {}),
      optional: true,
      ...(latest.os ? { os: [latest.os].flat() } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lock: ${added} optional entries added`);
