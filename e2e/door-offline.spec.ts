/**
 * The door, step two (issue 27) on a phone: the scanner installs as an app and opens again
 * with no network; Entrada/Salida; what was scanned offline is sent when the network returns;
 * the Listado Check-In shows who is inside and each gate's entries and exits.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { paidTickets, staffAuth, tonightEvent } from './api-helpers';
import { expect, expectAccessible, signIn, DEMO, test } from './fixtures';
import { installableManifest, onPhoneProfile } from './phone-profile';

test.use({ viewport: { width: 390, height: 844 } });

async function openDoor(page: Page, eventName: string, gate: string) {
  await page.goto('/dashboard/chekinera/scanner');
  await page.getByRole('button', { name: 'Elija el evento' }).click();
  await page.getByRole('option', { name: `${eventName} · ` }).click();
  await page.getByLabel('Nombre de la puerta').fill(gate);
  await page.getByRole('button', { name: 'Comenzar a escanear' }).click();
  await expect(page.getByText(/Copia local: \d+ entradas/)).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  const input = page.getByLabel('Código de la entrada');
  await input.fill(code);
  await input.press('Enter');
}

const verdict = (page: Page) => page.locator('.door-verdict');
const direction = (page: Page, name: 'Entrada' | 'Salida') =>
  page.getByRole('group', { name: 'Sentido de los escaneos' }).getByRole('button', { name });

test('[DOOR] the scanner installs, opens again with no network, scans in and out, and sends it all when the network returns', async ({
  request,
}) => {
  const { eventId, eventName, tickets } = await paidTickets(
    request,
    2,
    'Rosa',
    await tonightEvent(request),
  );
  await onPhoneProfile((page, context) =>
    doorOffline(page, context, { eventId, eventName, tickets }),
  );
});

async function doorOffline(
  page: Page,
  context: BrowserContext,
  { eventId, eventName, tickets }: Awaited<ReturnType<typeof paidTickets>>,
) {
  await signIn(page, DEMO.chekiner);
  await openDoor(page, eventName, 'Puerta Sur');

  // The door's worker has taken its copy of the scanner (it is active once its install,
  // which fetches every file, is done).
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, state: registration.active?.state };
  });
  expect(worker).toEqual({
    scope: expect.stringMatching(/\/dashboard\/chekinera$/),
    state: 'activated',
  });

  // Chromium's own installability check, as its install button uses it.
  const manifest = await installableManifest(context, page);
  expect(manifest.url).toMatch(/\/door\.webmanifest$/);
  expect(manifest.fields).toMatchObject({
    short_name: 'Chequinera',
    display: 'standalone',
    start_url: '/dashboard/chekinera/scanner',
  });

  // No network at all, and the phone opens the scanner again.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  await expect(page.getByText(/Copia local: 2 entradas/)).toBeVisible();
  await expect(direction(page, 'Entrada')).toHaveAttribute('aria-pressed', 'true');

  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText('decidido con la copia local');
  await expect(verdict(page)).toContainText('Rosa Mendoza');
  await page.screenshot({ path: test.info().outputPath('scanner-entrada-offline-phone.png') });

  // Salida: by keyboard, as a screen-reader user would.
  await direction(page, 'Salida').focus();
  await page.keyboard.press('Space');
  await expect(direction(page, 'Salida')).toHaveAttribute('aria-pressed', 'true');
  await expect(direction(page, 'Entrada')).toHaveAttribute('aria-pressed', 'false');
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'EXIT_OK');
  await expect(verdict(page)).toContainText('Salida registrada');
  await page.screenshot({ path: test.info().outputPath('scanner-salida-ok-phone.png') });
  await typeCode(page, tickets[1].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'NOT_INSIDE');
  await expect(verdict(page)).toContainText('Esta entrada no ha ingresado');
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'NOT_INSIDE');
  await expect(page.getByTestId('door-pending')).toHaveText('2 escaneos por enviar');
  await page.screenshot({ path: test.info().outputPath('scanner-salida-offline-phone.png') });
  await expectAccessible(page);

  // Re-entry is off at this event: back in is refused, even offline.
  await direction(page, 'Entrada').click();
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'ALREADY_CHECKED_IN');

  await context.setOffline(false);
  await expect(page.getByText('En línea')).toBeVisible();
  await expect(page.getByTestId('door-pending')).toHaveText('Nada por enviar');

  const door = await staffAuth(page.request, 'chekiner');
  const summary = await (
    await page.request.get(`/api/checkins/summary?eventId=${eventId}`, { headers: door })
  ).json();
  expect(summary).toMatchObject({
    inside: 0,
    entries: 1,
    exits: 1,
    byGate: [{ gate: 'Puerta Sur', entries: 1, exits: 1 }],
  });

  // Online, the way out is the server's verdict.
  await direction(page, 'Salida').click();
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'NOT_INSIDE');
  await expect(verdict(page)).not.toContainText('copia local');

  // The public site is not the worker's: its pages come from the network as before.
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto('/dashboard/chekinera/scanner');
  await expect(verdict(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/door-sw\.js$/,
  );
}

test('[DOOR] Listado Check-In: inside, entries and exits per gate, live; a supervisor allows re-entry', async ({
  page,
  login,
}) => {
  const { eventId, tickets } = await paidTickets(
    page.request,
    3,
    'Pedro',
    await tonightEvent(page.request),
  );
  const door = await staffAuth(page.request, 'chekiner');
  const scan = (code: string, gate: string, dir = 'ENTRY') =>
    page.request.post('/api/checkins', {
      headers: door,
      data: { code, eventId, gate, direction: dir },
    });
  await scan(tickets[0].code, 'Puerta Norte');
  await scan(tickets[1].code, 'Puerta Norte');
  await scan(tickets[0].code, 'Puerta Sur', 'EXIT');

  await login('chekiner');
  await page.goto(`/dashboard/chekinera?eventId=${eventId}`);
  const counts = page.getByRole('region', { name: 'En el recinto' });
  const totals = page.getByTestId('door-totals');
  await expect(totals).toContainText('Adentro1');
  await expect(totals).toContainText('Entradas2');
  await expect(totals).toContainText('Salidas1');
  await expect(counts).toContainText('Reingreso tras una salida: no permitido');
  // Live: another entry shows within a few seconds, without touching the page.
  await scan(tickets[2].code, 'Puerta Sur');
  await expect(totals).toContainText('Adentro2');
  await expect(totals).toContainText('Entradas3');
  await expect(counts.getByRole('listitem')).toHaveText([
    /Puerta Norte\s*2 entradas · 0 salidas/,
    /Puerta Sur\s*1 entrada · 1 salida/,
  ]);
  await page.screenshot({
    path: test.info().outputPath('checkin-gates-phone.png'),
    fullPage: true,
  });
  await expectAccessible(page);

  // A supervisor turns re-entry on; the ticket that went out comes back in.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.supervisor);
  await page.goto(`/dashboard/chekinera?eventId=${eventId}`);
  const reentry = page.getByRole('switch', { name: 'Permitir reingreso tras una salida' });
  await expect(reentry).not.toBeChecked();
  await reentry.click();
  await expect(reentry).toBeChecked();
  expect((await (await scan(tickets[0].code, 'Puerta Este')).json()).result).toBe('OK');
  await expect(page.getByTestId('door-totals')).toContainText('Adentro3');
  await expect(
    page.getByRole('region', { name: 'En el recinto' }).getByRole('listitem'),
  ).toContainText([/Puerta Este\s*1 entrada · 0 salidas/]);
  await page.screenshot({ path: test.info().outputPath('checkin-reentry-phone.png') });
  await expectAccessible(page);
});
