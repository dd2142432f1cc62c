/**
 * The door: the Chequinera with typed codes, a keyboard-wedge scanner, the device camera
 * (Chromium's fake camera showing a QR made here), check-in by seat, the offline path with
 * the network cut, and the Listado Check-In with its live counts and CSV.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  ACCESSIBLE_ROWS_PLAN,
  approveOrder,
  newCustomer,
  paidTickets,
  pendingOrder,
  plannedVenueEvent,
  staffAuth,
  tonightEvent,
} from './api-helpers';
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
const recentScans = (page: Page) =>
  page.getByRole('region', { name: 'Últimos escaneos' }).getByRole('listitem');

/**
 * The verdict's sound and vibration, recorded: Web Audio and navigator.vibrate are replaced
 * before the page loads by recorders (a headless browser has no speaker or motor to check).
 * `signals(page)` returns what was played since the last call: "tone <Hz>", "vibrate <ms>".
 */
async function recordSignals(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { doorSignals: log });
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: number | number[]) => log.push(`vibrate ${JSON.stringify(pattern)}`) > 0,
    });
    const node = { connect: (next: unknown) => next };
    class RecordingAudioContext {
      state = 'running';
      currentTime = 0;
      destination = node;
      resume = () => Promise.resolve();
      createGain = () => ({
        ...node,
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      });
      createOscillator() {
        const osc = {
          ...node,
          type: '',
          frequency: { value: 0 },
          start: () => log.push(`tone ${osc.frequency.value}`),
          stop: () => undefined,
        };
        return osc;
      }
    }
    Object.assign(window, { AudioContext: RecordingAudioContext });
  });
}
const signals = (page: Page) =>
  page.evaluate(() => (window as unknown as { doorSignals: string[] }).doorSignals.splice(0));
const SOUND = {
  OK: ['tone 1320', 'vibrate 80'],
  ALREADY_CHECKED_IN: ['tone 880', 'tone 880', 'vibrate [80,60,80]'],
  REFUSED: ['tone 180', 'vibrate 400'],
};

async function typeCode(page: Page, code: string) {
  const input = page.getByLabel('Código de la entrada');
  await input.fill(code);
  await input.press('Enter');
}

