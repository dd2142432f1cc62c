#!/usr/bin/env node
// What a first visit downloads, as Chromium counts it on the wire (compressed bodies):
// the home page and the stadium's seat page, by kind (JavaScript, CSS, the seat map's
// answers, the rest), on an empty cache. Usage: npm run build && node bench/first-load.mjs
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { findStadium, startServer } from './lib.mjs';

const server = await startServer({
  port: 3296,
  env: { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'tickera-bench-load-')) },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);

function kindOf(url, type) {
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  if (/\/seat-map/.test(url)) return 'seat map';
  return 'other';
}

/** Bytes per kind that a fresh visit to `path` downloads before the page is ready. */
async function measure(path, ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  const totals = {};
  for (const request of responses) {
    const kind = kindOf(request.url(), request.resourceType());
    const { responseBodySize } = await request.sizes();
    totals[kind] = (totals[kind] ?? 0) + responseBodySize;
  }
  await context.close();
  return totals;
}

const format = (totals) =>
  Object.entries(totals)
    .map(([kind, bytes]) => `${kind} ${bytes.toLocaleString('en-US')} B`)
    .join(', ');

try {
  const home = await measure('/', (page) => page.locator('.event-card').first().waitFor());
  console.log(`first load of / (on the wire): ${format(home)}`);
  const stadium = await findStadium(server.url);
  const seats = await measure(`/eventos/reservation?event=${stadium.id}`, (page) =>
    page.locator('[data-map-ready="true"]').waitFor({ timeout: 60_000 }),
  );
  console.log(`first load of the stadium's seat page (on the wire): ${format(seats)}`);
} finally {
  await browser.close();
  await server.stop();
}
