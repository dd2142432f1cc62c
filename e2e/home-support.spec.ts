/**
 * Home by role and Soporte (issue 13): a customer sees their next events with their seats
 * and what to do with an order waiting; those who read the indicators see today's figures;
 * Soporte shows where to pay and answers the usual questions, usable by keyboard.
 */
import { can } from '@tickera/shared/permissions';
import type { Order as FullOrder } from '@tickera/shared/schemas/orders';
import type { Indicators } from '@tickera/shared/schemas/reports';
import type { Settings } from '@tickera/shared/schemas/settings';
import {
  CUSTOMER_PASSWORD,
  approveOrder,
  concert,
  newCustomerAccount,
  pageAuth,
  pendingOrder,
  staffAuth,
} from './api-helpers';
import { expect, expectAccessible, signIn, test, type DemoRole } from './fixtures';

const reference = (n: number) => `5${String(Date.now()).slice(-7)}${n}`;
/** How the pages name a seat: "Fila A, asiento 3", or "Mesa 4, puesto 2" at a VIP table. */
const place = (s: { row: string; index: number }) =>
  s.row.startsWith('Mesa') ? `${s.row}, puesto ${s.index}` : `Fila ${s.row}, asiento ${s.index}`;

test('[HOME] a customer sees their next event with its paid seats, and what to do with an order waiting', async ({
  page,
}) => {
  const event = await concert(page.request);
  const { email, auth } = await newCustomerAccount(page.request, 'Elena', 'Ríos');
  const first = await pendingOrder(page.request, auth, event.id, reference(1), 2);
  const paid = (await approveOrder(page.request, first.id)) as unknown as FullOrder;
  const waitingRef = reference(2);
  const waiting = await pendingOrder(page.request, auth, event.id, waitingRef, 1);

  await signIn(page, email, CUSTOMER_PASSWORD);
  const next = page.getByRole('region', { name: 'Sus próximos eventos' });
  const card = next
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event.name }) });
  // The two paid seats; the one still waiting is not a ticket yet.
  await expect(card).toContainText('2 entradas');
  for (const s of paid.seats) await expect(card).toContainText(`${s.zone.name} · ${place(s.seat)}`);
  const pending = page.getByRole('region', { name: 'Órdenes por verificar' });
  const number = `N.º ${String(waiting.number).padStart(6, '0')}`;
  await expect(pending).toContainText(`Orden ${number} · ${event.name}`);
  await expect(pending).toContainText(`Estamos verificando su pago (referencia ${waitingRef})`);
  await expect(pending).toContainText('la orden se anula y los asientos vuelven a la venta');
  await expect(next.getByRole('link', { name: 'Ver eventos disponibles' })).toHaveAttribute(
    'href',
    '/eventos',
  );
  await expect(page.getByRole('region', { name: 'Hoy' })).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Ver sus entradas con QR' }).click();
  await page.waitForURL('**/dashboard/mytickets');
  await expect(page.getByRole('heading', { name: 'Mis Entradas', level: 1 })).toBeVisible();
});

test('[HOME] the demo customer sees the concert of their paid demo order', async ({
  page,
  login,
}) => {
  await login('customer');
  const mine = (await (
    await page.request.get('/api/orders/mine', { headers: await pageAuth(page) })
  ).json()) as { items: FullOrder[] };
  const upcoming = mine.items.filter(
    (o) => o.status === 'PAGADA' && Date.parse(o.event.startAt) > Date.now(),
  );
  expect(upcoming.length, 'the seed gives the demo customer a paid order').toBeGreaterThan(0);
  const next = page.getByRole('region', { name: 'Sus próximos eventos' });
  for (const o of upcoming) {
    await expect(next.getByRole('heading', { name: o.event.name })).toBeVisible();
    for (const s of o.seats) await expect(next).toContainText(place(s.seat));
  }
});

