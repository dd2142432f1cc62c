/**
 * The waiting list on a phone (issue 26): a sold-out event → the customer joins "Lista de
 * espera" → staff cancel an unpaid order and its seats are held for the first in line →
 * the customer sees the offer, checks out with the held seats and buys. Then staff read the
 * event's line in Área de Eventos, and set the event's after-sale settings in its form.
 */
import {
  CUSTOMER_PASSWORD,
  newCustomerAccount,
  pendingOrder,
  staffAuth,
  tonightEvent,
} from './api-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const todayInCaracas = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** Two customers' unpaid orders of 6 seats each take the event's 12 (10 at most per buyer). */
async function soldOut(request: Parameters<typeof tonightEvent>[0], eventId: string) {
  const orders = [];
  for (const [name, digit] of [
    ['Pedro', '6'],
    ['Rosa', '5'],
  ]) {
    const buyer = await newCustomerAccount(request, name, 'Salas');
    const reference = `${digit}${String(Date.now()).slice(-7)}`;
    orders.push(await pendingOrder(request, buyer.auth, eventId, reference, 6));
  }
  return orders;
}

test('[WAITLIST] sold out → Lista de espera → an order is cancelled → the offer → checkout with the held seats → bought', async ({
  page,
}) => {
  const event = await tonightEvent(page.request);
  const [unpaid] = await soldOut(page.request, event.id);
  const waiting = await newCustomerAccount(page.request, 'Ana', 'Rojas');

  await signIn(page, waiting.email, CUSTOMER_PASSWORD);
  await page.goto(`/eventos/${event.id}`);
  const card = page.getByRole('region', { name: 'Lista de espera' });
  await expect(card).toBeVisible();
  await card.getByLabel('Asientos').fill('2');
  await card.getByRole('button', { name: 'Anotarme en la lista de espera' }).click();
  await expect(card).toContainText('Está en la lista de espera: puesto 1');
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('waitlist-joined-phone.png') });

  // Staff cancel the unpaid order: its seats go to the line at once, held in Ana's name.
  const cancelled = await page.request.post(`/api/orders/${unpaid.id}/cancel`, {
    headers: await staffAuth(page.request, 'admin'),
    data: { reason: 'El cliente desistió de la compra' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.reload();
  await expect(card).toContainText('Se liberaron asientos: le apartamos 2 a su nombre hasta el');
  await expect(card).not.toContainText('..');
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('waitlist-offer-phone.png') });
  await card.getByRole('link', { name: 'Comprar ahora' }).click();

  await page.waitForURL('**/eventos/checkout**');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('Platea × 2');
  const offer = page.getByRole('alert').filter({ hasText: 'Lista de espera' });
  await expect(offer).toContainText(/apartados a su nombre hasta las \d/);
  await expect(offer).not.toContainText('..');
  // The countdown follows the offer's time (30 minutes), not the 10 of a usual hold.
  await expect(page.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
  await expectAccessible(page);
  await page.screenshot({
    path: test.info().outputPath('waitlist-checkout-phone.png'),
    fullPage: true,
  });

  const amount = page.getByLabel('Monto pagado');
  await expect(amount).not.toHaveValue('0,00');
  await page.getByRole('button', { name: 'Seleccione su banco' }).click();
  await page.getByRole('option', { name: '0102 - Banco de Venezuela' }).click();
  await page.getByLabel('Número de referencia').fill(String(Date.now()).slice(-10));
  await page.getByLabel('Fecha del pago').fill(todayInCaracas());
  await page.getByRole('button', { name: 'Confirmar compra' }).click();
  await page.waitForURL(/\/eventos\/successful-purchase\?order=/);
  await expect(page.getByRole('heading', { name: '¡Gracias por su compra!' })).toBeVisible();

  // Bought: the line is behind her (not a lapsed offer).
  const me = await page.request.get(`/api/events/${event.id}/waitlist/me`, {
    headers: waiting.auth,
  });
  expect(await me.json()).toEqual({ position: null, state: 'NONE' });
});

test('[WAITLIST] staff read the line in Área de Eventos and set the transfer cut-off and the offer minutes', async ({
  page,
  login,
}) => {
  const event = await tonightEvent(page.request);
  await soldOut(page.request, event.id);
  const one = await newCustomerAccount(page.request, 'Ana', 'Rojas');
  const two = await newCustomerAccount(page.request, 'Luis', 'Pérez');
  for (const [who, quantity] of [
    [one, 2],
    [two, 1],
  ] as const) {
    const joined = await page.request.post(`/api/events/${event.id}/waitlist`, {
      headers: who.auth,
      data: { quantity },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  await login('supervisor');
  // A link to the event opens the events table on the page that holds its row (other specs
  // add events that start later, which the table lists first).
  await page.goto(`/dashboard/event?event=${event.id}`);
  await page.getByRole('button', { name: `Lista de espera de ${event.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Lista de espera: ${event.name}` });
  const rows = dialog.getByRole('row');
  await expect(rows.filter({ hasText: one.email })).toContainText('1');
  await expect(rows.filter({ hasText: one.email })).toContainText('Esperando');
  await expect(rows.filter({ hasText: two.email })).toContainText('Cualquier zona');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('waitlist-staff-phone.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The event's form: the after-sale settings, refused in Spanish when out of range.
  await page.getByRole('button', { name: `Editar ${event.name}` }).click();
  const form = page.getByRole('dialog', { name: `Editar ${event.name}` });
  const cutoff = form.getByLabel('Cierre de traspasos (horas antes)');
  const minutes = form.getByLabel('Oferta de lista de espera (minutos)');
  await expect(cutoff).toHaveValue('2');
  await expect(minutes).toHaveValue('30');
  await minutes.fill('2');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Al menos 5 minutos')).toBeVisible();
  await cutoff.fill('6');
  await minutes.fill('45');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const saved = await page.request.get(`/api/admin/events/${event.id}`, {
    headers: await staffAuth(page.request, 'admin'),
  });
  expect(await saved.json()).toMatchObject({ transferCutoffHours: 6, waitlistOfferMinutes: 45 });
});
