/**
 * The venue designer (issue 29) as an admin at 1366×860: a small venue drawn from the
 * toolbar and the properties panel — a curved block of 3 rows × 10 around a stage, a
 * rectangular block numbered right to left in its own section, a round table of 8, an
 * accessible seat with its companion — saved, kept after a reload; moves and deletions
 * undone and redone; a save refused for overlapping seats shows the reason and the seats.
 * Then an event at that venue, made, priced and published in Area de Eventos, where a buyer
 * on a phone (390×844) asks for the accessible seat with its companion and buys them.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PlanVersion } from '@tickera/shared/schemas/venue-plans';
import { CUSTOMER_PASSWORD, staffAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** Types a number into a labelled field of the panel, key by key, and leaves it. */
async function setNumber(panel: Locator, label: string, value: number) {
  const input = panel.getByLabel(label, { exact: true });
  await input.selectText();
  await input.pressSequentially(String(value));
  await input.press('Tab');
  await expect(input).toHaveValue(value.toLocaleString('es-VE'));
}

/** Opens a labelled drop-down from the keyboard (Enter) and picks an option. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
}

const CARACAS_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Caracas',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local field of the event form takes it: Caracas time, to the minute. */
function caracasInput(ms: number): string {
  const p = Object.fromEntries(
    CARACAS_MINUTE.formatToParts(new Date(ms)).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

function todayInCaracas(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
}

test('[DESIGNER] draw a venue, save it, reload it; undo/redo; a refused save shows its seats; an event there sells the accessible seat and its companion', async ({
  page,
  browser,
  request,
  login,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  const admin = await staffAuth(request, 'admin');
  const name = `Sala Diseño ${Date.now() % 1_000_000}`;
  const created = await request.post('/api/locations', {
    headers: admin,
    data: { name, code: `SD${Date.now() % 1_000_000}`, city: 'Caracas' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = (await created.json()) as { id: string };

  await login('admin');
  await page.goto('/dashboard/event');
  await page.getByRole('tab', { name: 'Lugares' }).click();
  await expect(page.getByRole('table', { name: 'Lugares' })).toContainText(name);
  await page.screenshot({ path: test.info().outputPath('lugares-1366.png') });
  await page.getByRole('button', { name: `Diseñar plano de ${name}` }).click();
  await page.waitForURL(`**/dashboard/lugares/${location.id}/plano`);
  await expect(page.getByRole('heading', { name: `Plano de ${name}` })).toBeVisible();
  await expect(page.getByText('Sin guardar', { exact: true })).toBeVisible();

  const canvas = page.getByRole('application', { name: 'Lienzo del plano' });
  const panel = page.getByRole('complementary', { name: 'Propiedades del plano' });
  const seats = canvas.locator('[data-seat]');
  const seat = (key: string) => canvas.locator(`[data-seat="${key}"]`);

  // A stage, and a curved block of 3 × 10 whose arc is centred on it.
  await page.getByRole('button', { name: 'Añadir tarima' }).click();
  await expect(panel.getByRole('heading', { name: 'Tarima' })).toBeVisible();
  await setNumber(panel, 'Posición Y', -80);
  await page.getByRole('button', { name: 'Añadir filas' }).click();
  await expect(panel.getByRole('heading', { name: 'Filas 3 × 10 (filas-1)' })).toBeVisible();
  await expect(seats).toHaveCount(30);
  const straightEdge = Number(await seat('filas-1/0/0').getAttribute('cy'));
  await setNumber(panel, 'Radio de la curva (0 = recta)', 80);
  // The row's ends come forward round the stage: the outer seat is higher than the middle one.
  await expect
    .poll(async () => Number(await seat('filas-1/0/0').getAttribute('cy')))
    .toBeLessThan(straightEdge - 3);

  // A rectangular block of 2 × 8 numbered right to left, in a section of its own.
  await page.getByRole('button', { name: 'Añadir filas' }).click();
  await setNumber(panel, 'Posición Y', 80);
  await setNumber(panel, 'Filas', 2);
  await setNumber(panel, 'Asientos por fila', 8);
  await expect(panel.getByRole('heading', { name: 'Filas 2 × 8 (filas-2)' })).toBeVisible();
  await choose(page, panel, 'Numeración', 'Derecha → izquierda');
  await panel.getByRole('button', { name: 'Nueva sección' }).click();
  const balcony = panel.getByRole('group', { name: 'Platea 2' });
  await balcony.getByLabel('Nombre', { exact: true }).fill('Balcón');
  await panel
    .getByRole('group', { name: 'Balcón' })
    .getByLabel('Código', { exact: true })
    .fill('BALCON');
  await choose(page, panel, 'Sección', 'Balcón (BALCON)');

  // A round table of 8 to the right.
  await page.getByRole('button', { name: 'Añadir mesa' }).click();
  await expect(panel.getByRole('heading', { name: 'Mesa 1 (8 sillas)' })).toBeVisible();
  await setNumber(panel, 'Posición X', 150);
  await expect(seats).toHaveCount(54);
  await expect(page.getByText('54 asientos')).toBeVisible();

  // A seat of the curved block: one click selects the block, a second picks the seat.
  await page.getByRole('button', { name: 'Ver todo el plano' }).click();
  await seat('filas-1/0/0').click();
  await seat('filas-1/0/0').click();
  await expect(panel.getByRole('heading', { name: 'Asiento A-1' })).toBeVisible();
  await panel.getByLabel('Accesible (silla de ruedas)').check();
  await expect(seat('filas-1/0/0')).toHaveClass(/plan-seat--accessible/);
  await seat('filas-1/0/1').click();
  await panel.getByLabel('Acompañante').check();
  await expect(seat('filas-1/0/1')).toHaveClass(/plan-seat--companion/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Guardar plano' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versión 1 guardada.' })).toBeVisible();
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('designer-saved-1366.png') });

  // What the server keeps is what was drawn.
  const stored = (await (
    await request.get(`/api/locations/${location.id}/plan`, { headers: admin })
  ).json()) as PlanVersion;
  expect(stored.seats).toBe(54);
  const [stage, curved, rect, table] = stored.plan.elements;
  expect(stage).toMatchObject({ kind: 'SHAPE', role: 'STAGE', y: -80 });
  expect(curved).toMatchObject({
    kind: 'ROWS',
    rows: 3,
    seatsPerRow: 10,
    curve: 80,
    accessible: [{ row: 0, seat: 0 }],
    companion: [{ row: 0, seat: 1 }],
  });
  expect(rect).toMatchObject({
    kind: 'ROWS',
    rows: 2,
    seatsPerRow: 8,
    numbering: { order: 'RTL' },
  });
  expect(table).toMatchObject({ kind: 'TABLE', shape: 'ROUND', chairs: 8, x: 150 });
  expect(stored.plan.sections.map((s) => s.code)).toEqual(['PLATEA', 'BALCON', 'MESAS']);

  // After a reload the designer opens the saved version.
  await page.reload();
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  await expect(page.getByText('54 asientos')).toBeVisible();
  await expect(seat('filas-1/0/0')).toHaveClass(/plan-seat--accessible/);
  await panel.getByRole('button', { name: 'Filas 2 × 8 (filas-2)' }).click();
  await expect(panel.locator('.p-dropdown-label').getByText('Derecha → izquierda')).toBeVisible();
  await expect(panel.locator('.p-dropdown-label').getByText('Balcón (BALCON)')).toBeVisible();

  // Drag the table, undo and redo the move (Ctrl+Z, Ctrl+Mayús+Z); delete it and undo.
  const posX = panel.getByLabel('Posición X', { exact: true });
  await panel.getByRole('button', { name: 'Mesa 1 (8 sillas)' }).click();
  await expect(posX).toHaveValue('150');
  const body = await canvas.locator('[data-element="mesa-1"] .plan-table').boundingBox();
  await page.mouse.move(body!.x + body!.width / 2, body!.y + body!.height / 2);
  await page.mouse.down();
  await page.mouse.move(body!.x + body!.width / 2 + 40, body!.y + body!.height / 2 + 4, {
    steps: 5,
  });
  await page.mouse.up();
  const moved = Number(await posX.inputValue());
  expect(moved).toBeGreaterThan(150);
  expect(moved % 10).toBe(0);
  await page.keyboard.press('Control+z');
  await expect(posX).toHaveValue('150');
  await page.keyboard.press('Control+Shift+z');
  await expect(posX).toHaveValue(String(moved));
  // A drag the browser takes over (pointercancel: a phone's system gesture) moves nothing.
  const again = (await canvas.locator('[data-element="mesa-1"] .plan-table').boundingBox())!;
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(again.x + again.width / 2 + 60, again.y + again.height / 2 + 30, {
    steps: 5,
  });
  await canvas
    .locator('svg')
    .first()
    .dispatchEvent('pointercancel', { pointerId: 1, pointerType: 'mouse', isPrimary: true });
  await page.mouse.up();
  await expect(posX).toHaveValue(String(moved));
  await canvas.focus();
  await page.keyboard.press('Delete');
  await expect(page.getByText('46 asientos')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('54 asientos')).toBeVisible();
  await page.getByRole('button', { name: 'Rehacer' }).click();
  await expect(page.getByText('46 asientos')).toBeVisible();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('54 asientos')).toBeVisible();

  // A copy of the balcony block, moved onto it with the arrow keys: the save is refused, and
  // the seats on top of each other are marked on the canvas.
  await panel.getByRole('button', { name: 'Filas 2 × 8 (filas-2)' }).click();
  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByText('70 asientos')).toBeVisible();
  const posY = panel.getByLabel('Posición Y', { exact: true });
  await expect(posY).toHaveValue('100');
  await canvas.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(posY).toHaveValue('80');
  await page.getByRole('button', { name: 'Guardar plano' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'No se guardó el plano.' });
  await expect(refusal).toContainText(
    /En la sección Balcón hay \d+ asientos montados unos sobre otros \(a menos de 6 unidades\)/,
  );
  await expect(refusal).toContainText('En la sección Balcón hay asientos con el mismo nombre');
  await expect(seat('filas-3/0/0')).toHaveClass(/plan-seat--refused/);
  await expect(seat('filas-2/0/2')).toHaveClass(/plan-seat--refused/);
  await expect(seat('filas-1/0/2')).not.toHaveClass(/plan-seat--refused/);
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('designer-refused-1366.png') });
  await expectAccessible(page);
  // The browser reports the refused request (422) in its console: that one was expected.
  const refused = consoleErrors.findIndex((e) => e.includes('422'));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  // Undo the moves and the copy, and the plan saves as version 2.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByText('54 asientos')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar plano' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versión 2 guardada.' })).toBeVisible();
  await expect(refusal).toHaveCount(0);

  // Mayús + drag on empty space boxes the curved block and the table; they turn together.
  await page.getByRole('button', { name: 'Ver todo el plano' }).click();
  const first = (await seat('filas-1/0/0').boundingBox())!;
  const tableBox = (await canvas.locator('[data-element="mesa-1"]').boundingBox())!;
  await page.keyboard.down('Shift');
  await page.mouse.move(first.x - 15, first.y - 30);
  await page.mouse.down();
  await page.mouse.move(tableBox.x + tableBox.width + 10, tableBox.y + tableBox.height + 10, {
    steps: 5,
  });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(panel.getByText('2 elementos seleccionados')).toBeVisible();
  await page.getByRole('button', { name: 'Girar 15° a la derecha' }).click();
  const turn = panel.getByLabel('Giro (grados)', { exact: true });
  await panel.getByRole('button', { name: 'Mesa 1 (8 sillas)' }).click();
  await expect(turn).toHaveValue('15');
  await panel.getByRole('button', { name: 'Filas 3 × 10 (filas-1)' }).click();
  await expect(turn).toHaveValue('15');
  await expect(panel.getByRole('button', { name: 'Tarima' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(turn).toHaveValue('0');

  // The wheel zooms the canvas around the pointer.
  const scale = page.locator('.plan-canvas__scale');
  const before = await scale.textContent();
  await canvas.hover();
  await page.mouse.wheel(0, -300);
  await expect(scale).not.toHaveText(before!);

  // Back to Lugares and into the designer again: it opens the version saved last.
  await page.getByRole('link', { name: 'Volver a Lugares' }).click();
  await page.getByRole('tab', { name: 'Lugares' }).click();
  await page.getByRole('button', { name: `Diseñar plano de ${name}` }).click();
  await expect(page.getByText('Versión 2', { exact: true })).toBeVisible();
  await expect(page.getByText('54 asientos')).toBeVisible();
  await page.getByRole('button', { name: 'Ver todo el plano' }).click();
  await expect(seat('filas-1/0/0')).toHaveClass(/plan-seat--accessible/);
  await expect(seat('filas-1/0/1')).toHaveClass(/plan-seat--companion/);
  await page.screenshot({ path: test.info().outputPath('designer-editor-1366.png') });

  // An event at the venue, made in Area de Eventos. It starts in 500 days, so it heads the
  // events table (latest first) and comes last in the public catalogue other tests read.
  const tag = String(Date.now() % 1_000_000);
  const eventName = `Estreno en ${name}`;
  await page.getByRole('link', { name: 'Volver a Lugares' }).click();
  await page.getByRole('tab', { name: 'Eventos' }).click();
  await page.getByRole('button', { name: 'Nuevo evento' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Nuevo evento' });
  await eventDialog.getByLabel('Nombre', { exact: true }).fill(eventName);
  await eventDialog.getByLabel('Código', { exact: true }).fill(`ESTRENO-${tag}`);
  await eventDialog.getByRole('button', { name: 'Elija el lugar' }).click();
  await page.getByRole('option', { name: `${name} (Caracas)`, exact: true }).click();
  await eventDialog.getByLabel('Inicio').fill(caracasInput(Date.now() + 500 * 86_400_000));
  // "Publicar desde" left empty: the event is made as a draft, priced, then published.
  await expect(eventDialog.getByLabel('Publicar desde')).toHaveValue('');
  await eventDialog.getByRole('button', { name: 'Crear evento' }).click();
  await expect(eventDialog).toHaveCount(0);
  await page.waitForURL(/\/dashboard\/event\?event=/);
  const eventId = new URL(page.url()).searchParams.get('event')!;
  const eventRow = page
    .getByRole('table', { name: 'Eventos' })
    .getByRole('row')
    .filter({ hasText: eventName });
  await expect(eventRow).toContainText('Borrador');
  await expect(eventRow).toContainText('0 / 54');

  // The venue's plan came with the event: one zone per section, its seats, at 0.00.
  const zones = page.getByRole('region', { name: `Zonas de ${eventName}` });
  await expect(zones).toContainText('Asientos copiados del plano del lugar, versión 2.');
  const zoneRow = (code: string) => zones.getByRole('row').filter({ hasText: code });
  for (const [code, seatsIn] of [
    ['PLATEA', '30'],
    ['BALCON', '16'],
    ['MESAS', '8'],
  ]) {
    await expect(zones.getByTestId(`zone-capacity-${code}`)).toHaveText(seatsIn);
    await expect(zoneRow(code)).toContainText('$ 0,00');
  }
  // Each section priced in its zone's dialog.
  const prices = [
    ['Platea', 'PLATEA', '25.00', '$ 25,00'],
    ['Balcón', 'BALCON', '15.00', '$ 15,00'],
    ['Mesas', 'MESAS', '40.00', '$ 40,00'],
  ] as const;
  for (const [zoneName, code, price, shown] of prices) {
    await zones.getByRole('button', { name: `Editar zona ${zoneName}` }).click();
    const zoneDialog = page.getByRole('dialog', { name: `Editar zona ${zoneName}` });
    await zoneDialog.getByLabel('Precio base (USD)').fill(price);
    await zoneDialog.getByRole('button', { name: 'Guardar zona' }).click();
    await expect(zoneDialog).toHaveCount(0);
    await expect(zoneRow(code)).toContainText(shown);
  }

  // Published: the event's "Publicar desde" set to a minute ago, in its edit dialog.
  await eventRow.getByRole('button', { name: `Editar ${eventName}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Editar ${eventName}` });
  await expect(editDialog.getByLabel('Evento activo')).toBeChecked();
  await editDialog.getByLabel('Publicar desde').fill(caracasInput(Date.now() - 60_000));
  await editDialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(eventRow).toContainText('Publicado');

  // A buyer on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await phone.newPage();
  // The buyer's console errors fail the test as the admin's do (the fixture reports them).
  buyer.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`comprador: ${m.text()}`);
  });
  buyer.on('pageerror', (e) => consoleErrors.push(`comprador: ${String(e)}`));
  await buyer.goto(`/eventos/reservation?event=${eventId}`);
  await expect(buyer.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(buyer.locator('[data-map-ready="true"]')).toBeVisible();
  const legend = buyer.getByLabel('Leyenda del mapa');
  await expect(legend).toContainText('Platea');
  await expect(legend).toContainText('Balcón');
  await expect(legend).toContainText('Mesas');
  await expect(legend).toContainText('Silla de ruedas');
  await expect(legend).toContainText('Acompañante');
  await buyer.screenshot({ path: test.info().outputPath('public-map-390.png') });
  await expectAccessible(buyer);

  await buyer.getByRole('button', { name: 'Mejores asientos' }).click();
  const best = buyer.getByRole('dialog', { name: 'Mejores asientos' });
  // An ordinary request cannot get the wheelchair place or its companion's seat: 28 of 30.
  await expect(best.getByLabel('Zona')).toHaveValue('Platea · $ 25,00 · 28 disponibles');
  await best.getByLabel(/Necesito un puesto accesible/).check();
  // What the drop-down shows (its hidden input keeps the first text it was given).
  await expect(best.locator('.p-dropdown-label')).toHaveText(
    'Platea · $ 25,00 · 1 puesto accesible',
  );
  await expect(best.getByLabel('Cantidad de asientos')).toHaveValue('2');
  await best.getByRole('button', { name: 'Buscar y reservar' }).click();
  await expect(best).toBeHidden();
  const cart = buyer.getByRole('region', { name: 'Sus asientos', exact: true });
  const held = cart.getByRole('list', { name: 'Asientos reservados' }).getByRole('listitem');
  await expect(held).toHaveCount(2);
  await expect(held.nth(0)).toContainText('Platea');
  await expect(held.nth(0)).toContainText('Fila A, asiento 1');
  // Each says which it is, in words.
  await expect(held.nth(0)).toContainText('Puesto para silla de ruedas');
  await expect(held.nth(1)).toContainText('Platea');
  await expect(held.nth(1)).toContainText('Fila A, asiento 2');
  await expect(held.nth(1)).toContainText('Asiento de acompañante');
  await expect(cart).toContainText('2 asientos');
  await expect(cart).toContainText('$ 50,00');
  await expect(buyer.getByRole('timer')).toBeVisible();
  await buyer.screenshot({ path: test.info().outputPath('public-held-390.png') });

  // Checkout: signs up on the spot and pays by transfer.
  await cart.getByRole('button', { name: 'Continuar al pago' }).click();
  await buyer.waitForURL('**/eventos/checkout**');
  const summary = buyer.getByRole('region', { name: 'Resumen de su compra' });
  await expect(summary).toContainText('Platea × 2');
  await expect(summary).toContainText('Fila A, asiento 1 · Puesto para silla de ruedas');
  await expect(summary).toContainText('Fila A, asiento 2 · Asiento de acompañante');
  await buyer.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await buyer.getByLabel('Apellido', { exact: true }).fill('Pérez');
  await buyer
    .getByLabel('Correo electrónico', { exact: true })
    .fill(`rosa.${Date.now()}@tickera.test`);
  await buyer.getByLabel('Contraseña', { exact: true }).fill(CUSTOMER_PASSWORD);
  await buyer.getByRole('button', { name: 'Crear cuenta y continuar' }).click();
  await expect(buyer.getByRole('heading', { name: 'Comprador' })).toBeVisible();
  await expect(summary).toContainText('Platea × 2');
  const totalVes = (await summary.locator('dd.summary-total-ves').textContent())!;
  await expect(buyer.getByLabel('Monto pagado')).toHaveValue(totalVes.replace('Bs.S', '').trim());
  await buyer.getByRole('button', { name: 'Seleccione su banco' }).click();
  await buyer.getByRole('option', { name: '0102 - Banco de Venezuela' }).click();
  await buyer.getByLabel('Número de referencia').fill(String(Date.now()).slice(-10));
  await buyer.getByLabel('Fecha del pago').fill(todayInCaracas());
  await buyer.getByRole('button', { name: 'Confirmar compra' }).click();

  // The receipt names the two seats of Platea, and what each is.
  await buyer.waitForURL(/\/eventos\/successful-purchase\?order=/);
  await expect(buyer.getByRole('heading', { name: '¡Gracias por su compra!' })).toBeVisible();
  await expect(buyer.getByText('Pendiente de verificación')).toBeVisible();
  const receipt = buyer.getByRole('table');
  await expect(receipt.getByRole('row')).toHaveCount(3);
  await expect(receipt.getByRole('row').nth(1)).toContainText(
    /Platea\s*Fila A, asiento 1\s*Puesto para silla de ruedas\s*\$ 25,00/,
  );
  await expect(receipt.getByRole('row').nth(2)).toContainText(
    /Platea\s*Fila A, asiento 2\s*Asiento de acompañante\s*\$ 25,00/,
  );
  await buyer.screenshot({ path: test.info().outputPath('receipt-390.png'), fullPage: true });

  // The public map at a desktop's width: the pair is taken, the rest is on sale.
  await buyer.setViewportSize({ width: 1366, height: 860 });
  await buyer.goto(`/eventos/reservation?event=${eventId}`);
  await expect(buyer.locator('[data-map-ready="true"]')).toBeVisible();
  const platea = buyer.getByRole('group', { name: /^Platea,/ });
  await expect(platea.getByRole('button', { name: /^Fila A, asiento 1, / })).toHaveAttribute(
    'data-status',
    'sold',
  );
  await expect(platea.getByRole('button', { name: /^Fila A, asiento 2, / })).toHaveAttribute(
    'data-status',
    'sold',
  );
  await expect(platea.getByRole('button', { name: /^Fila A, asiento 3, / })).toHaveAttribute(
    'data-status',
    'available',
  );
  // A fresh load of the page comes back scrolled to where the phone left the map (the
  // router's scroll restoration): the picture is taken from the top.
  await buyer.evaluate(() => window.scrollTo(0, 0));
  await buyer.screenshot({ path: test.info().outputPath('public-map-1366.png'), fullPage: true });
  await phone.close();
});

/** A new venue (Lugar) made through the API by an admin, and the admin's headers. */
async function newVenue(request: APIRequestContext, name: string, city: string) {
  const admin = await staffAuth(request, 'admin');
  const tag = Date.now() % 1_000_000;
  const created = await request.post('/api/locations', {
    headers: admin,
    data: { name: `${name} ${tag}`, code: `${name.slice(0, 2).toUpperCase()}${tag}`, city },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { admin, location: (await created.json()) as { id: string } };
}

test('[DESIGNER] a general-admission area drawn as a polygon, corner by corner; the turn handle turns in 15° steps', async ({
  page,
  request,
  login,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const { admin, location } = await newVenue(request, 'Explanada', 'Valencia');
  await login('admin');
  await page.goto(`/dashboard/lugares/${location.id}/plano`);
  const canvas = page.getByRole('application', { name: 'Lienzo del plano' });
  const panel = page.getByRole('complementary', { name: 'Propiedades del plano' });

  await page.getByRole('button', { name: 'Añadir área general' }).click();
  await expect(panel.getByRole('heading', { name: 'Área general (500 personas)' })).toBeVisible();
  await choose(page, panel, 'Forma', 'Polígono');
  const corners = panel.getByRole('group', { name: /Esquinas/ });
  await expect(corners).toHaveAccessibleName('Esquinas (4)');
  await expect(panel.getByLabel('Esquina 2 X', { exact: true })).toHaveValue('100');
  await expect(panel.getByLabel('Ancho', { exact: true })).toHaveCount(0);
  // A fifth corner halfway along the last side, pulled out to the left with the keyboard.
  await corners.getByRole('button', { name: 'Añadir esquina' }).click();
  await expect(corners).toHaveAccessibleName('Esquinas (5)');
  await setNumber(panel, 'Esquina 5 X', -160);
  await expect(panel.getByLabel('Esquina 5 Y', { exact: true })).toHaveValue('0');

  // The first corner dragged on the canvas, 40 units up (snapped to the grid).
  await page.getByRole('button', { name: 'Ver todo el plano' }).click();
  const corner = canvas.locator('[data-handle="corner"][data-corner="0"]');
  const at = (await corner.boundingBox())!;
  const scale =
    Number((await page.locator('.plan-canvas__scale').textContent())!.replace(/\D/g, '')) / 100;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2 - 40 * scale, { steps: 4 });
  await page.mouse.up();
  await expect(panel.getByLabel('Esquina 1 Y', { exact: true })).toHaveValue('-90');
  await expect(panel.getByLabel('Esquina 1 X', { exact: true })).toHaveValue('-100');
  await corners.getByRole('button', { name: 'Quitar esquina 3' }).click();
  await expect(corners).toHaveAccessibleName('Esquinas (4)');
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(corners).toHaveAccessibleName('Esquinas (5)');

  // The turn handle above the selection: a quarter turn clockwise round the area's centre.
  const turn = panel.getByLabel('Giro (grados)', { exact: true });
  const handle = (await canvas.locator('[data-handle="rotate"]').boundingBox())!;
  const centre = (await canvas.locator('[data-element="area-1"]').boundingBox())!;
  const [hx, hy] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
  const radius = hy - (centre.y + centre.height / 2);
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  await page.mouse.move(hx - radius * 0.7, hy - radius * 0.3, { steps: 3 });
  await page.mouse.move(hx - radius, hy - radius, { steps: 3 });
  await page.mouse.up();
  await expect(turn).toHaveValue('90');
  await page.screenshot({ path: test.info().outputPath('designer-polygon-1366.png') });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Guardar plano' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versión 1 guardada.' })).toBeVisible();
  const stored = (await (
    await request.get(`/api/locations/${location.id}/plan`, { headers: admin })
  ).json()) as PlanVersion;
  expect(stored.plan.elements[0]).toMatchObject({
    kind: 'AREA',
    shape: 'POLYGON',
    rotation: 90,
    points: [
      [-100, -90],
      [100, -50],
      [100, 50],
      [-100, 50],
      [-160, 0],
    ],
  });
});

