import { menuForRole, menuLabels } from '@tickera/shared/permissions';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import { DEMO, expect, test, type DemoRole } from './fixtures';

const roles = Object.keys(DEMO) as DemoRole[];

for (const role of roles) {
  test(`[SHELL] ${role} sees exactly the sidebar items the matrix allows`, async ({
    page,
    login,
  }) => {
    await login(role);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('APP TICKERA')).toBeVisible();
    const expected = menuLabels(menuForRole(role));
    // Expand every group so nested items are visible too.
    for (const group of menuForRole(role).filter((i) => i.items)) {
      const toggle = sidebar.getByRole('button', { name: group.label });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await expect(sidebar.getByRole('link')).toHaveText(expected);
  });
}

test('[SHELL] a forbidden dashboard URL shows Acceso Denegado', async ({ page, login }) => {
  await login('customer');
  await page.goto('/dashboard/users');
  await expect(page.getByText('Acceso Denegado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gestion de Usuarios' })).toHaveCount(0);
});

test('[SHELL] the dashboard needs a login', async ({ page }) => {
  await page.goto('/dashboard/reservation');
  await page.waitForURL('**/sign-in');
});

test('[SHELL] sign-out clears the stored session and booking keys', async ({ page, login }) => {
  await login('sales');
  await page.evaluate((keys) => {
    for (const k of Object.values(keys)) if (k !== 'auth_token') localStorage.setItem(k, '1');
  }, STORAGE_KEYS);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL('**/sign-in');
  const left = await page.evaluate(
    (keys) => Object.values(keys).filter((k) => localStorage.getItem(k) !== null),
    STORAGE_KEYS,
  );
  expect(left).toEqual([]);
  await page.goto('/dashboard/home');
  await page.waitForURL('**/sign-in');
});

test('[SHELL] a signed-in user who opens sign-in goes to the dashboard home', async ({
  page,
  login,
}) => {
  await login('admin');
  await page.goto('/sign-in');
  await page.waitForURL('**/dashboard/home');
});
