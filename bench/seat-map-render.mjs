#!/usr/bin/env node
// Seat-map rendering in a real browser: time to first render of the stadium's 20,400
// seats and of the concert, and frame times while panning and zooming (overview: the
// canvas paints every seat; detail: ~3,000 focusable buttons follow the view).
// Usage: npm run build && node bench/seat-map-render.mjs [runs=5]
// BENCH_BASE_URL=http://127.0.0.1:3400 measures a server that is already running.
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { startServer } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
// The embedded database (PGlite) with the demo data, unless a running server is named.
const server = process.env.BENCH_BASE_URL
  ? null
  : await startServer({ port: 3291, env: { DATABASE_URL: '' } });
const base = process.env.BENCH_BASE_URL ?? server.url;

const events = await fetch(`${base}/api/events`).then((r) => r.json());
const stadium = events.items.find((e) => e.category === 'DEPORTE' && e.available > 20_000);
const concert = events.items.find((e) => e.category === 'CONCIERTO');

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const context = await browser.newContext({
  viewport: { width: 1366, height: 900 },
  locale: 'es-VE',
  timezoneId: 'America/Caracas',
});
// Marks the first paint of the map (data-map-ready) on the page's own clock.
await context.addInitScript(() => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-map-ready="true"]')) {
      window.__mapReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, childList: true });
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const round = (x) => Math.round(x * 10) / 10;

async function firstRender(page, eventId) {
  await page.goto(`${base}/eventos/reservation?event=${eventId}`);
  await page.locator('[data-map-ready="true"]').waitFor();
  return page.evaluate(() => {
    // The page draws from the statuses and the layout (decision 016), asked for together.
    const parts = performance
      .getEntriesByType('resource')
      .filter((r) => /\/seat-map\/(status|layout)/.test(r.name));
    const map = parts.length
      ? {
          startTime: Math.min(...parts.map((r) => r.startTime)),
          responseEnd: Math.max(...parts.map((r) => r.responseEnd)),
        }
      : null;
    return {
      total: window.__mapReadyAt,
      requestAt: map ? map.startTime : null,
      seatMapFetch: map ? map.responseEnd - map.startTime : null,
      afterFetch: map ? window.__mapReadyAt - map.responseEnd : null,
      buttons: document.querySelectorAll('.seat-hit').length,
    };
  });
}

/** Runs `gesture` while a rAF loop records frame intervals and long tasks. */
async function frames(page, gesture) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__long = 0;
    window.__observer = new PerformanceObserver(
      (list) => (window.__long += list.getEntries().length),
    );
    window.__observer.observe({ entryTypes: ['longtask'] });
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (window.__recording) requestAnimationFrame(tick);
    };
    window.__recording = true;
    requestAnimationFrame(tick);
  });
  await gesture();
  const { intervals, longTasks } = await page.evaluate(() => {
    window.__recording = false;
    window.__observer.disconnect();
    return { intervals: window.__frames.slice(1), longTasks: window.__long };
  });
  return {
    frames: intervals.length,
    p50: round(median(intervals)),
    p95: round(pct(intervals, 0.95)),
    max: round(Math.max(...intervals)),
    over20ms: `${Math.round((100 * intervals.filter((f) => f > 20).length) / intervals.length)}%`,
    longTasks,
  };
}

async function drag(page, dx, dy, steps = 60) {
  const box = await page.locator('.seat-map-viewport').boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(300);
}

async function wheel(page, times, deltaY) {
  const box = await page.locator('.seat-map-viewport').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < times; i++) {
    await page.mouse.wheel(0, deltaY);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(400);
}

const results = { stadium: [], concert: [] };
// Each measurement in a new tab: the JS bundle is parsed again, as on a first visit.
for (let i = 0; i < runs; i++) {
  for (const [key, event] of [
    ['stadium', stadium],
    ['concert', concert],
  ]) {
    const page = await context.newPage();
    results[key].push(await firstRender(page, event.id));
    await page.close();
  }
}
const summary = (list) => ({
  firstRenderMs: round(median(list.map((r) => r.total))),
  seatMapRequestedAtMs: round(median(list.map((r) => r.requestAt))),
  seatMapFetchMs: round(median(list.map((r) => r.seatMapFetch))),
  fetchToPaintMs: round(median(list.map((r) => r.afterFetch))),
  seatButtons: list[0].buttons,
});

const page = await context.newPage();
await firstRender(page, stadium.id);
const overviewPan = await frames(page, () => drag(page, 400, 150));
const overviewZoom = await frames(page, () => wheel(page, 30, -60));
// Into one zone: the overlay now carries focusable seat buttons.
await page.getByRole('button', { name: 'Ver todo el recinto' }).click();
const t0 = Date.now();
await page.locator('.zone-hit').nth(1).click();
await page.locator('.seat-hit').first().waitFor();
const zoneZoomMs = Date.now() - t0;
const detailButtons = await page.locator('.seat-hit').count();
const detailPan = await frames(page, () => drag(page, -500, -120));
const detailZoom = await frames(page, () => wheel(page, 20, 50));
await page.close();

await browser.close();
await server?.stop();

console.log(
  JSON.stringify(
    {
      machine: `${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} CPU`,
      runs,
      stadium: { seats: stadium.available, ...summary(results.stadium) },
      concert: { seats: concert.available, ...summary(results.concert) },
      frames: {
        overviewPan,
        overviewWheelZoom: overviewZoom,
        zoneZoomToButtonsMs: zoneZoomMs,
        detailButtons,
        detailPan,
        detailWheelZoom: detailZoom,
      },
    },
    null,
    2,
  ),
);
