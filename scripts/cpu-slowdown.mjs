// Chromium's CPU slowed to a phone's speed, whatever the machine (decision 057). A slowdown
// rate alone (Lighthouse's 4×) depends on the machine it slows: the same page at 4× had 2 long
// tasks on one CI machine and 15 on another. So the rate is worked out in the page, in the same
// run: a fixed piece of work (objects made, sorted, looked up in a Map, written and read as
// JSON: what a page's scripts do) is timed unslowed, and the rate is what makes it take as long
// as on the reference phone.
//
// The reference phone is Lighthouse's: its 4× is made for a high-end desktop (its benchmark
// index 1,500-2,000), so a phone of index 1,750 / 4 ≈ 440. On the machine of 2026-11-27 (AMD
// EPYC, 2 vCPU) Lighthouse 12.8.2's index and this work's time, side by side in one page
// (medians of seven), multiplied to 124,000-169,000 (index × ms; the machine's own speed moved
// by half between those samples): the work takes about 330 ms on that phone.

/** The work's time on the reference phone, in ms. */
export const PHONE_MS = 330;

/** The phone the checks open the stadium page on: Playwright's context options. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'es-VE',
  timezoneId: 'America/Caracas',
};

/** An init script: the page's long tasks, [duration, start] in ms, into `window.__longTasks`. */
export function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longTasks.push([Math.round(e.duration), Math.round(e.startTime)]);
  }).observe({ type: 'longtask', buffered: true });
}

/** A fixed piece of work; its time in ms. Runs in the page. */
function work() {
  const started = performance.now();
  const rows = [];
  for (let i = 0; i < 60_000; i++)
    rows.push({ id: i, label: `F${i % 97}-${i}`, x: (i * 7919) % 1000 });
  rows.sort((a, b) => a.x - b.x || a.id - b.id);
  const byLabel = new Map();
  for (const row of rows) byLabel.set(row.label, row);
  let sum = 0;
  for (const row of rows) sum += byLabel.get(row.label).x;
  const copy = JSON.parse(JSON.stringify(rows.slice(0, 20_000)));
  if (sum < 0 || copy.length !== 20_000) throw new Error('unreachable');
  return performance.now() - started;
}

/** The work's median time in ms over `runs` runs in `page`, at whatever rate the page is slowed. */
async function timeWork(page, runs) {
  await page.evaluate(`window.__tickeraWork = ${work.toString()}`);
  await page.evaluate('window.__tickeraWork()');
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await page.evaluate('window.__tickeraWork()'));
  await page.evaluate('delete window.__tickeraWork');
  times.sort((a, b) => a - b);
  return times[runs >> 1];
}

/**
 * Times the work in `page` unslowed (one run to warm up, then the median of seven) and slows
 * the page's CPU through `cdp` (a CDP session of it) to the reference phone's speed. The
 * median, not the fastest run: a machine busy while it is timed gets a smaller rate. It
 * cannot follow the machine's speed after that moment: a page timed in a fast second and
 * loaded in slow ones runs slower than the phone (the checks take the median of several
 * loads for that). A machine slower than the phone at that moment is not slowed (rate 1,
 * `slower` true): the caller decides what such a load means. Returns { rate, workMs, slower }.
 */
export async function slowToPhone(page, cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const workMs = await timeWork(page, 7);
  const rate = Math.max(1, PHONE_MS / workMs);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { rate, workMs, slower: workMs > PHONE_MS };
}

/**
 * How slowed `page` really is now: the work timed at the page's current rate and then
 * unslowed, three runs each; the ratio of the two (about the rate asked for; 1 if the slowdown
 * was lost). Leaves the page unslowed.
 */
export async function measuredSlowdown(page, cdp) {
  const slowedMs = await timeWork(page, 3);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return slowedMs / (await timeWork(page, 3));
}

/**
 * Waits until `selector` matches in `page` without Playwright's selector engine. A locator's
 * first use in a document injects Playwright's own script into it (330 KB, evaluated on the
 * page's thread): at phone speed a long task of 50–70 ms that no buyer's phone runs, counted
 * as the page's if it falls in the window measured. One page.evaluate polls querySelector
 * every 50 ms instead. Rejects after `timeoutMs` (measured in the page, and from Node a little
 * later in case the page stops answering).
 */
export async function waitForSelectorQuietly(page, selector, timeoutMs = 60_000) {
  const polled = page.evaluate(
    ([wanted, limit]) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        let timer = 0;
        const look = () => {
          if (document.querySelector(wanted)) resolve(clearInterval(timer));
          else if (performance.now() - started > limit) {
            clearInterval(timer);
            reject(new Error(`${wanted}: no apareció en ${limit} ms`));
          }
        };
        timer = setInterval(look, 50);
        look();
      }),
    [selector, timeoutMs],
  );
  // The page's own limit runs on its timers; a page whose thread never gets back to them (a
  // hung renderer) is given up on from here, a little later.
  let timer;
  const gaveUp = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${selector}: la página no respondió en ${timeoutMs + 5_000} ms`)),
      timeoutMs + 5_000,
    );
  });
  try {
    await Promise.race([polled, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