test('[DESIGNER] a seat of a block is chosen by its name from the keyboard, then flagged accessible', async ({
  page,
  request,
  login,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const { admin, location } = await newVenue(request, 'Auditorio', 'Mérida');
  const saved = await request.put(`/api/locations/${location.id}/plan`, {
    headers: admin,
    data: {
      sections: [{ id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' }],
      elements: [
        { kind: 'ROWS', id: 'bloque', section: 'platea', x: 200, y: 200, rows: 2, seatsPerRow: 6 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await login('admin');
  await page.goto(`/dashboard/lugares/${location.id}/plano`);
  const panel = page.getByRole('complementary', { name: 'Propiedades del plano' });
  await panel.getByRole('button', { name: 'Filas 2 × 6 (bloque)' }).click();

  const picker = panel.getByLabel('Elegir un asiento (ej. B-4)');
  await picker.fill('c-9');
  await picker.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText('No hay un asiento «c-9» en este bloque.');
  await picker.fill('b-4');
  await picker.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Asiento B-4' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Accesible (silla de ruedas)')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel.getByLabel('Accesible (silla de ruedas)')).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Guardar plano' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Versión 2 guardada.' })).toBeVisible();
  const stored = (await (
    await request.get(`/api/locations/${location.id}/plan`, { headers: admin })
  ).json()) as PlanVersion;
  expect(stored.plan.elements[0]).toMatchObject({ accessible: [{ row: 1, seat: 3 }] });
});

test('[DESIGNER] a demo venue is a plan the designer opens and saves like any other', async ({
  page,
  request,
  login,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  const admin = await staffAuth(request, 'admin');
  const venues = (await (await request.get('/api/locations', { headers: admin })).json()) as {
    items: { id: string; name: string }[];
  };
  const teatro = venues.items.find((v) => v.name === 'Teatro Teresa Carreño')!;
  const plan = (await (
    await request.get(`/api/locations/${teatro.id}/plan`, { headers: admin })
  ).json()) as PlanVersion;
  await login('admin');
  await page.goto(`/dashboard/lugares/${teatro.id}/plano`);
  await expect(page.getByRole('heading', { name: 'Plano de Teatro Teresa Carreño' })).toBeVisible();
  await expect(page.getByText(`Versión ${plan.version}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${plan.seats.toLocaleString('es-VE')} asientos`)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Propiedades del plano' });
  await expect(panel.getByRole('button', { name: /^Filas / })).toHaveCount(
    plan.plan.elements.filter((e) => e.kind === 'ROWS').length,
  );
  await page.screenshot({ path: test.info().outputPath('designer-demo-venue-1366.png') });
});
