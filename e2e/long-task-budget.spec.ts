/**
 * The stadium's seat page on a phone (issue 28 item 6, decisions 050 and 057): at 390×844,
 * touch, with Chromium's CPU slowed to the reference phone's speed (scripts/cpu-slowdown.mjs:
 * the rate is worked out in each page from a fixed piece of work timed just before, so the
 * check means the same on a fast machine and a slow one: a fixed 4× gave 2 long tasks on one
 * CI machine and 15 on another), the page's long tasks (over 50 ms, as the browser's Long
 * Tasks API reports them) from the navigation until the map is drawn and the page is idle
 * again stay within a budget. The page is opened five times, each in a new browser context
 * (nothing cached), and the budget holds the median of each figure: this machine's speed
 * moves by half from one second to the next, and one load is not the page's measure.
 */
import type { Browser, CDPSession } from '@playwright/test';
import {
  measuredSlowdown,
  PHONE,
  PHONE_MS,
  recordLongTasks,
  slowToPhone,
  waitForSelectorQuietly,
} from '../scripts/cpu-slowdown.mjs';
import { stadiumGame } from './api-helpers';
import { expect, test } from './fixtures';

/**
 * Measured on the CI machine (AMD EPYC, 2 vCPU; 2026-11-27), seven checks (four of three loads,
 * three of five; rates 1.5–4.1×), the medians: 6–9 long tasks, 106–318 ms over 50 ms, the
 * longest 89–154 ms. After decisions 063 and 064 (2026-11-28, another AMD EPYC machine, two
 * checks of five loads, rates 1.4–2.6×): 1 long task, 26–31 ms over 50 ms, the longest 76–81
 * ms; single loads had 0–3 long tasks. Those figures counted a task of the check's own: its
 * wait for the map was a locator, whose first use evaluates Playwright's script in the page (50–70
 * ms at phone speed). Without it (waitForSelectorQuietly; 2026-11-28, rates 5.6–8.9×, two checks
 * of five loads): medians of 0 and 1 long task, 0 and 8 ms over 50 ms, the longest 0 and 58 ms;
 * single loads had 0–3, none over 65 ms. The budget leaves this machine's noise room: the longest
 * at 2.5 times its median, the count and the time over 50 ms more (one slow second moves them
 * most). It stands against large returns (a stage evaluated with another, a render of the
 * whole page in one task); decisions 063 and 064 are checked directly by
 * e2e/first-load-budget.spec.ts (the start-up's files, ICU's worker), a revert of which this
 * budget might not see on every machine.
 */
const BUDGET = { tasks: 4, overFiftyMs: 150, longestMs: 150 };
const LOADS = 5;

declare global {
  interface Window {
    __longTasks: [duration: number, start: number][];
  }
}

interface Load {
  /** The slowdown asked for, and the one measured in the page once it was idle. */
  rate: number;
  measured: number;
  /** The fixed work's time unslowed before the load (over PHONE_MS: slower than the phone). */
  workMs: number;
  long: [duration: number, start: number][];
}

async function load(browser: Browser, baseURL: string, eventId: string): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    // Every answer the page asks for, by path and query: a page that renders slowly must not
    // ask again for what came while it rendered (decision 061).
    const asked = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!url.pathname.startsWith('/api/')) return;
      const key = `${r.method()} ${url.pathname}${url.search}`;
      asked.set(key, (asked.get(key) ?? 0) + 1);
    });
    await page.addInitScript(recordLongTasks);
    const cdp: CDPSession = await context.newCDPSession(page);
    const { rate, workMs } = await slowToPhone(page, cdp);

    await page.goto(`/eventos/reservation?event=${eventId}`);
    // Not a locator: its first use would evaluate Playwright's own script in the page, a long
    // task of the test's, not the page's.
    await waitForSelectorQuietly(page, '[data-map-ready="true"]', 45_000);
    // What the first paint sets off (the zone's ids, the overlay) is counted too: until the
    // network is quiet and the main thread has been idle twice.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve())),
        ),
    );
    const long = await page.evaluate(() => window.__longTasks);
    // Still slowed: was it, in the page that loaded? (Read after the long tasks: the work
    // timed here makes long tasks of its own.)
    const measured = await measuredSlowdown(page, cdp);
    expect(errors, 'errores en la consola del navegador').toEqual([]);
    const again = [...asked].filter(([, times]) => times > 1).map(([k, n]) => `${k} ×${n}`);
    expect(again, 'respuestas pedidas más de una vez al abrir la página').toEqual([]);
    return { rate, measured, workMs, long };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

test('[BUDGET] the stadium seat page on a phone-speed CPU stays within its long tasks, and asks for each answer once', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stadium = await stadiumGame(request);
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await load(browser, baseURL!, stadium));

  const figures = loads.map(({ long }) => ({
    tasks: long.length,
    overFiftyMs: long.reduce((sum, [duration]) => sum + duration - 50, 0),
    longestMs: Math.max(0, ...long.map(([duration]) => duration)),
  }));
  const seen = loads
    .map(
      ({ rate, measured, long }, i) =>
        `carga ${i + 1} (${rate.toFixed(2)}×, medido ${measured.toFixed(2)}×): ${long.map(([d, s]) => `${d} ms @ ${s}`).join(', ')}`,
    )
    .join(' · ');
  console.log(`[long tasks] ${seen}`);
  // The measure means a phone only if the machine could be slowed to one, and was.
  const work = median(loads.map((l) => l.workMs));
  expect(work, `el trabajo fijo sin frenar (ms; el teléfono: ${PHONE_MS})`).toBeLessThanOrEqual(
    PHONE_MS,
  );
  const slowed = median(loads.map((l) => l.measured / l.rate));
  expect(slowed, `la parte del frenado pedido que se midió en la página: ${seen}`).toBeGreaterThan(
    0.6,
  );
  for (const key of ['tasks', 'overFiftyMs', 'longestMs'] as const)
    expect
      .soft(median(figures.map((f) => f[key])), `${key} (mediana de ${LOADS} cargas): ${seen}`)
      .toBeLessThanOrEqual(BUDGET[key]);
});
