/**
 * Accessibility (issue 15): axe-core over every page for every role that may open it, at a
 * desktop and a phone size; a purchase made with the keyboard alone; the seat map's live
 * announcements. A serious or critical violation fails, and so does a console error.
 */
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import { SECTIONS, type SectionKey } from '@tickera/shared/permissions';
import {
  CUSTOMER_PASSWORD,
  concert,
  holdSeats,
  newCustomer,
  newCustomerAccount,
  pageAuth,
  pendingOrder,
  staffAuth,
} from './api-helpers';
import { DEMO, expect, expectAccessible, signIn, test, type DemoRole } from './fixtures';

const SIZES = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'teléfono', width: 390, height: 844 },
] as const;

type Ready = (page: Page) => Promise<void>;

/** A page is ready when its heading shows, nothing is loading and the network is quiet. */
const loaded: Ready = async (page) => {
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner, .p-skeleton')).toHaveCount(0);
};

/** A seat map streams its changes (SSE): the network never goes quiet, the map says when it is drawn. */
const mapReady: Ready = async (page) => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
};

/**
 * Opens each path at each size and runs axe on it. Every page is checked even when one
 * fails; the test then fails naming every violation with its page and size.
 */
async function sweep(page: Page, paths: { path: string; ready?: Ready }[]): Promise<void> {
  const failures: string[] = [];
  for (const { path, ready = loaded } of paths) {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(path);
      await ready(page);
      try {
        await expectAccessible(page);
      } catch (error) {
        failures.push(`${path} (${size.name}): ${(error as Error).message}`);
      }
    }
  }
  expect(failures, 'páginas con violaciones de accesibilidad').toEqual([]);
}

async function eventIds(page: Page): Promise<{ concert: string; stadium: string }> {
  const list = async (category: string) =>
    (
      (await (await page.request.get(`/api/events?category=${category}`)).json()) as {
        items: { id: string; name: string }[];
      }
    ).items;
  const concerts = await list('CONCIERTO');
  const games = await list('DEPORTE');
  return {
    concert: concerts.find((e) => /Leyendas de la Salsa/.test(e.name))!.id,
    stadium: games.find((e) => /Leones del Caracas/.test(e.name))!.id,
  };
}

