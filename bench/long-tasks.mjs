#!/usr/bin/env node
// Long tasks (over 50 ms) while the stadium's seat page opens on a phone (issue 28): 390×844,
// touch, device pixel ratio 2, Chromium's CPU slowed 4× (as Lighthouse's mobile profile), the
// embedded database with the demo data. Each run opens the page in a new context and lists
// every long task the page reported until 3 s after the map's first paint: duration @ start
// (ms since navigation).
// Usage: npm run build && node bench/long-tasks.mjs [runs=5]
import os from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { findStadium, startServer } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const server = await startServer({ port: 3935, env: { DATABASE_URL: '' } });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const stadium = await findStadium(server.url);
  console.log(
    `# ${os.cpus().length} × ${os.cpus()[0].model} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const totals = [];
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
    });
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push([Math.round(e.duration), Math.round(e.startTime)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/eventos/reservation?event=${stadium.id}`);
    await page.locator('[data-map-ready="true"]').first().waitFor({ timeout: 60_000 });
    // What the first paint sets off (the overlay, the ids of a zone) is counted too.
    await page.waitForTimeout(3_000);
    const long = await page.evaluate(() => window.__longTasks);
    const blocking = long.reduce((n, [d]) => n + d - 50, 0);
    totals.push(blocking);
    console.log(
      `run ${run}: ${long.length} long tasks, ${blocking} ms over 50 ms: ${long
        .map(([d, s]) => `${d}@${s}`)
        .join(' ')}`,
    );
    await context.close();
  }
  totals.sort((a, b) => a - b);
  console.log(`median time over 50 ms: ${totals[Math.floor(totals.length / 2)]} ms`);
} finally {
  await browser.close();
  await server.stop();
}
