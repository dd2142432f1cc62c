#!/usr/bin/env node
// Lighthouse mobile performance (default simulated throttling) of the public home `/` and
// of the stadium's seat page, on the built app over a fresh embedded database.
// Usage: npm run build && node bench/lighthouse.mjs [runs=3] [--details] [--against DIR]
//   --details      also prints, per page, the median run's layout shifts, LCP element and
//                  the scripts that cost the most main-thread time.
//   --against DIR  a second built checkout (e.g. `git worktree add DIR main`, `npm ci` and
//                  `npm run build` in it): both servers run side by side and their runs
//                  alternate, so before and after see the same machine load.
// BENCH_BASE_URL=http://127.0.0.1:3431 measures a server that is already running instead.
// LH_SAVE_DIR=dir keeps each run's whole report there (<target>-<page>-<run>.json).
// Lighthouse 12.8.2 is not a dependency of the project: it is installed on first use into
// LIGHTHOUSE_DIR (default ~/.cache/tickera/lighthouse-12.8.2). Chromium: CHROME_PATH or
// /usr/bin/chromium. Everything listens on and talks to 127.0.0.1 only, and stops at the end.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const FIRST_PORT = 3431;

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const details = args.includes('--details');
if (details) args.splice(args.indexOf('--details'), 1);
const against = flag('--against');
const runs = Number(args[0] ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a positive integer`);

const lighthouseDir =
  process.env.LIGHTHOUSE_DIR ??
  join(homedir(), '.cache', 'tickera', `lighthouse-${LIGHTHOUSE_VERSION}`);
const chromePath = CHROMIUM_LAUNCH.executablePath;

/** Installs Lighthouse into its cache folder the first time; loads it and chrome-launcher. */
async function loadLighthouse() {
  const pkg = join(lighthouseDir, 'node_modules', 'lighthouse', 'package.json');
  const installed =
    existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === LIGHTHOUSE_VERSION;
  if (!installed) {
    console.log(`Instalando lighthouse@${LIGHTHOUSE_VERSION} en ${lighthouseDir} …`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        lighthouseDir,
        '--no-audit',
        '--no-fund',
        '--no-save',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const from = (name, entry) =>
    pathToFileURL(join(lighthouseDir, 'node_modules', name, entry)).href;
  const lighthouse = (await import(from('lighthouse', 'core/index.js'))).default;
  const chromeLauncher = await import(from('chrome-launcher', 'dist/index.js'));
  return { lighthouse, chromeLauncher };
}

/** The first port from `from` on that nothing listens on (another engineer's server may). */
async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise((res) => {
      const probe = createServer()
        .once('error', () => res(false))
        .listen(port, '127.0.0.1', () => probe.close(() => res(true)));
    });
    if (free) return port;
  }
  throw new Error(`no hay puerto libre desde ${from}`);
}

/** A built tree's server on a fresh embedded database, bound to loopback. */
async function startServer(root, from) {
  const port = await freePort(from);
  const dataDir = mkdtempSync(join(tmpdir(), 'tickera-bench-lh-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      RATE_REFRESH_MINUTES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const server = { base, port, child, dataDir };
  servers.push(server);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`el servidor de ${root} terminó (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`el servidor de ${root} no respondió en 180 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const servers = [];
let chrome;
async function stopAll() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = undefined;
  for (const { child, dataDir } of servers.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

/** The seeded baseball game in the stadium of more than 20,000 seats. */
async function stadiumEventId(base) {
  const events = await fetch(`${base}/api/events`).then((r) => r.json());
  const game = events.items.find((e) => e.category === 'DEPORTE' && e.available > 20_000);
  if (!game) throw new Error('no está el juego de béisbol del estadio en /api/events');
  return game.id;
}

const AUDITS = {
  score: (lhr) => Math.round(lhr.categories.performance.score * 100),
  fcp: (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  si: (lhr) => lhr.audits['speed-index'].numericValue,
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function describe(lhr) {
  const lines = [];
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  for (const item of shifts.slice(0, 6)) {
    lines.push(
      `      shift ${item.score.toFixed(3)}  ${item.node?.selector ?? '?'}  ${item.node?.snippet?.slice(0, 90) ?? ''}`,
    );
    for (const cause of item.subItems?.items ?? []) lines.push(`        causa: ${cause.cause}`);
  }
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  if (lcp?.node)
    lines.push(`      LCP: ${lcp.node.selector}  ${lcp.node.snippet?.slice(0, 90) ?? ''}`);
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  for (const item of bootup.slice(0, 4)) {
    lines.push(
      `      script ${Math.round(item.total)} ms (eval ${Math.round(item.scripting)} ms)  ${item.url}`,
    );
  }
  const long = lhr.audits['long-tasks']?.details?.items ?? [];
  if (long.length) {
    const list = long
      .slice(0, 8)
      .map((t) => `${Math.round(t.duration)}@${Math.round(t.startTime)}`);
    lines.push(`      tareas largas (ms@inicio): ${list.join(', ')}`);
  }
  return lines.join('\n');
}

const { lighthouse, chromeLauncher } = await loadLighthouse();

/** How many times the bench runs a page whose trace Lighthouse could not record. */
const ATTEMPTS = 3;
/**
 * Lighthouse's runtime errors that say it could not record the run (its trace or the
 * browser's protocol), not that the page failed: "Please run Lighthouse again".
 */
const UNRECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/**
 * One Lighthouse run of `url`. A run whose trace Lighthouse could not record (a runtime error
 * such as NO_NAVSTART: it measured nothing, and asks to be run again) is run again, at most
 * ATTEMPTS times in all, and said; any other failure stops the bench.
 */
async function measured(url, options) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, options);
    if (!lhr.runtimeError) return lhr;
    const why = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (!UNRECORDED.has(lhr.runtimeError.code)) throw new Error(why);
    if (attempt === ATTEMPTS) throw new Error(`${why} (${ATTEMPTS} intentos)`);
    console.log(`  (corrida sin medida, se repite: ${why})`);
  }
}
try {
  const targets = [];
  if (process.env.BENCH_BASE_URL) {
    targets.push({
      label: process.env.BENCH_BASE_URL,
      base: process.env.BENCH_BASE_URL.replace(/\/$/, ''),
    });
  } else {
    const trees = [{ label: 'este árbol', root: process.cwd() }];
    if (against) trees.push({ label: `--against ${against}`, root: resolve(against) });
    let from = FIRST_PORT;
    for (const tree of trees) {
      const { base, port } = await startServer(tree.root, from);
      targets.push({ label: tree.label, base });
      from = port + 1;
    }
  }
  for (const target of targets) {
    const id = await stadiumEventId(target.base);
    target.pages = [
      // The catalogue (issue 28's row), and the home that sends a buyer to it.
      { name: '/eventos', url: `${target.base}/eventos` },
      { name: 'inicio /', url: `${target.base}/` },
      { name: 'estadio (mapa de asientos)', url: `${target.base}/eventos/reservation?event=${id}` },
    ];
    target.results = target.pages.map(() => []);
  }

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_LAUNCH.args });
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
  };
  console.log(
    `lighthouse ${LIGHTHOUSE_VERSION}, móvil, throttling simulado, ${runs} corridas por página; carga al inicio: ${load()}`,
  );
  // Run i of every page of every target before run i + 1: the load of the machine at any
  // moment falls on all of them alike.
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      for (const [p, page] of target.pages.entries()) {
        const before = load();
        const lhr = await measured(page.url, options);
        const row = Object.fromEntries(Object.entries(AUDITS).map(([k, f]) => [k, f(lhr)]));
        target.results[p].push({ ...row, lhr, load: before });
        if (process.env.LH_SAVE_DIR) {
          const name = `${targets.indexOf(target)}-${p}-${run + 1}.json`;
          writeFileSync(join(process.env.LH_SAVE_DIR, name), JSON.stringify(lhr));
        }
        console.log(
          `  ${target.label} · ${page.name} · corrida ${run + 1}: ${row.score}  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  LCP ${seconds(row.lcp)}  (carga ${before})`,
        );
      }
    }
  }

  console.log(`\nmedianas de ${runs} corridas (carga al final: ${load()})`);
  console.log('| árbol | página | puntaje | FCP | LCP | TBT | CLS | SI |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const target of targets) {
    for (const [p, page] of target.pages.entries()) {
      const rows = target.results[p];
      const m = (k) => median(rows.map((r) => r[k]));
      console.log(
        `| ${target.label} | ${page.name} | ${m('score')} | ${seconds(m('fcp'))} | ${seconds(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${seconds(m('si'))} |`,
      );
    }
  }
  if (details) {
    for (const target of targets) {
      for (const [p, page] of target.pages.entries()) {
        const rows = [...target.results[p]].sort((a, b) => a.score - b.score);
        const mid = rows[Math.floor(rows.length / 2)];
        console.log(`\n  ${target.label} · ${page.name} (corrida mediana, ${mid.score}):`);
        console.log(describe(mid.lhr));
      }
    }
  }
} finally {
  await stopAll();
}
