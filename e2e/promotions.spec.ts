/**
 * Promotions: a promo link opens the event's seat map with the promotion's banner, and the
 * buyer sees the discounted total before paying; a coupon the buyer may no longer use is
 * explained and the total is the full one.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { concert, newCustomer, pageAuth, pendingOrder, staffAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

const CONCERT = /Leyendas de la Salsa/;

test('[PROMO] a promo link shows its banner, and the summary the discount and the new total', async ({
  page,
  login,
}) => {
  // axe reads every seat of the concert's map (2,380 elements): 30–40 s on this 2-core
  // machine, so the default minute leaves no room. A budget, not a retry.
  test.setTimeout(150_000);
  const admin = await staffAuth(page.request, 'admin');
  const events = (await (await page.request.get('/api/events?category=CONCIERTO')).json()) as {
    items: { id: string; name: string }[];
  };
  const concert = events.items.find((e) => CONCERT.test(e.name))!;
  const code = `E2E${Date.now() % 1_000_000}`;
  const created = await page.request.post('/api/coupons', {
    headers: admin,
    data: { code, eventId: concert.id, discountType: 'PERCENT', discountValue: '25' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await login('customer');
  await page.goto(`/promocion/${code.toLowerCase()}`);
  await page.waitForURL(`**/eventos/reservation?event=${concert.id}`);
  await expect(page.locator('.promo-banner')).toContainText(
    `Promoción ${code}: 25 % de descuento en sus entradas`,
  );
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  const seat = page
    .getByRole('group', { name: /^General,/ })
    .locator('[data-status="available"]')
    .first();
  const seatId = await seat.getAttribute('data-seat-id');
  await page.locator(`[data-seat-id="${seatId}"]`).click();
  await expect(page.locator(`[data-seat-id="${seatId}"]`)).toHaveAttribute('data-status', 'mine');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await page.waitForURL('**/eventos/checkout**');
  const summary = page.getByRole('region', { name: 'Resumen de su compra' });
  // General is 25.00: a quarter off is 6.25, and the total is what remains plus its fees.
  await expect(summary.locator('dd.summary-discount')).toContainText('−$ 6,25');
  await expect(summary.locator('dt.summary-discount')).toHaveText(`Descuento (cupón ${code})`);
  await expect(summary).toContainText(`Cupón ${code} aplicado`);
  const total = (await summary.locator('dd.summary-total').textContent())!;
  const server = (await (
    await page.request.get(`/api/cart/summary?eventId=${concert.id}&couponCode=${code}`, {
      headers: await pageAuth(page),
    })
  ).json()) as { total: string; totalVes: string; discount: string; discountVes: string };
  expect(server.discount).toBe('6.25');
  const ves = (v: string) => Number(v).toLocaleString('es-VE', { minimumFractionDigits: 2 });
  await expect(summary.locator('dd.summary-discount')).toContainText(
    `−Bs.S ${ves(server.discountVes)}`,
  );
  await expect(page.getByText(`ya con $ 6,25 de descuento del cupón ${code}`)).toBeVisible();
  expect(total.replace(/[^\d,]/g, '').replace(',', '.')).toBe(server.total);
  // The amount to transfer starts at the discounted total in bolívares.
  await expect(page.getByLabel('Monto pagado')).toHaveValue(
    Number(server.totalVes).toLocaleString('es-VE', { minimumFractionDigits: 2 }),
  );
  await expectAccessible(page);

  // Leave the seat for the next run.
  await page.getByRole('link', { name: 'Volver al mapa de asientos' }).click();
  await page.getByRole('button', { name: 'Vaciar' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('[PROMO] an admin creates a coupon on Cupones Reclamados; a buyer uses it and it is listed', async ({
  page,
  login,
}) => {
  const event = await concert(page.request);
  const code = `CLAIM${Date.now() % 1_000_000}`;
  await login('admin');
  await page.goto('/dashboard/claims');
  await expect(page.getByRole('heading', { name: 'Cupones Reclamados', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Cupones' }).click();
  await page.getByRole('button', { name: 'Nuevo cupón' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cupón' });
  await dialog.getByLabel('Código').fill(code);
  await dialog.getByRole('button', { name: 'Elija el evento' }).click();
  await page.getByRole('option', { name: event.name }).click();
  await dialog.getByLabel('Descuento (%)').fill('150');
  await dialog.getByRole('button', { name: 'Guardar cupón' }).click();
  // The server's rule, in Spanish, under its field; nothing is saved.
  await expect(dialog).toContainText('Un porcentaje no puede pasar de 100');
  await dialog.getByLabel('Descuento (%)').fill('20');
  await dialog.getByLabel('Máximo de usos').fill('50');
  await dialog.getByRole('button', { name: 'Guardar cupón' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('20 %');
  await expect(row).toContainText('0 de 50');
  await expectAccessible(page);

  // A buyer uses it (through the API, as a checkout does).
  const buyer = await newCustomer(page.request, 'Lucia', 'Pérez');
  const order = await pendingOrder(
    page.request,
    buyer,
    event.id,
    `${Date.now()}`.slice(-8),
    1,
    code,
  );
  expect(order.status).toBe('PENDIENTE');

  await page.getByRole('tab', { name: 'Reclamados' }).click();
  await page.getByLabel('Cupón').fill(code);
  const claim = page.getByRole('row', { name: new RegExp(`#${order.number}`) });
  await expect(claim).toContainText('Lucia Pérez');
  await expect(claim).toContainText(event.name);
  const discount = (order as unknown as { discount: string }).discount;
  expect(Number(discount)).toBeGreaterThan(0);
  await expect(claim).toContainText(
    `$ ${Number(discount).toLocaleString('es-VE', { minimumFractionDigits: 2 })}`,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await (await download).path().then((p) => readFileSync(p, 'utf8'));
  expect(csv).toContain(`;"${code}";"${order.number}";"PENDIENTE";`);
  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await excel).path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).getCell(2).value).toBe('Cupón');
  expect(sheet.getRow(2).getCell(2).value).toBe(code);
  expect(sheet.getRow(2).getCell(8).value).toBe(Number(discount));
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Cupones' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('1 de 50');
});
