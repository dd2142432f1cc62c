/**
 * The stadium's seat page on a phone (issue 28 item 6, decision 050): with Chromium's CPU
 * slowed 4× (Lighthouse's mobile profile) at 390×844, the page's long tasks (over 50 ms, as
 * the browser reports them) from the navigation until the map is drawn and the page is idle
 * again stay within a budget. The browser's Long Tasks API does the counting; the durations
 * it reports are wall-clock time under the throttle, so they grow on a loaded machine: the
 * budget keeps wide headroom (below), enough to pass under load and still fail a return to
 * the long tasks decisions 050, 053 and 054 removed. The goal is no long task at all;
 * each step toward it lowers these numbers (BENCHMARKS.md, "long-task budget").
 */
import { stadiumGame } from './api-helpers';
import { expect, test } from './fixtures';

/**
 * Measured on the CI machine, quiet: 2026-11-27 before decisions 053-054, 3–5 long tasks and
 * 339–491 ms over 50 ms (the entry script's evaluation 209–305 ms of it, the map's first frame
 * 130–155 ms); after them, 1–2 long tasks, 14–59 ms over 50 ms, the longest 53–109 ms. The
 * durations grow with the machine's load (the slowed CPU scales with it): the budget keeps
 * more than twice today's figures, and the longest task's limit fails a return of the entry
 * evaluated as one task (250–300 ms quiet).
 */
const BUDGET = { tasks: 6, overFiftyMs: 300, longestMs: 250 };

declare global {
  interface Window {
    __longTasks: [duration: number, start: number][];
  }
}

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

test('[BUDGET] the stadium seat page at 4× slowed CPU on a phone stays within its long tasks', async ({
  page,
  context,
}) => {
  const stadium = await stadiumGame(page.request);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push([Math.round(e.duration), Math.round(e.startTime)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto(`/eventos/reservation?event=${stadium}`);
  await expect(page.locator('[data-map-ready="true"]').first()).toBeVisible({ timeout: 45_000 });
  // What the first paint sets off (the zone's ids, the overlay) is counted too: until the
  // network is quiet and the main thread has been idle twice.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const long = await page.evaluate(() => window.__longTasks);
  const overFiftyMs = long.reduce((sum, [duration]) => sum + duration - 50, 0);
  const seen = long.map(([d, s]) => `${d} ms @ ${s}`).join(', ');
  console.log(`[long tasks] ${long.length}, ${overFiftyMs} ms over 50 ms: ${seen}`);
  expect.soft(long.length, `tareas largas: ${seen}`).toBeLessThanOrEqual(BUDGET.tasks);
  expect.soft(overFiftyMs, `ms por encima de 50: ${seen}`).toBeLessThanOrEqual(BUDGET.overFiftyMs);
  const longest = Math.max(0, ...long.map(([duration]) => duration));
  expect.soft(longest, `la tarea más larga: ${seen}`).toBeLessThanOrEqual(BUDGET.longestMs);
});
