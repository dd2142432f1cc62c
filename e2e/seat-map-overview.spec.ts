/**
 * The stadium's overview on a phone (issue 28, decision 054): its 20,400 seats are written as
 * dots of a few device pixels, not drawn as paths, and the dots follow the seats' states as
 * the live stream changes them.
 */
import type { Page } from '@playwright/test';
import { holdSeats, seatsByZone, stadiumGame, staffAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** SEAT_COLORS.held (map/seat-colors.ts), as the legend shows it. */
const HELD = [0xb0, 0xbe, 0xc5];

/** The overview paints the stadium's seats as dots that turn grey while someone else holds them. */
async function dotsFollowOthersHolds(page: Page) {
  const stadium = await stadiumGame(page.request);
  const rival = await staffAuth(page.request, 'sales');
  const stands = (await seatsByZone(page.request, rival, stadium)).get('Gradas Jardín Izquierdo')!;
  const taken = stands
    .filter((s) => s.status === 'available')
    .slice(0, 6)
    .map((s) => s.id);
  expect(taken).toHaveLength(6);

  await page.goto(`/eventos/reservation?event=${stadium}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  await expect(
    page.getByText('Toque una zona o acerque el mapa para elegir asientos'),
  ).toBeVisible();

  /**
   * Pixels of the map on the screen in exactly this colour (dots are not blended at their
   * edges). Read from a screenshot: the canvas is painted by a worker (decision 059), so the
   * page holds no picture of it to read.
   */
  const pixelsOf = async (rgb: number[]) => {
    const png = await page.locator('canvas.seat-map-canvas').screenshot();
    return page.evaluate(
      async ([base64, [r, g, b]]) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
          colorSpaceConversion: 'none',
          premultiplyAlpha: 'none',
        });
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        let n = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
        }
        return n;
      },
      [png.toString('base64'), rgb] as const,
    );
  };

  // Where the page paints the map itself, the first frame's labels come a frame after the map
  // is ready (decision 054): sampled after them, so no halo drawn later covers a dot counted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const before = await pixelsOf(HELD);
  await holdSeats(page.request, rival, stadium, taken);
  try {
    // Six more dots of the held colour (a dot is at least one device pixel).
    await expect.poll(() => pixelsOf(HELD)).toBeGreaterThanOrEqual(before + 6);
  } finally {
    for (const id of taken) await page.request.delete(`/api/holds/${id}`, { headers: rival });
  }
  // Let go, they are free again (another buyer's hold ending meanwhile may take a few more).
  await expect.poll(() => pixelsOf(HELD)).toBeLessThanOrEqual(before);
}

test('[MAP] on a phone the stadium’s overview paints its seats as dots, and seats taken by someone else turn grey', async ({
  page,
}) => {
  await dotsFollowOthersHolds(page);
  // Painted by its worker (decision 059), not by the page after a failure.
  expect(page.workers().map((w) => w.url())).toContainEqual(
    expect.stringMatching(/\/paint\.worker-[\w-]+\.js$/),
  );
});

test('[MAP] when the map’s painter cannot load, the page paints the map itself', async ({
  page,
}) => {
  // The painter's worker does not arrive (a connection lost while the page loads): the canvas
  // it was given is replaced by one the page paints (decision 059).
  let refused = 0;
  await page.route(/\/assets\/paint\.worker-[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.fulfill({ status: 503, body: '' });
  });
  await dotsFollowOthersHolds(page);
  expect(refused).toBe(1);
  expect(page.workers().filter((w) => w.url().includes('paint.worker'))).toEqual([]);
});

/** What the confetti test's init script records in the page. */
type Seen = { idleRuns: number; drawnAt: number; thrownAt: number };

/** Holds the seats' statuses until the returned function lets them go: the map stays loading. */
async function holdTheMap(page: Page) {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/seat-map\/status/, async (route) => {
    await held;
    await route.continue();
  });
  return letGo;
}

test('[MAP] while the map loads, a ring turns in its place: its transform alone, which the compositor runs', async ({
  page,
}) => {
  const letGo = await holdTheMap(page);
  const stadium = await stadiumGame(page.request);
  await page.goto(`/eventos/reservation?event=${stadium}`);

  const loading = page.getByRole('progressbar', { name: 'Cargando el mapa de asientos' });
  await expect(loading).toBeVisible();
  const animated = await loading.evaluate((ring) =>
    ring.getAnimations().map((animation) => {
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      const properties = new Set(keyframes.flatMap((frame) => Object.keys(frame)));
      for (const timing of ['offset', 'computedOffset', 'easing', 'composite'])
        properties.delete(timing);
      return [...properties];
    }),
  );
  expect(animated).toEqual([['transform']]);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('map-loading-phone.png') });

  letGo();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('[MAP] the confetti waits for the seat map: none is thrown while the map loads, the burst comes once it is drawn', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = window as unknown as Seen;
    // The confetti throws its burst when the browser is idle (requestIdleCallback, which
    // nothing else of the page uses): counted, so the test knows the burst had its chance.
    seen.idleRuns = 0;
    const ask = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (run, options) =>
      ask((deadline) => {
        seen.idleRuns += 1;
        run(deadline);
      }, options);
    // When the map says it is drawn, and when the first piece of confetti arrives.
    seen.drawnAt = seen.thrownAt = 0;
    new MutationObserver(() => {
      if (!seen.drawnAt && document.querySelector('[data-map-ready="true"]'))
        seen.drawnAt = performance.now();
      if (!seen.thrownAt && document.querySelector('.confetti-piece'))
        seen.thrownAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const letGo = await holdTheMap(page);
  const stadium = await stadiumGame(page.request);
  await page.goto(`/eventos/reservation?event=${stadium}`);
  await expect(
    page.getByRole('progressbar', { name: 'Cargando el mapa de asientos' }),
  ).toBeVisible();

  // The page was idle twice while the map loaded (the first look, and the one after it).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Seen).idleRuns))
    .toBeGreaterThanOrEqual(2);
  await expect(page.locator('.confetti-piece')).toHaveCount(0);

  letGo();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Seen).thrownAt))
    .toBeGreaterThan(0);
  const { drawnAt, thrownAt } = await page.evaluate(() => {
    const { drawnAt, thrownAt } = window as unknown as Seen;
    return { drawnAt, thrownAt };
  });
  expect(drawnAt).toBeGreaterThan(0);
  expect(thrownAt).toBeGreaterThanOrEqual(drawnAt);
});
