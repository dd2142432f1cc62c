/**
 * Selling at a venue drawn in the designer (issue 29). A table sold whole: the venue's plan has a table of four sold whole
 * and one sold chair by chair; at the event made there, tapping one chair of the whole table
 * takes all four, tapping one again lets the table go, and a chair of the other table is
 * taken alone.
 */
import type { APIRequestContext } from '@playwright/test';
import type { VenuePlanInput } from '@tickera/shared/venue-plan';
import { ACCESSIBLE_ROWS_PLAN, plannedVenueEvent, staffAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

async function eventAtPlannedVenue(request: APIRequestContext, plan: VenuePlanInput) {
  return (await plannedVenueEvent(request, plan)).eventId;
}

test('[PLAN] on a phone, a buyer asks for an accessible place and gets it with the companion seat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const eventId = await eventAtPlannedVenue(page.request, ACCESSIBLE_ROWS_PLAN);
  await page.goto(`/eventos/reservation?event=${eventId}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  // The legend names the rings the map draws round those places.
  const legend = page.getByLabel('Leyenda del mapa');
  await expect(legend).toContainText('Silla de ruedas');
  await expect(legend).toContainText('Acompañante');
  await page.getByRole('button', { name: 'Mejores asientos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mejores asientos' });
  await dialog.getByLabel(/Necesito un puesto accesible/).check();
  await expect(dialog.getByLabel('Cantidad de asientos')).toHaveValue('2');
  await expect(dialog).toContainText('El puesto accesible y el asiento de su acompañante.');
  await page.screenshot({ path: test.info().outputPath('accessible-request-phone.png') });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Buscar y reservar' }).click();
  await expect(dialog).toBeHidden();
  const cart = page.getByRole('region', { name: 'Sus asientos', exact: true });
  await expect(cart).toContainText('Fila B, asiento 4');
  await expect(cart).toContainText('Fila B, asiento 5');
  await expect(cart).toContainText('2 asientos');
  await page.screenshot({ path: test.info().outputPath('accessible-held-phone.png') });
});

test('[PLAN] a table sold whole is taken and let go whole on the public map', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const eventId = await eventAtPlannedVenue(page.request, {
    sections: [{ id: 'mesas', name: 'Mesas', code: 'MESAS', layout: 'TABLES', type: 'VIP' }],
    elements: [
      {
        kind: 'TABLE',
        id: 'vip',
        section: 'mesas',
        x: 100,
        y: 100,
        chairs: 4,
        label: 'Mesa VIP',
        sale: 'WHOLE',
      },
      { kind: 'TABLE', id: 'm2', section: 'mesas', x: 260, y: 100, chairs: 4, label: 'Mesa 2' },
    ],
  } as VenuePlanInput);
  await page.goto(`/eventos/reservation?event=${eventId}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  const chair = (table: string, n: number) =>
    page.getByRole('button', { name: new RegExp(`^${table}, puesto ${n},`) });
  const vip = [1, 2, 3, 4].map((n) => chair('Mesa VIP', n));

  await vip[2].click();
  for (const c of vip) await expect(c).toHaveAttribute('data-status', 'mine');
  await expect(chair('Mesa 2', 1)).toHaveAttribute('data-status', 'available');
  await page.screenshot({ path: test.info().outputPath('table-whole.png') });
  await expectAccessible(page);

  await vip[0].click();
  for (const c of vip) await expect(c).toHaveAttribute('data-status', 'available');

  await chair('Mesa 2', 3).click();
  await expect(chair('Mesa 2', 3)).toHaveAttribute('data-status', 'mine');
  for (const n of [1, 2, 4])
    await expect(chair('Mesa 2', n)).toHaveAttribute('data-status', 'available');
});

test("[PLAN] an event not yet on sale takes the newer version of its venue's plan from Area de Eventos", async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const row = (rows: number) => ({
    kind: 'ROWS' as const,
    id: 'fila',
    section: 'platea',
    x: 200,
    y: 120,
    rows,
    seatsPerRow: 8,
  });
  const sections = [{ id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' as const }];
  const { eventId, venueId, tag } = await plannedVenueEvent(
    page.request,
    { sections, elements: [row(2)] },
    true,
  );
  // The promoter adds a third row to the venue after the event was made.
  const admin = await staffAuth(page.request, 'admin');
  const saved = await page.request.put(`/api/locations/${venueId}/plan`, {
    headers: admin,
    data: { sections, elements: [row(3)] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await login('admin');
  await page.goto(`/dashboard/event?event=${eventId}`);
  const zones = page.getByRole('region', { name: `Zonas de Función ${tag}` });
  await expect(zones.getByTestId('zone-capacity-PLATEA')).toHaveText('16');
  const notice = zones.getByRole('region', { name: 'Plano del lugar' });
  await expect(notice).toContainText(
    'El lugar tiene un plano más nuevo: versión 2, 24 asientos. Este evento usa la versión 1.',
  );
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Usar la versión 2 del plano' }).click();
  await expect(notice).toContainText('cada zona conserva el precio de la zona con el mismo código');
  await notice.getByRole('button', { name: 'Sí, usar la versión 2' }).click();
  await expect(zones.getByTestId('zone-capacity-PLATEA')).toHaveText('24');
  await expect(zones).toContainText('Asientos copiados del plano del lugar, versión 2.');
  await expect(notice).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('plan-version-taken-1366.png') });
});

test('[PLAN] on a phone, a general-admission area sells places by quantity', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { eventId } = await plannedVenueEvent(page.request, {
    sections: [
      { id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' },
      {
        id: 'pista',
        name: 'Pista',
        code: 'PISTA',
        layout: 'GENERAL_ADMISSION',
        type: 'DANCEFLOOR',
      },
    ],
    elements: [
      { kind: 'SHAPE', id: 'tarima', x: 200, y: 20, width: 200, height: 30, role: 'STAGE' },
      { kind: 'AREA', id: 'frente', section: 'pista', x: 200, y: 110, capacity: 40 },
      { kind: 'ROWS', id: 'fila', section: 'platea', x: 200, y: 220, rows: 2, seatsPerRow: 8 },
    ],
  } as VenuePlanInput);
  // The promoter prices the area for this event.
  const admin = await staffAuth(page.request, 'admin');
  const detail = await page.request.get(`/api/admin/events/${eventId}`, { headers: admin });
  const zones = ((await detail.json()) as { zones: { id: string; code: string }[] }).zones;
  const pista = zones.find((z) => z.code === 'PISTA')!;
  const priced = await page.request.patch(`/api/zones/${pista.id}`, {
    headers: admin,
    data: { basePrice: '15.00' },
  });
  expect(priced.status(), await priced.text()).toBe(200);

  // The floor's places are named by number: the page never downloads the zone's seat ids.
  const idsAsked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/seat-map/ids') && r.url().includes(pista.id)) idsAsked.push(r.url());
  });
  await page.goto(`/eventos/reservation?event=${eventId}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  const area = page.getByRole('button', {
    name: 'Pista, $ 15,00: 40 entradas generales disponibles. Elegir cantidad',
  });
  await area.click();
  const dialog = page.getByRole('dialog', { name: 'Pista: entradas generales' });
  await expect(dialog).toContainText('40 disponibles');
  await dialog.locator('.p-inputnumber-button-up').click();
  await expect(dialog.getByLabel('Cantidad de entradas')).toHaveValue('3');
  await page.screenshot({ path: test.info().outputPath('general-admission-dialog-phone.png') });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reservar entradas' }).click();
  await expect(dialog).toBeHidden();
  const cart = page.getByRole('region', { name: 'Sus asientos', exact: true });
  for (const n of [1, 2, 3]) await expect(cart).toContainText(`Entrada general ${n}`);
  await expect(cart).toContainText('$ 45,00');
  // The area's button now counts the places left.
  await expect(
    page.getByRole('button', {
      name: 'Pista, $ 15,00: 37 entradas generales disponibles. Elegir cantidad',
    }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('general-admission-held-phone.png') });

  // After a reload the cart still names the three places, and one can be let go.
  await page.reload();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  for (const n of [1, 2, 3]) await expect(cart).toContainText(`Entrada general ${n}`);
  await cart.getByRole('button', { name: 'Quitar Entrada general 2' }).click();
  await expect(cart).not.toContainText('Entrada general 2');
  await expect(cart).toContainText('$ 30,00');
  await expect(
    page.getByRole('button', {
      name: 'Pista, $ 15,00: 38 entradas generales disponibles. Elegir cantidad',
    }),
  ).toBeVisible();
  expect(idsAsked).toEqual([]);
});
