import { SECTIONS, canAccessSection, type SectionKey } from '@tickera/shared/permissions';
import { DEMO, expect, expectAccessible, test, type DemoRole } from './fixtures';

const roles = Object.keys(DEMO) as DemoRole[];
const sections = Object.keys(SECTIONS) as SectionKey[];

for (const role of roles) {
  test(`[GUARDS] ${role}: every dashboard section is shown or refused exactly as the matrix says`, async ({
    page,
    login,
  }) => {
    test.setTimeout(120_000);
    await login(role);
    for (const key of sections) {
      await page.goto(`/dashboard/${SECTIONS[key].path}`);
      const denied = page.getByRole('alert').filter({ hasText: 'Acceso Denegado' });
      if (canAccessSection(role, key)) {
        await expect(page.getByRole('heading').first(), `${role} → ${key}`).toBeVisible();
        await expect(denied, `${role} → ${key}`).toHaveCount(0);
      } else {
        await expect(denied, `${role} → ${key}`).toBeVisible();
      }
    }
  });
}

test('[ROUTES] every public route of the spec answers', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/eventos');
  for (const path of [
    '/eventos',
    '/explorar',
    '/conciertos',
    '/sign-up',
    '/sign-in',
    '/recovery-password',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first(), path).toBeVisible();
  }
  await page.goto('/no-existe/para-nada');
  await page.waitForURL('**/eventos');
});

test('[TOPBAR] shows the spec’s entries for a visitor, a customer and an admin', async ({
  page,
  login,
}) => {
  await page.goto('/eventos');
  const bar = page.getByRole('banner');
  for (const name of ['Inicio', 'Eventos', 'Contactanos', 'Registrarse'])
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await login('customer');
  await page.goto('/eventos');
  await expect(bar.getByRole('link', { name: 'Mis Entradas', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Perfil', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Salir' })).toBeVisible();
  await bar.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/sign-in');

  await login('admin');
  await page.goto('/eventos');
  await expect(bar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Eventos', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Mis Entradas', exact: true })).toHaveCount(0);
});

test('[SIDE MENU] on a phone the side menu opens with its three entries and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/eventos');
  await expect(page.locator('.event-card').first()).toBeVisible();
  // Its code comes on the first open (docs/decisions/046): the menu is not in the page before.
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú lateral' }).click();
  await expect(menu).toBeVisible();
  for (const name of ['Eventos', 'Nosotros', 'Contacto'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Opened again, one of its links closes it.
  await page.getByRole('button', { name: 'Abrir menú lateral' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Nosotros' }).click();
  await expect(menu).toBeHidden();
});

test('[DELIVERY] the built app: robots.txt, compressed immutable scripts, a revalidated page', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /dashboard');

  const page = await request.get('/eventos', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(await page.text())![1];
  const js = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The back office's pages are in none of the files the public page starts with: its entry
  // and the start-up's stages it preloads (decision 053).
  const html = await page.text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(files.length, 'la entrada y sus etapas').toBeGreaterThan(1);
  for (const file of files) {
    const code = await (await request.get(file)).text();
    expect(code.includes('Abrir la chequinera'), `${file}: página del Listado Check-In`).toBe(
      false,
    );
    expect(code.includes('Conciliar con el estado de cuenta'), `${file}: diálogo Conciliar`).toBe(
      false,
    );
  }
});
