/**
 * The door: the Chequinera with typed codes, a keyboard-wedge scanner, the device camera
 * (Chromium's fake camera showing a QR made here), check-in by seat, the offline path with
 * the network cut, and the Listado Check-In with its live counts and CSV.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { paidTickets, staffAuth } from './api-helpers';
import { expect, expectAccessible, signIn, DEMO, test } from './fixtures';
import { writeQrVideo } from './qr-video';
import config from '../playwright.config';

async function openDoor(page: Page, eventName: string, gate: string) {
  await page.goto('/dashboard/chekinera/scanner');
  await page.getByRole('button', { name: 'Elija el evento' }).click();
  await page.getByRole('option', { name: `${eventName} · ` }).click();
  await page.getByLabel('Nombre de la puerta').fill(gate);
  await page.getByRole('button', { name: 'Comenzar a escanear' }).click();
  await expect(page.getByText(/Copia local: \d+ entradas/)).toBeVisible();
}

const verdict = (page: Page) => page.locator('.door-verdict');

async function typeCode(page: Page, code: string) {
  const input = page.getByLabel('Código de la entrada');
  await input.fill(code);
  await input.press('Enter');
}

test('[DOOR] typed and wedge-scanned codes, repeats, junk, check-in by seat, and the live list', async ({
  page,
  login,
}) => {
  const { eventId, eventName, tickets } = await paidTickets(page.request, 3, 'Rosa');
  await login('chekiner');
  await openDoor(page, eventName, 'Puerta Norte');

  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText('Adelante');
  await expect(verdict(page)).toContainText(tickets[0].seat);
  await expect(verdict(page)).toContainText('Rosa Mendoza');
  await expectAccessible(page);

  // The same ticket again, typed in lower case with spaces: yellow, with the first entry.
  await typeCode(page, tickets[0].code.toLowerCase().replace(/(.{8})/g, '$1 '));
  await expect(verdict(page)).toHaveAttribute('data-result', 'ALREADY_CHECKED_IN');
  await expect(verdict(page)).toContainText('Primer ingreso');
  await expect(verdict(page)).toContainText('Puerta Norte');

  await typeCode(page, 'TK123');
  await expect(verdict(page)).toHaveAttribute('data-result', 'INVALID');
  await expect(verdict(page)).toContainText('Código inválido');
  await expectAccessible(page);

  // A USB/Bluetooth scanner is a keyboard: it types the code into the focused field and Enter.
  await expect(page.getByLabel('Código de la entrada')).toBeFocused();
  await page.keyboard.type(`${tickets[1].code}\n`, { delay: 5 });
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(tickets[1].seat);

  // No phone: found by name and let in by seat.
  await page.getByText('Sin código: buscar por nombre, cédula o asiento').click();
  await page.getByLabel('Titular o asiento').fill(tickets[2].seat);
  const results = page.getByRole('list', { name: 'Entradas encontradas' });
  await results
    .getByRole('button', {
      name: new RegExp(`Registrar ingreso de Rosa Mendoza, .* ${tickets[2].seat}$`),
    })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(tickets[2].seat);

  const recent = page.getByRole('region', { name: 'Últimos escaneos' }).getByRole('listitem');
  await expect(recent).toHaveCount(5);

  // The list counts them, and follows a check-in made elsewhere without a reload.
  await page.getByRole('main').getByRole('link', { name: 'Listado Check-In' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chekinera\\?eventId=${eventId}`));
  const counts = page.getByRole('heading', { name: /Ingresaron \d+ de \d+/ });
  await expect(counts).toBeVisible();
  const before = Number(/Ingresaron (\d+)/.exec((await counts.textContent()) ?? '')![1]);
  const table = page.getByRole('table', { name: 'Entradas del evento y sus ingresos' });
  await expect(table).toContainText('Puerta Norte');
  // The first ticket was scanned twice: its row says so.
  await expect(table.getByRole('row', { name: new RegExp(tickets[0].seat) })).toContainText(
    '1 repetido',
  );
  await expectAccessible(page);

  const more = await paidTickets(page.request, 1, 'Luis');
  const door = await staffAuth(page.request, 'chekiner');
  const res = await page.request.post('/api/checkins', {
    headers: door,
    data: { code: more.tickets[0].code, gate: 'Puerta Sur' },
  });
  expect((await res.json()).result).toBe('OK');
  await expect(counts).toContainText(`Ingresaron ${before + 1} de`, { timeout: 15_000 });

  await page.getByLabel('Buscar').fill('Puerta Sur');
  await expect(table).not.toContainText('Rosa Mendoza');
  await expect(table).toContainText('Luis Mendoza');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe(
    'Zona,Asiento,Titular,Cédula,Orden,Código,Ingresó,Puerta,Registrado por,Repetidos',
  );
  expect(csv).toContain(more.tickets[0].code);
  expect(csv).not.toContain(tickets[0].code);
});

test('[DOOR] without network: verdicts from the local copy, scans queued and sent when it returns', async ({
  page,
  context,
  login,
}) => {
  const { eventId, eventName, tickets } = await paidTickets(page.request, 2, 'Ana');
  await login('chekiner');
  await openDoor(page, eventName, 'Puerta Este');
  await expect(page.getByText('En línea')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText('decidido con la copia local');
  await expect(verdict(page)).toContainText('Ana Mendoza');
  await expect(page.getByTestId('door-pending')).toHaveText('1 escaneo por enviar');

  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'ALREADY_CHECKED_IN');
  await typeCode(
    page,
    `${tickets[1].code.slice(0, -1)}${tickets[1].code.endsWith('0') ? '1' : '0'}`,
  );
  await expect(verdict(page)).toHaveAttribute('data-result', 'INVALID');
  await expect(page.getByTestId('door-pending')).toHaveText('1 escaneo por enviar');
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByText('En línea')).toBeVisible();
  await expect(page.getByTestId('door-pending')).toHaveText('Nada por enviar');

  const door = await staffAuth(page.request, 'chekiner');
  const list = await (
    await page.request.get(`/api/checkins?eventId=${eventId}&q=Ana%20Mendoza`, { headers: door })
  ).json();
  const sent = list.items.find((i: { code: string }) => i.code === tickets[0].code);
  expect(sent).toMatchObject({ gate: 'Puerta Este' });
  expect(sent.checkedInAt).not.toBeNull();
  expect(
    list.items.find((i: { code: string }) => i.code === tickets[1].code).checkedInAt,
  ).toBeNull();
});

test('[DOOR] the camera reads the QR (Chromium fake camera)', async ({ request }) => {
  const { eventName, tickets } = await paidTickets(request, 1, 'Pedro');
  const video = join(tmpdir(), `qr-${Date.now()}.y4m`);
  writeQrVideo(video, tickets[0].code);
  const launch = config.use!.launchOptions!;
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: config.use!.baseURL,
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await signIn(page, DEMO.chekiner);
    await openDoor(page, eventName, 'Puerta Oeste');
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
    await expect(page.getByLabel('Vista de la cámara')).toBeVisible();
    await expect(verdict(page)).toHaveAttribute('data-result', 'OK', { timeout: 20_000 });
    await expect(verdict(page)).toContainText('Pedro Mendoza');
    // The camera keeps seeing the same QR: it is read once, not once a frame.
    await page.waitForTimeout(1_000);
    await expect(
      page.getByRole('region', { name: 'Últimos escaneos' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Apagar cámara' }).click();
    expect(errors, 'errores en la consola del navegador').toEqual([]);
  } finally {
    await browser.close();
  }
});

test('[TICKETS] Mis Entradas shows each QR large and downloads the order’s tickets as a PDF', async ({
  page,
  login,
}) => {
  await login('customer');
  await page.goto('/dashboard/mytickets');
  const qr = page.getByRole('img', { name: /^QR de la entrada/ }).first();
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar entradas (PDF)' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^entradas-\d{6}\.pdf$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});
