/**
 * Spec §Session: on start, an expired access token is refreshed before anything signs the
 * buyer out. Runs on the second e2e server, whose holds last 30 minutes, so the cart is
 * still held when the browser's clock says 16 minutes have passed.
 */
import { concert } from './api-helpers';
import { DEMO, expect, signIn, test } from './fixtures';

const LONG_HOLD_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199) + 1}`;
test.use({ baseURL: LONG_HOLD_BASE });

test('[SESSION] a reload 16 minutes into checkout keeps the buyer signed in with the cart', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, DEMO.customer);
  await page.goto(`/eventos/reservation?event=${(await concert(page.request)).id}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const seat = page.locator('[data-status="available"]').first();
    const id = (await seat.getAttribute('data-seat-id'))!;
    await seat.click();
    await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-status', 'mine');
  }
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL('**/eventos/checkout**');
  const summary = page.getByRole('region', { name: 'Resumen de su compra' });
  await expect(summary).toContainText('× 2');

  // 16 minutes later by the browser's clock: the 15-minute access token has expired.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token')!));
  await page.clock.setSystemTime(Date.now() + 16 * 60_000);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Comprador' })).toBeVisible();
  await expect(summary).toContainText('× 2');
  await expect(page.getByText('Session expired')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/eventos/checkout');
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token')!));
  expect(after.refreshToken, 'the refresh token was used once and rotated').not.toBe(
    stored.refreshToken,
  );
});
