/**
 * The books on screen (issue 13): today's indicators follow the sales on their own every
 * 30 s, and the audit shows who did what with its before and after, filtered and exported.
 * The suite shares one database: figures are compared before and after this test's own
 * orders, and the audit is searched for this test's own order.
 */
import { readFileSync } from 'node:fs';
import type { AuditList, Indicators } from '@tickera/shared/schemas/reports';
import {
  approveOrder,
  concert,
  newCustomer,
  pendingOrder,
  staffAuth,
  type Auth,
} from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

const int = (n: number) => n.toLocaleString('es-VE');
const usd = (v: string) =>
  `$ ${Number(v).toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const caracasDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
    Date.now() + offsetDays * 86_400_000,
  );
const actions = (n: number) => `${int(n)} ${n === 1 ? 'acción' : 'acciones'}`;
const reference = () => `6${String(Date.now()).slice(-7)}`;

test('[BOOKS] Indicadores para Hoy: a sale shows up at the next 30 s refresh, without a reload', async ({
  page,
  login,
}) => {
  // The browser's clock is ours: installed before the app loads, stopped once the figures
  // show, so the 30 s pass when the test says so (however slow the machine), not in real time.
  await page.clock.install();
  const admin = await staffAuth(page.request, 'admin');
  const today = async (): Promise<Indicators> =>
    (await page.request.get('/api/indicators/today', { headers: admin })).json();
  const event = await concert(page.request);
  const buyer = await newCustomer(page.request, 'Irene', 'Lara');

  await login('admin');
  const before = await today();
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/indicators/today')) reads.push(r.url());
  });
  await page.goto('/dashboard/indicators');
  await expect(page.getByRole('heading', { name: 'Indicadores para Hoy', level: 1 })).toBeVisible();
  const figure = (name: string) => page.getByRole('group', { name }).locator('.today-figure-value');
  await expect(figure('Asientos vendidos')).toHaveText(int(before.seatsSold));
  await expect(figure('Órdenes')).toHaveText(int(before.orders));
  await expect(figure('Bruto')).toHaveText(usd(before.gross));
  await expect(figure('Aprobaciones pendientes')).toHaveText(int(before.pendingApprovals));
  await expect(figure('Entradas registradas')).toHaveText(int(before.checkIns));
  const updated = page.getByText(/^Actualizado a las \d/);
  const firstRead = await updated.textContent();
  await expectAccessible(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const readsBefore = reads.length;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // A sale of two seats, placed and approved through the API.
  const order = await pendingOrder(page.request, buyer, event.id, reference(), 2);
  await approveOrder(page.request, order.id);
  const after = await today();
  expect(after.seatsSold).toBe(before.seatsSold + 2);
  expect(after.orders).toBe(before.orders + 1);
  // Nothing asked yet: the page still shows what it read.
  await expect(figure('Asientos vendidos')).toHaveText(int(before.seatsSold));
  expect(reads.length).toBe(readsBefore);

  // 30 s later the interval asks again; time then flows so the answer is drawn.
  await page.clock.fastForward(30_000);
  await page.clock.resume();
  await expect(figure('Asientos vendidos')).toHaveText(int(after.seatsSold));
  await expect(figure('Órdenes')).toHaveText(int(after.orders));
  await expect(figure('Bruto')).toHaveText(usd(after.gross));
  const row = page.getByRole('row', { name: event.name });
  const mine = after.byEvent.find((e) => e.eventId === event.id)!;
  // Evento, Órdenes, Asientos vendidos, Bruto…
  await expect(row.getByRole('cell').nth(1)).toHaveText(int(mine.orders));
  await expect(row.getByRole('cell').nth(2)).toHaveText(int(mine.seatsSold));
  await expect(updated).not.toHaveText(firstRead!);
  expect(reads.length).toBe(readsBefore + 1);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('[BOOKS] Auditoría: an auditor finds a supervisor’s approval, narrows it down and exports it', async ({
  page,
  login,
}) => {
  const event = await concert(page.request);
  const buyer = await newCustomer(page.request, 'Aurora', 'Díaz');
  const order = await pendingOrder(page.request, buyer, event.id, reference(), 1);
  await approveOrder(page.request, order.id, 'supervisor');
  const auditor: Auth = await staffAuth(page.request, 'auditor');
  const count = async (query: string) =>
    (
      (await (
        await page.request.get(`/api/audit?${query}`, { headers: auditor })
      ).json()) as AuditList
    ).total;

  await login('auditor');
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Auditoría' });
  const approval = table.getByRole('row').filter({ hasText: order.id }).filter({
    hasText: 'Orden aprobada',
  });
  await expect(approval).toHaveCount(1);
  await expect(approval).toContainText('supervisor@tickera.test');
  await expect(approval).toContainText('orders.approve');
  await expect(approval).toContainText('status: PENDIENTE → PAGADA');
  const everything = await count('');
  await expect(page.getByText(`${actions(everything)} registradas`)).toBeVisible();
  await expectAccessible(page);

  // Who and what: only the supervisor's approvals remain, this one among them.
  await page.getByLabel('Usuario', { exact: true }).fill('supervisor@');
  await page.getByRole('button', { name: 'Todas las acciones' }).click();
  await page.getByRole('option', { name: 'Orden aprobada' }).click();
  const narrowed = await count('actor=supervisor%40&action=orders.approve');
  expect(narrowed).toBeLessThan(everything);
  await expect(page.getByText(`${actions(narrowed)} con estos filtros`)).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(approval).toHaveCount(1);
  for (const r of await rows.all()) {
    await expect(r).toContainText('Orden aprobada');
    await expect(r).toContainText('supervisor@tickera.test');
  }
  // Another entity, or days after today: nothing.
  await page.getByRole('button', { name: 'Todas las entidades' }).click();
  await page.getByRole('option', { name: 'Usuario', exact: true }).click();
  await expect(table).toContainText('Ninguna acción con estos filtros.');
  await page.getByRole('button', { name: 'Todas las entidades' }).click();
  await page.getByRole('option', { name: 'Orden', exact: true }).click();
  await expect(approval).toHaveCount(1);
  await page.getByLabel('Desde', { exact: true }).fill(caracasDay(1));
  await expect(table).toContainText('Ninguna acción con estos filtros.');
  await page.getByLabel('Desde', { exact: true }).fill(caracasDay());
  await expect(approval).toHaveCount(1);

  // The whole entry, as the server keeps it.
  await approval.getByRole('button', { name: /^Ver el detalle: Orden aprobada/ }).click();
  await expect(table.locator('pre').nth(0)).toHaveText('{\n  "status": "PENDIENTE"\n}');
  await expect(table.locator('pre').nth(1)).toHaveText('{\n  "status": "PAGADA"\n}');
  await expect(approval.getByRole('button', { name: /^Ocultar el detalle/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(page);

  // The CSV of what the filters find.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('auditoria.csv');
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('"Fecha","Usuario","Acción","Clave","Entidad","Id","Antes","Después","IP"');
  const body = lines.slice(1);
  expect(body.length).toBeGreaterThan(0);
  expect(
    body.every((l) =>
      l.includes(',"supervisor@tickera.test","Orden aprobada","orders.approve","order",'),
    ),
  ).toBe(true);
  expect(body.some((l) => l.includes(order.id))).toBe(true);
});

test('[BOOKS] a supervisor cannot open the audit', async ({ page, login }) => {
  await login('supervisor');
  await page.goto('/dashboard/audit');
  await expect(page.getByRole('alert').filter({ hasText: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Auditoría' })).toHaveCount(0);
  const res = await page.request.get('/api/audit', {
    headers: await staffAuth(page.request, 'supervisor'),
  });
  expect(res.status()).toBe(403);
});