test.describe('[A11Y] axe-core, every page × role × size', () => {
  // axe reads every seat button of a map (thousands of elements): a budget, not a retry.
  test.describe.configure({ timeout: 400_000 });

  test('[A11Y] public pages, anonymous', async ({ page }) => {
    const ids = await eventIds(page);
    await sweep(page, [
      { path: '/eventos' },
      { path: '/explorar' },
      { path: '/conciertos' },
      { path: `/eventos/${ids.concert}` },
      { path: `/eventos/${ids.stadium}` },
      { path: `/eventos/reservation?event=${ids.stadium}`, ready: mapReady },
      { path: `/eventos/reservation?event=${ids.concert}`, ready: mapReady },
      { path: '/promocion/PROMO10' },
      { path: '/sign-in' },
      { path: '/sign-up' },
      { path: '/recovery-password' },
      { path: '/reset-password?token=abc' },
    ]);
  });

  test('[A11Y] checkout and receipt, signed-in customer', async ({ page }) => {
    // A customer of its own: the demo one's pending orders are limited per event.
    const { email } = await newCustomerAccount(page.request, 'Ines', 'Rojas');
    await signIn(page, email, CUSTOMER_PASSWORD);
    const event = await concert(page.request);
    // A hold of the customer's own, then the checkout page it leads to.
    await page.goto(`/eventos/reservation?event=${event.id}`);
    await mapReady(page);
    const seat = page.locator('[data-status="available"]').first();
    const id = (await seat.getAttribute('data-seat-id'))!;
    await page.locator(`[data-seat-id="${id}"]`).click();
    await expect(page.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('data-status', 'mine');
    await sweep(page, [{ path: `/eventos/checkout?event=${event.id}`, ready: mapLessBooking }]);
    await page.goto(`/eventos/reservation?event=${event.id}`);
    await page.getByRole('button', { name: 'Vaciar' }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);

    const order = await pendingOrder(
      page.request,
      await pageAuth(page),
      event.id,
      `6${String(Date.now()).slice(-8)}`,
    );
    await sweep(page, [{ path: `/eventos/successful-purchase?order=${order.id}` }]);
  });

  const roles = Object.keys(DEMO) as DemoRole[];
  for (const role of roles) {
    test(`[A11Y] dashboard sections of ${role}`, async ({ page }) => {
      await signIn(page, DEMO[role]);
      const sections = (Object.keys(SECTIONS) as SectionKey[]).filter((s) =>
        (SECTIONS[s].roles as readonly string[]).includes(role),
      );
      const paths = sections.map((s) => ({ path: `/dashboard/${SECTIONS[s].path}` }));
      if (role === 'admin') {
        // The pages under a section, once each (their section's roles are the same).
        const ids = await eventIds(page);
        const order = await pendingOrder(
          page.request,
          await newCustomer(page.request, 'Lucia', 'Paez'),
          ids.concert,
          `4${String(Date.now()).slice(-8)}`,
        );
        paths.push(
          { path: `/dashboard/reservation/detail?id=${order.id}` },
          { path: '/dashboard/reservation/create' },
          { path: `/dashboard/reservation/create?event=${ids.concert}`, ready: mapReady },
          { path: `/dashboard/reservation/payment?event=${ids.concert}` },
          { path: '/dashboard/membership/create' },
          { path: '/dashboard/membership/successful-purchase?code=NOEXISTE' },
        );
      }
      await sweep(page, paths);
    });
  }
});

/** The checkout: its heading and the summary of the held seats. */
async function mapLessBooking(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Resumen de su compra' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.bookingData)).not.toBe(
    null,
  );
}

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab no llegó a ${target.toString()}`);
}

const focusedStatus = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-status') ?? null);

/** Walks the seats with the arrow keys until the focused one is free. */
async function arrowToFreeSeat(page: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await focusedStatus(page)) === 'available') return;
    const before = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-seat-index'),
    );
    await page.keyboard.press('ArrowRight');
    const after = await page.evaluate(() =>
      document.activeElement?.getAttribute('data-seat-index'),
    );
    if (after === before) await page.keyboard.press('ArrowDown');
  }
  throw new Error('ningún asiento libre al alcance de las flechas');
}

/** "Fila F, asiento 12, disponible" → "Asiento F-12"; "Mesa 3, puesto 5, …" → "Mesa 3, puesto 5". */
function shortName(label: string): string {
  const row = /^Fila (.+), asiento (\d+)/.exec(label);
  return row ? `Asiento ${row[1]}-${row[2]}` : /^(Mesa .+, puesto \d+)/.exec(label)![1];
}

const focusedSeat = (page: Page) => page.locator('[data-seat-index]:focus');

test('[A11Y] a customer buys two seats from the catalogue to the order with the keyboard alone', async ({
  page,
}) => {
  const { email } = await newCustomerAccount(page.request, 'Teclado', 'Solo');
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type(CUSTOMER_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/home');

  await page.goto('/eventos');
  await tabTo(page, page.getByRole('link', { name: /Leyendas de la Salsa/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Comprar entradas' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/eventos\/reservation\?event=/);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();

  // Into the map: the one tabbable seat, then the arrows to a free one; Enter takes it.
  await tabTo(page, page.locator('.seat-layer-seats [data-seat-index][tabindex="0"]'));
  const taken: string[] = [];
  for (let i = 0; i < 2; i++) {
    await arrowToFreeSeat(page);
    const label = (await focusedSeat(page).getAttribute('aria-label'))!;
    await page.keyboard.press('Enter');
    await expect(focusedSeat(page)).toHaveAttribute('data-status', 'mine');
    taken.push(label.replace(', disponible', ''));
  }
  const cart = page.getByRole('list', { name: 'Asientos reservados' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);

  await tabTo(page, page.getByRole('button', { name: 'Continuar al pago' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/eventos/checkout**');
  const bank = page.getByLabel('Banco de origen');
  await tabTo(page, bank);
  await page.keyboard.press('Enter');
  // The list opens with the focus kept on the field: the arrows walk it, Enter chooses.
  const option = page.getByRole('option', { name: '0102 - Banco de Venezuela' });
  await expect(option).toBeVisible();
  for (let i = 0; i < 40 && (await option.getAttribute('data-p-focused')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.locator('.p-dropdown-label')).toHaveText('0102 - Banco de Venezuela');
  await tabTo(page, page.getByLabel('Número de referencia'));
  await page.keyboard.type(String(Date.now()).slice(-10));
  await tabTo(page, page.getByRole('button', { name: 'Confirmar compra' }));
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/eventos\/successful-purchase\?order=/);
  await expect(page.getByRole('heading', { name: '¡Gracias por su compra!' })).toBeVisible();
  for (const place of taken) await expect(page.getByRole('table')).toContainText(place);
});

test('[A11Y] the seat map says aloud a seat taken, released, taken by someone else, and the hold running out', async ({
  page,
}) => {
  await page.clock.install();
  const ids = await eventIds(page);
  const announcer = page.getByTestId('live-announcer');
  await page.goto(`/eventos/reservation?event=${ids.concert}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  // One polite region on the page: the announcer.
  await expect(page.locator('[aria-live="polite"]')).toHaveCount(1);

  await tabTo(page, page.locator('.seat-layer-seats [data-seat-index][tabindex="0"]'));
  await arrowToFreeSeat(page);
  const name = shortName((await focusedSeat(page).getAttribute('aria-label'))!);
  await page.keyboard.press('Enter');
  await expect(announcer).toHaveText(`${name} seleccionado`);
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`${name} liberado`);

  // Someone else takes the seat in focus: its look changes on the canvas, and it is said.
  await page.keyboard.press('ArrowRight');
  await arrowToFreeSeat(page);
  const other = await focusedSeat(page).getAttribute('data-seat-id');
  const otherName = shortName((await focusedSeat(page).getAttribute('aria-label'))!);
  const rival = await staffAuth(page.request, 'sales');
  await holdSeats(page.request, rival, ids.concert, [other!]);
  await expect(announcer).toHaveText(`${otherName} ya no está disponible: lo tomó otra persona`);
  await expect(focusedSeat(page)).toHaveAttribute('data-status', 'held');
  await page.request.delete(`/api/holds/${other}`, { headers: rival });

  // The hold's countdown warns at 2 minutes and at 30 seconds left.
  await page.keyboard.press('ArrowRight');
  await arrowToFreeSeat(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.fastForward('08:05');
  await expect(announcer).toHaveText(/^Quedan 2 minutos para completar su compra/);
  await page.clock.fastForward('01:30');
  await expect(announcer).toHaveText(/^Quedan 30 segundos para completar su compra/);
  await page.getByRole('button', { name: 'Vaciar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(announcer).toHaveText('Asientos liberados');
});

for (const size of SIZES) {
  test(`[A11Y] ${size.name}: Enter on a zone puts the focus on its seats, Escape brings it back; targets of 24 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const ids = await eventIds(page);
    await page.goto(`/eventos/reservation?event=${ids.stadium}`);
    await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
    // The map's box was there before its data: the page did not jump while it loaded.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      return observer
        .takeRecords()
        .map((e) => e as PerformanceEntry & { value: number; hadRecentInput: boolean })
        .filter((e) => !e.hadRecentInput)
        .reduce((sum, e) => sum + e.value, 0);
    });
    expect(shift).toBeLessThan(0.1);
    const zones = page.locator('button.zone-hit');
    await expect(zones).not.toHaveCount(0);
    for (const zone of await zones.all()) {
      const box = (await zone.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    const zone = page.getByRole('button', { name: /^Palco Central,/ });
    await tabTo(page, zone);
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: /^Palco Central,/ });
    await expect(group.locator('[data-seat-index]:focus')).toHaveCount(1);
    await expect(focusedSeat(page)).toHaveAttribute('data-status', 'available');
    if (size.width < 640) {
      // A finger's target: every seat button is 24 px across or more.
      const box = (await focusedSeat(page).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
    }
    await page.screenshot({ path: `test-results/seat-map-focus-${size.width}.png` });
    await page.keyboard.press('Escape');
    await expect(zone).toBeFocused();
  });
}