test('[HOME] an admin sees today’s figures and reaches the indicators from them', async ({
  page,
  login,
}) => {
  const today = (await (
    await page.request.get('/api/indicators/today', {
      headers: await staffAuth(page.request, 'admin'),
    })
  ).json()) as Indicators;
  await login('admin');
  const region = page.getByRole('region', { name: 'Hoy' });
  const figure = (name: string) =>
    region.getByRole('group', { name }).locator('.today-figure-value');
  await expect(figure('Órdenes')).toHaveText(today.orders.toLocaleString('es-VE'));
  await expect(figure('Asientos vendidos')).toHaveText(today.seatsSold.toLocaleString('es-VE'));
  await expect(figure('Aprobaciones pendientes')).toHaveText(
    today.pendingApprovals.toLocaleString('es-VE'),
  );
  await expect(region.getByText(/^Actualizado a las \d/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sus secciones' })).toBeVisible();
  await expectAccessible(page);
  await region.getByRole('link', { name: 'Ver los indicadores por evento' }).click();
  await page.waitForURL('**/dashboard/indicators');
  await expect(page.getByRole('heading', { name: 'Indicadores para Hoy', level: 1 })).toBeVisible();
});

for (const role of ['supervisor', 'sales', 'auditor', 'chekiner'] as DemoRole[]) {
  const shown = can(role, 'indicators.read');
  test(`[HOME] ${role}: shortcuts${shown ? ' and today’s figures' : ', no figures'}`, async ({
    page,
    login,
  }) => {
    await login(role);
    await expect(page.getByRole('region', { name: 'Sus secciones' })).toBeVisible();
    const today = page.getByRole('region', { name: 'Hoy' });
    if (shown) await expect(today.getByRole('group', { name: 'Órdenes' })).toBeVisible();
    else await expect(today).toHaveCount(0);
  });
}

test('[SUPPORT] a customer reads where to pay and opens the questions by keyboard', async ({
  page,
  login,
}) => {
  const settings = (await (await page.request.get('/api/settings')).json()) as Settings;
  await login('customer');
  await page.goto('/dashboard/support');
  await expect(page.getByRole('heading', { name: 'Soporte', level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Escríbanos' });
  await expect(contact.getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${settings.supportEmail}`,
  );
  await expect(contact.getByRole('link', { name: settings.supportWhatsApp })).toBeVisible();

  const payees = page.getByRole('region', { name: 'Datos para pagar' });
  expect(settings.paymentAccounts.map((a) => a.method).sort()).toEqual([
    'PAGO_MOVIL',
    'TRANSFERENCIA',
    'ZELLE',
  ]);
  const block = (title: string) => payees.locator('.payee-details', { hasText: title });
  for (const a of settings.paymentAccounts) {
    const details = block(
      { TRANSFERENCIA: 'transferencia', PAGO_MOVIL: 'pago móvil', ZELLE: 'Zelle' }[a.method],
    );
    await expect(details).toContainText(a.holderName);
    if (a.holderId) await expect(details).toContainText(a.holderId);
    if (a.method !== 'ZELLE') await expect(details).toContainText(`${a.bankCode} - ${a.bankName}`);
    if (a.method === 'TRANSFERENCIA')
      await expect(details).toContainText(
        a.accountNumber!.replace(/^(\d{4})(\d{4})(\d{2})(\d{10})$/, '$1-$2-$3-$4'),
      );
    if (a.method === 'PAGO_MOVIL') await expect(details).toContainText(a.phone!);
    if (a.method === 'ZELLE') await expect(details).toContainText(a.email!);
  }

  // The questions are closed; Tab reaches them, Intro and Espacio open them.
  const faq = page.getByRole('region', { name: 'Preguntas frecuentes' });
  const firstQ = faq.getByRole('button', { name: '¿Cómo pago por transferencia o pago móvil?' });
  const deadlineQ = faq.getByRole('button', { name: '¿Cuánto tiempo tengo para pagar?' });
  await expect(deadlineQ).toHaveAttribute('aria-expanded', 'false');
  await firstQ.focus();
  await page.keyboard.press('Tab');
  await expect(deadlineQ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deadlineQ).toHaveAttribute('aria-expanded', 'true');
  const hours = settings.paymentDeadlineMinutes / 60;
  await expect(faq.getByRole('region', { name: '¿Cuánto tiempo tengo para pagar?' })).toContainText(
    `${hours} horas desde que hace la orden`,
  );
  await page.keyboard.press('Shift+Tab');
  await expect(firstQ).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstQ).toHaveAttribute('aria-expanded', 'true');
  await expect(
    faq.getByRole('region', { name: '¿Cómo pago por transferencia o pago móvil?' }),
  ).toContainText('número de referencia');
  // One answer at a time.
  await expect(deadlineQ).toHaveAttribute('aria-expanded', 'false');
  // Fin goes to the last question.
  await page.keyboard.press('End');
  const passwordQ = faq.getByRole('button', { name: '¿Cómo cambio mi contraseña?' });
  await expect(passwordQ).toBeFocused();
  await page.keyboard.press('Enter');
  const answer = faq.getByRole('region', { name: '¿Cómo cambio mi contraseña?' });
  await expect(answer.getByRole('link', { name: 'Perfil' })).toHaveAttribute(
    'href',
    '/dashboard/profile',
  );
  await expectAccessible(page);
});