test('[DOOR] typed and wedge-scanned codes: verdicts with sound and vibration, back to back, check-in by seat, the last 20 scans, the gate on each entry', async ({
  page,
  login,
}) => {
  const { eventId, eventName, tickets } = await paidTickets(
    page.request,
    6,
    'Rosa',
    await tonightEvent(page.request),
  );
  await recordSignals(page);
  await login('chekiner');
  await openDoor(page, eventName, 'Puerta Norte');
  const input = page.getByLabel('Código de la entrada');

  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText('Adelante');
  await expect(verdict(page)).toContainText(tickets[0].seat);
  await expect(verdict(page)).toContainText('Rosa Mendoza');
  expect(await signals(page)).toEqual(SOUND.OK);
  await expectAccessible(page);

  // The same ticket again, typed in lower case with spaces: yellow, with the first entry.
  await typeCode(page, tickets[0].code.toLowerCase().replace(/(.{8})/g, '$1 '));
  await expect(verdict(page)).toHaveAttribute('data-result', 'ALREADY_CHECKED_IN');
  await expect(verdict(page)).toContainText('Primer ingreso');
  await expect(verdict(page)).toContainText('Puerta Norte');
  expect(await signals(page)).toEqual(SOUND.ALREADY_CHECKED_IN);

  await typeCode(page, 'TK123');
  await expect(verdict(page)).toHaveAttribute('data-result', 'INVALID');
  await expect(verdict(page)).toContainText('Código inválido');
  expect(await signals(page)).toEqual(SOUND.REFUSED);
  await expectAccessible(page);

  // A USB/Bluetooth scanner is a keyboard: it types the code into the focused field and Enter.
  await expect(input).toBeFocused();
  await page.keyboard.type(`${tickets[1].code}\n`, { delay: 5 });
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(tickets[1].seat);
  expect(await signals(page)).toEqual(SOUND.OK);

  // Ready for the next ticket at once: two codes read back to back, the second typed while
  // the first is still being checked. Both are let in, the later one is the verdict on
  // screen, and the field is empty and focused for a third.
  await page.keyboard.type(`${tickets[2].code}\n${tickets[3].code}\n`);
  await expect(recentScans(page).nth(1)).toContainText(tickets[2].seat);
  await expect(recentScans(page).first()).toContainText(tickets[3].seat);
  await expect(recentScans(page).nth(1)).toContainText('Entrada válida');
  await expect(recentScans(page).first()).toContainText('Entrada válida');
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(tickets[3].seat);
  expect((await signals(page)).slice(-2)).toEqual(SOUND.OK);
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();

  // No phone: found by name and let in by seat.
  await page.getByText('Sin código: buscar por nombre, cédula o asiento').click();
  await page.getByLabel('Titular o asiento').fill(tickets[4].seat);
  const results = page.getByRole('list', { name: 'Entradas encontradas' });
  await results
    .getByRole('button', {
      name: new RegExp(`Registrar ingreso de Rosa Mendoza, .* ${tickets[4].seat}$`),
    })
    .click();
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(tickets[4].seat);
  await expect(results).toContainText('Ingresó');

  // The tap took the focus off the code field; the scanner's keys still land in it.
  await expect(input).not.toBeFocused();
  await page.keyboard.type(`${tickets[5].code}\n`, { delay: 5 });
  await expect(verdict(page)).toContainText(tickets[5].seat);
  await expect(recentScans(page).first()).toContainText(tickets[5].seat);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await expect(recentScans(page)).toHaveCount(8);

  // The last 20 scans, newest first: 13 more push the first one (tickets[0] let in) out.
  for (let i = 1; i <= 13; i++) await typeCode(page, `BAD${i}`);
  await expect(recentScans(page).first()).toContainText('BAD13');
  await expect(recentScans(page)).toHaveCount(20);
  await expect(recentScans(page).last()).toContainText('Esta entrada ya se usó');
  await expect(recentScans(page).last()).toContainText(tickets[0].seat);

  // Each check-in carries the gate chosen once on this device.
  await page.getByRole('main').getByRole('link', { name: 'Listado Check-In' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/chekinera\\?eventId=${eventId}`));
  await page.getByLabel('Buscar').fill('Rosa Mendoza');
  const table = page.getByRole('table', { name: 'Entradas del evento y sus ingresos' });
  for (const tk of tickets) {
    await expect(table.getByRole('row', { name: new RegExp(`${tk.seat}\\b`) })).toContainText(
      'Puerta Norte',
    );
  }
});

test('[DOOR] a wheelchair space and its companion seat: the verdict and the last scans say so in words', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const request = page.request;
  const admin = await staffAuth(request, 'admin');
  // A venue whose plan marks a wheelchair space and its companion's seat; an event there
  // tonight (its door open), priced.
  const { eventId, eventName } = await plannedVenueEvent(
    request,
    ACCESSIBLE_ROWS_PLAN,
    false,
    3 * 3_600_000,
  );
  const map = (await (
    await request.get(`/api/events/${eventId}/seat-map`, { headers: admin })
  ).json()) as { zones: { id: string }[] };
  const zoneId = map.zones[0].id;
  const priced = await request.patch(`/api/zones/${zoneId}`, {
    headers: admin,
    data: { basePrice: '20.00' },
  });
  expect(priced.status(), await priced.text()).toBe(200);

  // A buyer asks for the wheelchair space with its companion's seat, and pays.
  const buyer = await newCustomer(request, 'Rosa', 'Mendoza');
  const best = await request.post('/api/holds/best', {
    headers: buyer,
    data: { eventId, zoneId, quantity: 2, accessible: true },
  });
  expect(best.status(), await best.text()).toBe(201);
  const seatIds = ((await best.json()) as { seats: { id: string }[] }).seats.map((x) => x.id);
  const order = await pendingOrder(request, buyer, eventId, `8${Date.now() % 10_000_000}`, seatIds);
  const paid = await approveOrder(request, order.id);
  const codeOf = (access: string) => paid.seats.find((x) => x.seat.access === access)!.ticket!.code;

  await login('chekiner');
  await openDoor(page, eventName, 'Puerta Rampa');
  await typeCode(page, codeOf('ACCESSIBLE'));
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await expect(verdict(page)).toContainText(/Acceso\s*♿\s*Puesto para silla de ruedas/);
  // White on the verdict's green, as the rest of its text.
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('door-wheelchair-390.png') });
  await typeCode(page, codeOf('COMPANION'));
  await expect(verdict(page)).toContainText(/Acceso\s*Asiento de acompañante/);
  await expect(recentScans(page).nth(0)).toContainText('Asiento de acompañante');
  await expect(recentScans(page).nth(1)).toContainText('Puesto para silla de ruedas');
});

test('[DOOR] Listado Check-In: counts per zone that follow the door, time and gate per ticket, search, CSV', async ({
  page,
  login,
}) => {
  const { eventId, tickets } = await paidTickets(
    page.request,
    2,
    'Irene',
    await tonightEvent(page.request),
  );
  const door = await staffAuth(page.request, 'chekiner');
  const scan = async (code: string, gate: string) => {
    const res = await page.request.post('/api/checkins', {
      headers: door,
      data: { code, eventId, gate },
    });
    return (await res.json()).result as string;
  };
  expect(await scan(tickets[0].code, 'Puerta Norte')).toBe('OK');
  expect(await scan(tickets[0].code, 'Puerta Sur')).toBe('ALREADY_CHECKED_IN');

  await login('chekiner');
  await page.goto(`/dashboard/chekinera?eventId=${eventId}`);
  const counts = page.getByRole('heading', { name: /Ingresaron \d+ de \d+/ });
  await expect(counts).toBeVisible();
  const before = Number(/Ingresaron (\d+)/.exec((await counts.textContent()) ?? '')![1]);
  const zone = page.getByRole('progressbar', { name: new RegExp(`^${tickets[1].zone}: `) });
  const [zoneIn, zoneTotal] = /: (\d+) de (\d+)$/
    .exec((await zone.getAttribute('aria-label')) ?? '')!
    .slice(1)
    .map(Number);
  await page.getByLabel('Buscar').fill('Irene Mendoza');
  const table = page.getByRole('table', { name: 'Entradas del evento y sus ingresos' });
  const first = table.getByRole('row', { name: new RegExp(`${tickets[0].seat}\\b`) });
  const second = table.getByRole('row', { name: new RegExp(`${tickets[1].seat}\\b`) });
  await expect(first).toContainText('Puerta Norte');
  await expect(first).toContainText(/\d:\d\d/);
  // Scanned twice: the row says so.
  await expect(first).toContainText('1 repetido');
  await expect(second).toContainText('Por ingresar');
  await expectAccessible(page);

  // A check-in at another gate shows up without a reload: the counts and the row.
  expect(await scan(tickets[1].code, 'Puerta Sur')).toBe('OK');
  await expect(counts).toContainText(`Ingresaron ${before + 1} de`, { timeout: 15_000 });
  await expect(zone).toHaveAttribute(
    'aria-label',
    `${tickets[1].zone}: ${zoneIn + 1} de ${zoneTotal}`,
  );
  await expect(second).toContainText('Puerta Sur', { timeout: 15_000 });

  // Searched by gate: the entry made at Puerta Sur, not the one whose repeat was there.
  await page.getByLabel('Buscar').fill('Puerta Sur');
  await expect(second).toBeVisible();
  await expect(first).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe(
    '"Zona","Asiento","Acceso","Titular","Cédula","Orden","Ingresó","Puerta","Registrado por","Repetidos","Conflictos sin conexión"',
  );
  // The door's file names seats and gates, never an entry code.
  expect(csv).toContain('Puerta Sur');
  for (const t of tickets) expect(csv).not.toContain(t.code);
});

test('[DOOR] without network: verdicts from the local copy, scans queued and sent when it returns', async ({
  page,
  context,
  login,
}) => {
  const { eventId, eventName, tickets } = await paidTickets(
    page.request,
    2,
    'Ana',
    await tonightEvent(page.request),
  );
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
  const row = (seat: string) => list.items.find((i: { seatName: string }) => i.seatName === seat);
  expect(row(tickets[0].seat)).toMatchObject({ gate: 'Puerta Este', conflicts: 0 });
  expect(row(tickets[0].seat).checkedInAt).not.toBeNull();
  expect(row(tickets[1].seat).checkedInAt).toBeNull();

  // The copy this phone keeps holds digests: no code of the event is stored on it.
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('tickera-door');
        open.onsuccess = () => {
          const all = open.result
            .transaction('offline-lists')
            .objectStore('offline-lists')
            .getAll();
          all.onsuccess = () => resolve(JSON.stringify(all.result));
        };
      }),
  );
  expect(stored).toContain('"digest"');
  for (const t of tickets) expect(stored).not.toContain(t.code);
});

test('[DOOR] an event weeks away: the scanner scans online and says when its offline copy can be taken', async ({
  page,
  login,
}) => {
  const { eventName, tickets } = await paidTickets(page.request, 1, 'Luis');
  await login('chekiner');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/chekinera/scanner');
  await page.getByRole('button', { name: 'Elija el evento' }).click();
  await page.getByRole('option', { name: `${eventName} · ` }).click();
  await page.getByLabel('Nombre de la puerta').fill('Puerta Norte');
  await page.getByRole('button', { name: 'Comenzar a escanear' }).click();
  await expect(page.getByText(/^Sin copia local: se descarga desde el \d/)).toBeVisible();
  await typeCode(page, tickets[0].code);
  await expect(verdict(page)).toHaveAttribute('data-result', 'OK');
  await page.screenshot({ path: test.info().outputPath('scanner-no-copy-phone.png') });
  await expectAccessible(page);
});

test('[DOOR] the camera reads the QR (Chromium fake camera)', async ({ request }) => {
  const { eventName, tickets } = await paidTickets(
    request,
    1,
    'Pedro',
    await tonightEvent(request),
  );
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
    // A phone's rear camera and torch, as far as a desktop browser can show them: what the
    // page asks getUserMedia for is recorded, and the fake camera's track gets a torch whose
    // switching is recorded.
    await context.addInitScript(() => {
      const camera = { asked: [] as unknown[], torch: [] as unknown[] };
      Object.assign(window, { doorCamera: camera });
      const devices = navigator.mediaDevices;
      const getUserMedia = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints) => {
        camera.asked.push(constraints);
        const stream = await getUserMedia(constraints);
        const track = stream.getVideoTracks()[0];
        const capabilities = track.getCapabilities.bind(track);
        track.getCapabilities = () => ({ ...capabilities(), torch: true });
        track.applyConstraints = async (c) => {
          camera.torch.push(c);
        };
        return stream;
      };
    });
    const page = await context.newPage();
    const camera = () =>
      page.evaluate(() => (window as unknown as { doorCamera: object }).doorCamera);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await signIn(page, DEMO.chekiner);
    await openDoor(page, eventName, 'Puerta Oeste');
    await page.getByRole('button', { name: 'Escanear con la cámara' }).click();
    const view = page.getByLabel('Vista de la cámara');
    await expect(view).toBeVisible();
    await expect(verdict(page)).toHaveAttribute('data-result', 'OK', { timeout: 20_000 });
    await expect(verdict(page)).toContainText('Pedro Mendoza');
    expect(await camera()).toMatchObject({
      asked: [{ audio: false, video: { facingMode: { ideal: 'environment' } } }],
    });
    // The camera keeps seeing the same QR: of the frames it reads it in, one is sent.
    await expect(view).toHaveAttribute('data-reads', /^([3-9]|\d{2,})$/);
    await expect(view).toHaveAttribute('data-sent', '1');
    await expect(recentScans(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Linterna' }).click();
    await expect(page.getByRole('button', { name: 'Apagar linterna' })).toBeVisible();
    expect(await camera()).toMatchObject({ torch: [{ advanced: [{ torch: true }] }] });
    await page.getByRole('button', { name: 'Apagar cámara' }).click();
    await expect(page.getByRole('button', { name: 'Escanear con la cámara' })).toBeVisible();
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
