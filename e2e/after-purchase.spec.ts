/**
 * After the purchase (issue 26), on a phone: the buyer shares their tickets by WhatsApp and
 * the link opens, with no sign-in, a page with a QR per ticket that opens again with no
 * network and can be saved to the home screen; "Pasar a un amigo" sends a ticket to someone
 * who finds it, with its e-mail, in their Mis Entradas.
 */
import { readFileSync, readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import {
  CUSTOMER_PASSWORD,
  approveOrder,
  newCustomerAccount,
  pendingOrder,
  tonightEvent,
} from './api-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { controlledByWorker, installableManifest, onPhoneProfile } from './phone-profile';

const PHONE = { width: 390, height: 844 };

/** A new customer with a paid order of two seats of a new event: their e-mail. */
async function buyerWithTickets(request: Parameters<typeof tonightEvent>[0]) {
  const event = await tonightEvent(request);
  const buyer = await newCustomerAccount(request, 'Carlos', 'Mendoza');
  const reference = `8${String(Date.now()).slice(-7)}`;
  const order = await pendingOrder(request, buyer.auth, event.id, reference, 2);
  const paid = await approveOrder(request, order.id);
  return { ...buyer, event, order: paid };
}

test.use({ viewport: PHONE });

test('[AFTER] share by WhatsApp: the link opens the tickets with their QR in a fresh browser, also offline', async ({
  page,
}) => {
  const { email, auth, event, order } = await buyerWithTickets(page.request);
  // WhatsApp is not reached from the tests: its page is answered here.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  await signIn(page, email, CUSTOMER_PASSWORD);
  await page.goto('/dashboard/mytickets');
  const card = page.getByRole('article').filter({ hasText: event.name });
  await expect(card.getByRole('img', { name: /^QR de la entrada/ })).toHaveCount(2);
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Compartir por WhatsApp' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL('https://wa.me/**');
  const message = new URL(whatsapp.url()).searchParams.get('text') ?? '';
  expect(message).toContain(event.name);
  const link = await card.getByRole('link', { name: /\/entradas\// }).textContent();
  expect(message).toContain(link);
  await whatsapp.close();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('mytickets-share-phone.png') });

  // Someone else's phone: no session, a browser of its own.
  await onPhoneProfile(async (phone, context) => {
    // The link is a key: nothing of the page goes to another site (which could learn it).
    const elsewhere: string[] = [];
    context.on('request', (r) => {
      const url = new URL(r.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== new URL(link!).origin)
        elsewhere.push(r.url());
    });
    await phone.goto(link!);
    const qrs = phone.getByRole('img', { name: /^QR de la entrada/ });
    const showsTickets = async () => {
      await expect(phone.getByRole('heading', { name: event.name })).toBeVisible();
      await expect(qrs).toHaveCount(2);
      await expect(qrs.first()).toBeInViewport();
      for (const s of order.seats) await expect(phone.getByText(s.ticket!.code)).toBeVisible();
    };
    const offlineNote = phone.getByText('Sin conexión: se muestran las entradas guardadas');
    await showsTickets();
    await expect(offlineNote).toHaveCount(0);
    await expectAccessible(phone);
    await phone.screenshot({
      path: test.info().outputPath('shared-tickets-phone.png'),
      fullPage: true,
    });

    // The page's own worker has its copy of the page (it controls the page once its install,
    // which fetches every file, is done); the home screen's app starts at this very link.
    expect(await controlledByWorker(phone)).toMatch(/\/entradas-sw\.js$/);
    const manifest = await installableManifest(context, phone);
    const token = new URL(link!).pathname.split('/').pop();
    expect(manifest.url).toBe(`${new URL(link!).origin}/entradas/${token}/manifest.webmanifest`);
    expect(manifest.fields).toMatchObject({ display: 'standalone', scope: '/entradas/' });
    expect(new URL(String(manifest.fields.start_url), manifest.url).href).toBe(link);

    // No network at all, and nothing in the browser's own cache (a phone empties it when it
    // likes): the page and its code come from the worker's copy, the tickets from the page's.
    await (await context.newCDPSession(phone)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await phone.reload();
    await expect(offlineNote).toBeVisible();
    await showsTickets();
    // The home screen's app finds its manifest on the phone too.
    expect(await phone.evaluate(async (url) => !!(await caches.match(url)), manifest.url)).toBe(
      true,
    );
    await expectAccessible(phone);
    await phone.screenshot({
      path: test.info().outputPath('shared-tickets-offline-phone.png'),
      fullPage: true,
    });
    await context.setOffline(false);

    // The rest of the site is not the worker's: its pages come from the network as before.
    await phone.goto('/eventos');
    await expect(phone.getByRole('heading', { name: 'Eventos' }).first()).toBeVisible();
    expect(await phone.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // A second link (the ticket e-mail's) opened on this phone, with the worker already there:
    // it opens offline too, with its own manifest.
    const second = await page.request.post(`/api/orders/${order.id}/share`, { headers: auth });
    const { url: link2 } = (await second.json()) as { url: string };
    await phone.goto(link2);
    await showsTickets();
    expect(await controlledByWorker(phone)).toMatch(/\/entradas-sw\.js$/);
    const manifest2 = await installableManifest(context, phone);
    expect(new URL(String(manifest2.fields.start_url), manifest2.url).href).toBe(link2);
    await context.setOffline(true);
    await phone.reload();
    await expect(offlineNote).toBeVisible();
    await showsTickets();
    expect(await phone.evaluate(async (url) => !!(await caches.match(url)), manifest2.url)).toBe(
      true,
    );
    await context.setOffline(false);

    // The owner revokes: the link no longer opens.
    await card.getByRole('button', { name: 'Anular enlaces' }).click();
    await expect(page.getByText('Enlaces anulados')).toBeVisible();
    await phone.goto(link!);
    await expect(phone.getByText('Este enlace ya no es válido')).toBeVisible();
    expect(elsewhere).toEqual([]);
  }, revokedLink);
});

/** The revoked link's own answer, which the page turns into its message. */
const revokedLink = (text: string, path: string) =>
  text === 'Failed to load resource: the server responded with a status of 404 (Not Found)' &&
  path.startsWith('/api/shared/');

test('[AFTER] Pasar a un amigo: the friend gets the e-mail and finds the ticket in their Mis Entradas', async ({
  page,
}) => {
  const { email, event, order } = await buyerWithTickets(page.request);
  const friend = await newCustomerAccount(page.request, 'Luisa', 'Pérez');
  const [first, second] = order.seats;
  await signIn(page, email, CUSTOMER_PASSWORD);
  await page.goto('/dashboard/mytickets');
  const card = page.getByRole('article').filter({ hasText: event.name });
  const firstTicket = card.getByRole('listitem').filter({ hasText: first.ticket!.code });
  await expectAccessible(page);
  await firstTicket.getByRole('button', { name: 'Pasar a un amigo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pasar a un amigo' });
  await dialog.getByLabel('Correo de su amigo').fill(friend.email);
  await dialog.getByLabel('Nombre y apellido').fill('Luisa Pérez');
  // The dialog itself (the page behind it is dimmed by the mask, and was checked above).
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('transfer-dialog-phone.png') });
  await dialog.getByRole('button', { name: 'Pasar entrada' }).click();
  await expect(page.getByText(`Le enviamos la entrada a ${friend.email}`)).toBeVisible();
  await expect(card.getByText('Entrada pasada a otra persona')).toBeVisible();
  await expect(card.getByText(first.ticket!.code)).toHaveCount(0);
  await expect(card.getByText(second.ticket!.code)).toBeVisible();

  // The friend's e-mail (an .eml file on the embedded setup) carries the new ticket.
  const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');
  const friendMail = () =>
    readdirSync(mailDir)
      .filter((f) => f.includes('-ticket-received-'))
      .map((f) => readFileSync(join(mailDir, f), 'utf8').replace(/=\r?\n/g, ''))
      .find((m) => m.includes(friend.email));
  await expect.poll(() => !!friendMail(), { timeout: 20_000 }).toBe(true);
  expect(friendMail()).toContain(event.name);

  // The friend signs in and finds it.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, friend.email, CUSTOMER_PASSWORD);
  await page.goto('/dashboard/mytickets');
  const received = page.getByRole('region', { name: 'Entradas que le pasaron' });
  await expect(received.getByRole('img', { name: /^QR de la entrada/ })).toHaveCount(1);
  await expect(received).toContainText(event.name);
  const code = (await received.locator('code').textContent())!;
  expect(code).not.toBe(first.ticket!.code);
  expect(friendMail()).toContain(code);
  await expectAccessible(page);
  await page.screenshot({
    path: test.info().outputPath('received-ticket-phone.png'),
    fullPage: true,
  });
});
