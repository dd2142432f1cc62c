/**
 * Public sales: catalogue → seat map → countdown → checkout (sign-up on the spot) →
 * receipt → Mis Entradas; live seat updates between browsers; the currency input.
 */
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import { DEMO, expect, test } from './fixtures';

const CONCERT = /Leyendas de la Salsa/;

/** The concert's id, from the public catalogue. */
async function concertId(page: Page): Promise<string> {
  const response = await page.request.get('/api/events?category=CONCIERTO');
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  return items.find((e) => CONCERT.test(e.name))!.id;
}

async function openSeatMap(page: Page, eventId: string): Promise<void> {
  await page.goto(`/eventos/reservation?event=${eventId}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
}

/** Clicks the first available seat of a zone; answers its place ("Fila A, asiento 3"). */
async function pickSeat(page: Page, zone: string): Promise<{ id: string; place: string }> {
  const seat = page.getByRole('group', { name: new RegExp(`^${zone},`) });
  const available = seat.locator('[data-status="available"]').first();
  const id = (await available.getAttribute('data-seat-id'))!;
  const label = (await available.getAttribute('aria-label'))!;
  // The seat read above, by its id: `available.first()` would be looked up again at the
  // click and could land on another seat if one turned available meanwhile.
  await page.locator(`[data-seat-id="${id}"]`).click();
  await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-status', 'mine');
  await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute(
    'aria-label',
    label.replace('disponible', 'seleccionado'),
  );
  return { id, place: label.replace(', disponible', '') };
}

function readStorage(page: Page, key: string) {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

function seconds(text: string): number {
  const [mm, ss] = text.split(':').map(Number);
  return mm * 60 + ss;
}

function todayInCaracas(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
}

test('[SALES] an anonymous visitor picks two seats, signs up at checkout, pays and finds the order in Mis Entradas', async ({
  page,
}) => {
  await page.goto('/eventos');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: CONCERT }).click();
  await expect(page.getByRole('heading', { name: CONCERT, level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Dancefloor');
  await page.getByRole('button', { name: 'Comprar entradas' }).click();
  await page.waitForURL(/\/eventos\/reservation\?event=/);
  const eventId = new URL(page.url()).searchParams.get('event')!;
  const banner = JSON.parse((await readStorage(page, STORAGE_KEYS.bannerEvent))!) as { id: string };
  expect(banner.id).toBe(eventId);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();

  // No booking yet: the menu is there and no countdown.
  await expect(page.getByRole('navigation', { name: 'Navegación pública' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);

  const first = await pickSeat(page, 'General');
  const second = await pickSeat(page, 'General');

  // The countdown follows the holds' deadline and replaces the top-bar menu.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\d\d:\d\d$/);
  const left = seconds((await timer.textContent())!);
  expect(left).toBeLessThanOrEqual(600);
  expect(left).toBeGreaterThan(540);
  await expect(page.getByRole('navigation', { name: 'Navegación pública' })).toHaveCount(0);
  const booking = JSON.parse((await readStorage(page, STORAGE_KEYS.bookingData))!) as {
    eventId: string;
    seatIds: string[];
  };
  expect(booking.eventId).toBe(eventId);
  expect(booking.seatIds.sort()).toEqual([first.id, second.id].sort());
  expect(Number(await readStorage(page, STORAGE_KEYS.timeLeft))).toBeGreaterThan(540);

  const cart = page.getByRole('list', { name: 'Asientos reservados' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL('**/eventos/checkout**');
  await expect(page.getByRole('timer')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen de su compra' });
  await expect(summary).toContainText('General × 2');
  await expect(summary).toContainText(first.place);

  // Sign up right here: the anonymous user is upgraded and keeps the seats.
  await page.getByLabel('Nombre', { exact: true }).fill('María');
  await page.getByLabel('Apellido', { exact: true }).fill('González');
  await page
    .getByLabel('Correo electrónico', { exact: true })
    .fill(`compradora.${Date.now()}@tickera.test`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Clave.Segura.2026');
  await page.getByRole('button', { name: 'Crear cuenta y continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Comprador' })).toBeVisible();
  await expect(summary).toContainText('General × 2');

  // Where to pay is the operator's transfer account (business settings), and how long.
  const settings = await (await page.request.get('/api/settings')).json();
  const account = settings.paymentAccounts.find(
    (a: { method: string }) => a.method === 'TRANSFERENCIA',
  );
  const payee = page.locator('.payee-details');
  await expect(payee).toContainText(account.holderName);
  await expect(payee).toContainText(`${account.bankCode} - ${account.bankName}`);
  await expect(payee).toContainText(
    account.accountNumber.replace(/^(\d{4})(\d{4})(\d{2})(\d{10})$/, '$1-$2-$3-$4'),
  );
  await expect(summary).toContainText('para pagar desde que registre la orden');

  // Pay by transfer; the amount comes prefilled with the Bs.S total.
  const totalVes = (await summary.locator('dd.summary-total-ves').textContent())!;
  const amount = page.getByLabel('Monto pagado');
  await expect(amount).toHaveValue(totalVes.replace('Bs.S', '').trim());
  await page.getByRole('button', { name: 'Seleccione su banco' }).click();
  await page.getByRole('option', { name: '0102 - Banco de Venezuela' }).click();
  await page.getByLabel('Número de referencia').fill(String(Date.now()).slice(-10));
  await page.getByLabel('Fecha del pago').fill(todayInCaracas());
  await page.getByRole('button', { name: 'Confirmar compra' }).click();

  await page.waitForURL(/\/eventos\/successful-purchase\?order=/);
  await expect(page.getByRole('heading', { name: '¡Gracias por su compra!' })).toBeVisible();
  await expect(page.getByText('Pendiente de verificación')).toBeVisible();
  await expect(page.getByText(/Pague antes de .+ \(hora de Caracas\)/)).toBeVisible();
  await expect(page.getByRole('table')).toContainText(first.place);
  await expect(page.getByRole('table')).toContainText(second.place);
  for (const key of [STORAGE_KEYS.timeLeft, STORAGE_KEYS.bookingData, STORAGE_KEYS.promoData]) {
    expect(await readStorage(page, key), key).toBeNull();
  }
  await expect(page.getByRole('timer')).toHaveCount(0);

  await page.getByRole('link', { name: 'Ver Mis Entradas' }).click();
  await page.waitForURL('**/dashboard/mytickets');
  const order = page.getByRole('article').filter({ hasText: CONCERT });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Pendiente');
  await expect(order).toContainText('Pague antes de');
  await expect(order).toContainText(first.place);
  await expect(order).toContainText(second.place);
});

test('[SALES] a list of holds read before the seat was taken does not give the seat back', async ({
  page,
}) => {
  // The race a first click makes: the anonymous session starts, the list of holds is read
  // at once and answered before the hold lands, and that answer arrives after the hold's.
  await openSeatMap(page, await concertId(page));
  const group = page.getByRole('group', { name: /^General,/ });
  const seatId = await group
    .locator('[data-status="available"]')
    .first()
    .getAttribute('data-seat-id');
  const seat = page.locator(`[data-seat-id="${seatId}"]`);
  let listAsked!: () => void;
  const listAnswered = new Promise<void>((resolve) => (listAsked = resolve));
  let lists = 0;
  await page.route('**/api/holds?eventId=*', async (route) => {
    if (++lists > 1) return route.continue();
    const early = await route.fetch();
    expect(await early.json()).toEqual({ holds: [] });
    listAsked();
    await expect(seat).toHaveAttribute('data-status', 'mine');
    await route.fulfill({ response: early });
  });
  await page.route('**/api/holds', async (route) => {
    await listAnswered;
    await route.continue();
  });
  const readAgain = page.waitForResponse(
    (r) => r.url().includes('/api/holds?eventId=') && lists === 2 && r.status() === 200,
    { timeout: 10_000 },
  );
  await seat.click();
  expect(await (await readAgain).json()).toMatchObject({ holds: [{ seatId }] });
  await expect(seat).toHaveAttribute('data-status', 'mine');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Vaciar' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('[SALES] a second browser sees seats turn held and free again without reloading', async ({
  page,
  browser,
}) => {
  const eventId = await concertId(page);
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const watcherErrors: string[] = [];
  watcher.on('console', (m) => {
    if (m.type() === 'error') watcherErrors.push(m.text());
  });
  await openSeatMap(watcher, eventId);
  await openSeatMap(page, eventId);

  const picked = [await pickSeat(page, 'Dancefloor'), await pickSeat(page, 'Dancefloor')];
  const seatIn = (p: Page, id: string): Locator => p.locator(`[data-seat-id="${id}"]`);
  for (const { id } of picked) {
    await expect
      .poll(() => seatIn(watcher, id).getAttribute('data-status'), { timeout: 5_000 })
      .toBe('held');
    await expect(seatIn(watcher, id)).toHaveAttribute('aria-label', /, reservado$/);
  }

  // Releasing one seat frees it on the watcher's map too; the other stays held.
  await page.getByRole('button', { name: `Quitar ${picked[0].place}` }).click();
  await expect
    .poll(() => seatIn(watcher, picked[0].id).getAttribute('data-status'), { timeout: 5_000 })
    .toBe('available');
  await expect(seatIn(watcher, picked[1].id)).toHaveAttribute('data-status', 'held');

  await watcherContext.close();
  expect(watcherErrors).toEqual([]);
});

test('[SALES] the payment amount is a cash-register currency input (digits, 2 decimals, es-VE)', async ({
  page,
  login,
}) => {
  await login('customer');
  await openSeatMap(page, await concertId(page));
  await pickSeat(page, 'General');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL('**/eventos/checkout**');
  await expect(page.getByRole('region', { name: 'Comprador' })).toContainText(DEMO.customer);

  const amount = page.getByLabel('Monto pagado');
  await expect(amount).not.toHaveValue('0,00');
  await amount.fill('');
  await expect(amount).toHaveValue('0,00');
  const shown: string[] = [];
  for (const key of '12345') {
    await amount.press(key);
    shown.push(await amount.inputValue());
  }
  expect(shown).toEqual(['0,01', '0,12', '1,23', '12,34', '123,45']);
  await amount.press('a');
  await amount.press('-');
  await expect(amount).toHaveValue('123,45');
  await amount.press('6');
  await amount.press('7');
  await expect(amount).toHaveValue('12.345,67');
  await amount.press('Backspace');
  await expect(amount).toHaveValue('1.234,56');

  // Switching the currency prefills the total in that currency.
  const totalUsd = (await page.locator('dd.summary-total').textContent())!;
  await page.getByRole('button', { name: 'USD' }).click();
  await expect(amount).toHaveValue(totalUsd.replace('$', '').trim());

  // Leave the seat for the next run of the suite.
  await page.getByRole('link', { name: 'Volver al mapa de asientos' }).click();
  await page.getByRole('button', { name: 'Vaciar' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('[SALES] "Mejores asientos" asks the server for adjacent seats and holds them', async ({
  page,
}) => {
  await openSeatMap(page, await concertId(page));
  await page.getByRole('button', { name: 'Mejores asientos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mejores asientos' });
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/holds/best') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Buscar y reservar' }).click();
  const created = (await (await answer).json()) as {
    seats: { id: string; row: string; index: number }[];
  };
  await expect(dialog).toHaveCount(0);
  expect(created.seats).toHaveLength(2);
  const [a, b] = created.seats;
  expect(b.row).toBe(a.row);
  expect(b.index).toBe(a.index + 1);
  for (const s of created.seats) {
    await expect(page.locator(`[data-seat-id="${s.id}"]`)).toHaveAttribute('data-status', 'mine');
  }
  await expect(page.getByText('Asientos reservados')).toBeVisible();
});
