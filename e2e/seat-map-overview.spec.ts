/**
 * The stadium's overview on a phone (issue 28, decision 054): its 20,400 seats are written as
 * dots of a few device pixels, not drawn as paths, and the dots follow the seats' states as
 * the live stream changes them.
 */
import { holdSeats, seatsByZone, stadiumGame, staffAuth } from './api-helpers';
import { expect, test } from './fixtures';

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** SEAT_COLORS.held (map/seat-colors.ts), as the legend shows it. */
const HELD = [0xb0, 0xbe, 0xc5];

test('[MAP] on a phone the stadium’s overview paints its seats as dots, and seats taken by someone else turn grey', async ({
  page,
}) => {
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

  /** Pixels of the map's canvas in exactly this colour (dots are not blended at their edges). */
  const pixelsOf = (rgb: number[]) =>
    page.locator('canvas.seat-map-canvas').evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) n++;
      }
      return n;
    }, rgb);

  // The first frame's labels come a frame after the map is ready (decision 054): sampled
  // after them, so no halo drawn later covers a dot counted here.
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
});
