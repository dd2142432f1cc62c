#!/usr/bin/env node
// `npm run bench`: every on-sale figure of BENCHMARKS.md in one run on real PostgreSQL
// (127.0.0.1:5432, user postgres) and the built app, one script after another so they do
// not share the machine. Each script also runs alone: `node bench/<name>.mjs`.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const scripts = [
  ['round-trips.mjs', 'statements per request'],
  ['holds.mjs', 'successful holds against pgbench'],
  ['orders.mjs', 'checkout and approvals', ['--import', 'tsx']],
  ['statement-confirm.mjs', 'a bank statement of 5,000 orders confirmed', ['--import', 'tsx']],
  ['checkins.mjs', 'the door', ['--import', 'tsx']],
  ['onsale-50k.mjs', 'a 50,000-seat on-sale'],
  ['scale-out.mjs', '1 and 3 processes behind nginx'],
  ['seat-map-render.mjs', 'the seat map in Chromium'],
  ['first-load.mjs', 'what a first visit downloads'],
  ['reports.mjs', 'the books at 100,000 orders', ['--import', 'tsx']],
  ['bad-files.mjs', 'bad bank statements while the server answers', ['--import', 'tsx']],
  ['waiting-room.mjs', 'the waiting room with 100,000 in line'],
];
const only = process.argv.slice(2);

console.log(
  `# ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0].model} · ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
let failed = 0;
for (const [file, what, flags = []] of scripts) {
  if (only.length && !only.some((name) => file.startsWith(name))) continue;
  console.log(`\n## ${what} (bench/${file})`);
  const run = spawnSync(process.execPath, [...flags, `bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.log(`bench/${file} failed (exit ${run.status})`);
  }
}
process.exit(failed ? 1 : 0);
