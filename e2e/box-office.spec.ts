/**
 * Back office: a box-office sale approved at the window (the customer then holds QR
 * tickets), a pending transfer found by its reference and approved, and an event set up
 * from scratch (venue, event, zone, seats by rows).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const CONCERT = /Leyendas de la Salsa/;
/** The seeded pago-móvil order awaiting approval (apps/server seed). */
const SEEDED_REFERENCE = '31907755';

function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** A PrimeReact dropdown opened by its visible box, then an option chosen. */
async function approveInDetail(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aprobar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Aprobar pago' });
  await expect(confirm).toContainText('Se emitirán las entradas');
  // The approval's answer is awaited on its own: a slow, refused or never-sent approval is
  // told apart from a page that did not show it.
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/orders\/[^/]+\/approve$/.test(r.url()),
    { timeout: 10_000 },
  );
  await confirm.getByRole('button', { name: 'Aprobar' }).click();
  expect((await answer).status(), 'POST /api/orders/:id/approve').toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagada');
}

test('[BOX-OFFICE] sales staff sell two seats to a customer at the box office and approve; the customer then sees the QR codes in Mis Entradas', async ({
  page,
  login,
}) => {
  await login('sales');
  await sidebar(page).getByRole('link', { name: 'Reservaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Reservaciones', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva venta' }).click();
  await page.waitForURL('**/dashboard/reservation/create');

  await page.getByRole('button', { name: CONCERT }).click();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  for (let i = 0; i < 2; i++) {
    const seat = page.locator('[data-status="available"]').first();
    const id = (await seat.getAttribute('data-seat-id'))!;
    await seat.click();
    await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-status', 'mine');
  }
  await expect(
    page.getByRole('list', { name: 'Asientos reservados' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL('**/dashboard/reservation/payment?event=*');
  await expect(page.getByRole('heading', { name: 'Resumen (2 asientos)' })).toBeVisible();

  await page.getByLabel('Buscar cliente').fill(DEMO.customer);
  await page.getByRole('button', { name: /^Elegir a Valentina/ }).click();
  await expect(page.getByText(DEMO.customer)).toBeVisible();
  await page.getByLabel('Efectivo USD').check();
  // Cash needs no bank details.
  await expect(page.getByLabel('Referencia')).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrar venta' }).click();

  await page.waitForURL(/\/dashboard\/reservation\/detail\?id=/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Pendiente');
  const number = (await heading.textContent())!.match(/N\.º \d+/)![0];
  await expect(page.getByText('canal taquilla')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprobar ahora' })).toBeVisible();
  await approveInDetail(page);
  // Tickets issued: each seat row shows its code.
  await expect(page.getByRole('table', { name: 'Asientos de la orden' })).toContainText(
    /TK[0-9A-Z]{36}/,
  );

  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/sign-in');
  await login('customer');
  await page.goto('/dashboard/mytickets');
  const order = page.locator('article').filter({ hasText: number });
  await expect(order).toContainText('Pagada');
  await expect(order.locator('img[alt^="QR"]')).toHaveCount(2);
});

test('[BOX-OFFICE] the seeded pending pago móvil is found by its reference and approved', async ({
  page,
  login,
}) => {
  await login('sales');
  await page.goto('/dashboard/reservation');

  // The reference tool shows where the reference was used.
  await page.getByRole('button', { name: 'Buscar referencia' }).click();
  const lookup = page.getByRole('dialog', { name: 'Buscar referencia de pago' });
  await lookup.getByLabel('Referencia').fill(SEEDED_REFERENCE);
  await lookup.getByRole('button', { name: 'Buscar' }).click();
  await expect(lookup.getByRole('table')).toContainText('Pendiente');
  await page.keyboard.press('Escape');
  await expect(lookup).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(SEEDED_REFERENCE);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  const rows = page.getByRole('table', { name: 'Reservaciones' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Ref. ${SEEDED_REFERENCE}`);
  await rows.first().click();

  await page.waitForURL(/\/dashboard\/reservation\/detail\?id=/);
  await expect(page.getByText(SEEDED_REFERENCE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pendiente');
  await approveInDetail(page);

  // Back in the list, the pending filter no longer shows it.
  await page.getByRole('link', { name: 'Reservaciones' }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(SEEDED_REFERENCE);
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page.getByText('No hay reservaciones con estos filtros.')).toBeVisible();
});

test('[BOX-OFFICE] an admin creates a venue, an event and a zone, and generates rows A–B × 1–10', async ({
  page,
  login,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const venue = `Teatro E2E ${suffix}`;
  const eventName = `Concierto E2E ${suffix}`;
  await login('admin');
  await sidebar(page).getByRole('link', { name: 'Area de Eventos' }).click();
  await expect(page.getByRole('heading', { name: 'Area de Eventos', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Lugares' }).click();
  await page.getByRole('button', { name: 'Nuevo lugar' }).click();
  const venueDialog = page.getByRole('dialog', { name: 'Nuevo lugar' });
  await venueDialog.getByLabel('Nombre').fill(venue);
  await venueDialog.getByLabel('Código', { exact: true }).fill(`E2E-${suffix}`);
  await venueDialog.getByLabel('Ciudad').fill('Maracaibo');
  await venueDialog.getByRole('button', { name: 'Guardar lugar' }).click();
  await expect(venueDialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Lugares' })).toContainText(venue);

  await page.getByRole('tab', { name: 'Eventos' }).click();
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await eventDialog.getByLabel('Nombre').fill(eventName);
  await eventDialog.getByLabel('Código', { exact: true }).fill(`E2E-EV-${suffix}`);
  await eventDialog.getByRole('button', { name: 'Elija el lugar' }).click();
  await page.getByRole('option', { name: new RegExp(venue) }).click();
  await eventDialog.getByLabel('Inicio').fill('2027-03-15T20:00');
  await eventDialog.getByLabel('IVA %').fill('16');
  await eventDialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(eventDialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Eventos' })).toContainText(eventName);

  // The new event's zones open by themselves.
  const zones = page.getByRole('region', { name: `Zonas de ${eventName}` });
  await expect(zones).toContainText('El evento aún no tiene zonas');
  await zones.getByRole('button', { name: 'Agregar zona' }).click();
  const zoneDialog = page.getByRole('dialog', { name: 'Nueva zona' });
  await zoneDialog.getByLabel('Nombre').fill('Platea');
  await zoneDialog.getByLabel('Código', { exact: true }).fill('PLATEA');
  await zoneDialog.getByLabel('Precio base (USD)').fill('30.00');
  await zoneDialog.getByRole('button', { name: 'Guardar zona' }).click();
  await expect(zoneDialog).toHaveCount(0);

  await zones.getByRole('button', { name: 'Generar asientos en Platea' }).click();
  const seatDialog = page.getByRole('dialog', { name: 'Generar asientos en Platea' });
  await seatDialog.getByLabel('Fila inicial').fill('A');
  await seatDialog.getByLabel('Fila final').fill('B');
  await seatDialog.getByLabel('Último asiento').fill('10');
  await expect(seatDialog).toContainText('20 asientos');
  await seatDialog.getByRole('button', { name: 'Generar' }).click();
  await expect(seatDialog).toHaveCount(0);
  await expect(zones.getByTestId('zone-capacity-PLATEA')).toHaveText('20');
});

test('[BOX-OFFICE] editing a seeded event opens with its venue and money settings filled in', async ({
  page,
  login,
}) => {
  await login('supervisor');
  await sidebar(page).getByRole('link', { name: 'Area de Eventos' }).click();
  await page.getByRole('button', { name: /^Editar Leyendas de la Salsa/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue(
    'Leyendas de la Salsa: Noche Caribeña',
  );
  await expect(dialog.getByLabel('Cargo por servicio %')).not.toHaveValue('');
  await expect(dialog.getByLabel('IVA %')).toHaveValue(/^16/);
});
