/** Memberships: sales sell a season ticket from the page; an admin removes one. */
import { pageAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('[MEMBERSHIP] sales sell a season ticket on the first game’s map; the success page shows its code and every game', async ({
  page,
  login,
}) => {
  await login('sales');
  await page.goto('/dashboard/membership');
  await expect(
    page.getByRole('heading', { name: 'Gestion de Membresias', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tipos de membresía' })).toContainText(
    'Abono Temporada Leones',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Vender membresía' }).click();
  await page.waitForURL('**/dashboard/membership/create');
  await page.getByRole('button', { name: 'Elija el tipo' }).click();
  await page.getByRole('option', { name: /^Abono Temporada Leones/ }).click();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: /^Palco Central,/ }).click();
  const seats: string[] = [];
  for (let i = 0; i < 2; i++) {
    const seat = page.locator('[data-status="available"]').first();
    const id = (await seat.getAttribute('data-seat-id'))!;
    await seat.click();
    await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-status', 'mine');
    seats.push(id);
  }
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByText('2 asientos × $ 45,00')).toBeVisible();
  await page.getByLabel('Buscar cliente').fill('cliente@tickera.test');
  await page.getByRole('button', { name: /^Elegir a Valentina/ }).click();
  await page.getByLabel('Efectivo USD').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vender membresía' }).click();

  await page.waitForURL('**/dashboard/membership/successful-purchase?code=*');
  await expect(page.getByRole('heading', { name: 'Membresía registrada' })).toBeVisible();
  const code = (await page.getByLabel('Código de la membresía').textContent())!;
  expect(code).toMatch(/^ABO-[A-Z2-9]{8}$/);
  const games = page.getByRole('list', { name: 'Eventos de la membresía' }).getByRole('listitem');
  const types = (await (
    await page.request.get('/api/membership-types', { headers: await pageAuth(page) })
  ).json()) as { items: { name: string; eventIds: string[] }[] };
  const leones = types.items.find((t) => t.name === 'Abono Temporada Leones')!;
  await expect(games).toHaveCount(leones.eventIds.length);
  await expect(page.getByText('$ 90,00')).toBeVisible();
  await expectAccessible(page);

  // The seats are sold on every game's public map.
  for (const eventId of leones.eventIds) {
    const status = (await (await page.request.get(`/api/events/${eventId}/seat-map`)).json()) as {
      zones: { seats: { id: string; status: string }[] }[];
    };
    const sold = status.zones.flatMap((z) => z.seats).filter((s) => s.status === 'sold');
    expect(sold.length).toBeGreaterThanOrEqual(2);
  }

  await page.goto('/dashboard/membership');
  await page.getByLabel('Buscar por código').fill(code.toLowerCase());
  await expect(page.getByRole('table', { name: 'Membresías' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Vigente');
});
