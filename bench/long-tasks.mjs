#!/usr/bin/env node
// Long tasks (over 50 ms) while the stadium's seat page opens on a phone (issue 28): 390×844,
// touch, device pixel ratio 2, Chromium's CPU slowed to the reference phone's speed (as
// e2e/long-task-budget.spec.ts: scripts/cpu-slowdown.mjs, decision 057; `--rate R` slows it R×
// instead, e.g. 4 as Lighthouse's mobile profile, which depends on the machine), the
// embedded database with the demo data. Each run opens the page in a new context and lists
// every long task the page reported until 3 s after the map's first paint: duration @ start
// (ms since navigation). Then a buyer's two taps, still slowed: a zone (the map zooms to it)
// and a free seat of it (held): each tap's interaction to next paint, as the browser's Event
// Timing API reports it (the longest event of the interaction, input delay to the next frame).
// With each load, the evaluation of the start-up's files (decision 063): the browser's Long
// Animation Frames name each script that ran in a frame over 50 ms; `start-react` is React
// DOM's (a file evaluated in a shorter frame is not named: counted as 0).
// `--against DIR` measures a second built checkout too (e.g. `git worktree add DIR <commit>`,
// node_modules linked or installed, `npm run build` in it), its loads alternated with this
// one's so that both see the same machine, and prints both medians.
// The slowdown is the check's (e2e/long-task-budget.spec.ts), not its window: the check counts
// until the network is quiet and the page has been idle twice, this bench until 3 s after the
// first paint.
// Usage: npm run build && node bench/long-tasks.mjs [runs=5] [--rate R] [--against DIR]
import os from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import {
  PHONE,
  recordLongTasks,
  slowToPhone,
  waitForSelectorQuietly,
} from '../scripts/cpu-slowdown.mjs';
import { findStadium, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const rateArg = option('--rate');
const fixedRate = rateArg === undefined ? undefined : Number(rateArg);
if (fixedRate !== undefined && !(fixedRate >= 1)) throw new Error('--rate R: R >= 1');
const against = option('--against');
const runs = Number(args[0] ?? 5);

/** The builds measured: this checkout, and the one given with --against. */
const trees = [{ label: 'este árbol', root: '.', port: 3935 }];
if (against) trees.push({ label: `--against ${against}`, root: resolve(against), port: 3936 });
let browser;

/** Records the scripts of each long animation frame, [file, ms], into `window.__frameScripts`. */
function recordFrameScripts() {
  window.__frameScripts = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts)
        window.__frameScripts.push([
          script.sourceURL.split('/').pop() || script.invoker,
          Math.round(script.duration),
          script.invoker,
        ]);
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** One load of the stadium page on `tree`'s server, and the two taps. */
async function load({ server, stadium }) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(recordLongTasks);
    await context.addInitScript(recordFrameScripts);
    await context.addInitScript(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (!e.interactionId) continue;
          const known = window.__interactions.get(e.interactionId) ?? 0;
          window.__interactions.set(e.interactionId, Math.max(known, Math.round(e.duration)));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const slowed = fixedRate
      ? await cdp.send('Emulation.setCPUThrottlingRate', { rate: fixedRate }).then(() => ({}))
      : await slowToPhone(page, cdp);
    const rate = fixedRate ?? slowed.rate;
    await page.goto(`${server.url}/eventos/reservation?event=${stadium.id}`);
    // Not a locator until the long tasks are read: Playwright's own script, evaluated in the
    // page at a locator's first use, is a long task of its own at phone speed.
    await waitForSelectorQuietly(page, '[data-map-ready="true"]');
    // What the first paint sets off (the overlay, the ids of a zone) is counted too.
    await page.waitForTimeout(3_000);
    const long = await page.evaluate(() => window.__longTasks);
    // React DOM's evaluation: its file's own script entry (a module's evaluation names the
    // file as its invoker), not the calls into React from other tasks.
    const reactDom = (await page.evaluate(() => window.__frameScripts))
      .filter(([file, , invoker]) => /^start-react-/.test(file) && invoker.endsWith(file))
      .reduce((sum, [, ms]) => sum + ms, 0);

    // The taps: a zone of the overview, then the free seat nearest the middle of the view.
    const zone = await page
      .getByRole('button', { name: /^Gradas Jardín Izquierdo,/ })
      .boundingBox({ timeout: 10_000 });
    if (!zone) throw new Error('la zona Gradas Jardín Izquierdo no está en el mapa');
    await page.touchscreen.tap(zone.x + zone.width / 2, zone.y + zone.height / 2);
    await page.locator('.seat-layer-seats [data-status="available"]').first().waitFor();
    await page.waitForTimeout(1_000);
    const place = await page.evaluate(() => {
      const box = document.querySelector('.seat-map-viewport').getBoundingClientRect();
      const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const seats = [...document.querySelectorAll('.seat-layer-seats [data-status="available"]')]
        .map((b) => b.getBoundingClientRect())
        .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }));
      seats.sort(
        (a, b) =>
          Math.hypot(a.x - middle.x, a.y - middle.y) - Math.hypot(b.x - middle.x, b.y - middle.y),
      );
      return seats[0];
    });
    await page.touchscreen.tap(place.x, place.y);
    await page.locator('.seat-layer-seats [data-status="mine"]').first().waitFor();
    await page.waitForTimeout(1_000);
    const taps = await page.evaluate(() => [...window.__interactions.values()]);
    const overFifty = long.reduce((n, [d]) => n + d - 50, 0);
    return { rate, workMs: slowed.workMs, long, overFifty, reactDom, taps };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

try {
  for (const tree of trees)
    tree.server = await startServer({
      port: tree.port,
      root: tree.root,
      env: { DATABASE_URL: '' },
    });
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  for (const tree of trees) tree.stadium = await findStadium(tree.server.url);
  console.log(
    `# ${os.cpus().length} × ${os.cpus()[0].model} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const tree of trees) tree.loads = [];
  for (let run = 1; run <= runs; run++) {
    // Alternated: each build goes first in every other run.
    for (const tree of run % 2 ? trees : [...trees].reverse()) {
      const l = await load(tree);
      tree.loads.push(l);
      console.log(
        `${tree.label} · run ${run} (${l.rate.toFixed(2)}×${l.workMs ? `, work ${Math.round(l.workMs)} ms` : ''}): ${l.long.length} long tasks, ${l.overFifty} ms over 50 ms: ${l.long
          .map(([d, s]) => `${d}@${s}`)
          .join(' ')} · React DOM ${l.reactDom} ms · taps (zone, seat): ${l.taps.join(', ')} ms`,
      );
    }
  }
  console.log(`\nmedians of ${runs} loads`);
  console.log(
    '| build | long tasks | ms over 50 ms | React DOM evaluated (ms) | slower tap (ms) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const { label, loads } of trees) {
    // A tap under 16 ms is not reported (the API's smallest threshold): counted as 16.
    const figures = [
      median(loads.map((l) => l.long.length)),
      median(loads.map((l) => l.overFifty)),
      median(loads.map((l) => l.reactDom)),
      median(loads.map((l) => Math.max(16, ...l.taps))),
    ];
    console.log(`| ${label} | ${figures.join(' | ')} |`);
  }
} finally {
  await browser?.close();
  for (const tree of trees) await tree.server?.stop();
}
