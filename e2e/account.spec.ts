/** Perfil → Cambiar contraseña: the current password is asked for; other sessions end (decision 022). */
import { staffAuth } from './api-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

test('[PROFILE] changing the password asks for the current one and ends the other sessions', async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `clave.${Date.now()}@tickera.test`;
  const password = 'Clave.Inicial.2026';
  const created = await request.post('/api/users', {
    headers: await staffAuth(request, 'admin'),
    data: { email, password, name: 'Rosa', lastName: 'Blanco', role: 'customer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The same account open on another device.
  const other = await request.post('/api/auth/sign-in', { data: { email, password } });
  const otherSession = (await other.json()).session;

  await signIn(page, email, password);
  await page.goto('/dashboard/profile');
  const form = page.getByRole('region', { name: 'Cambiar contraseña' });
  const current = form.getByLabel('Contraseña actual');
  const next = form.getByLabel('Nueva contraseña');
  await expect(current).toHaveAttribute('autocomplete', 'current-password');

  await current.fill('No.Es.Esta.2026');
  await next.fill('Clave.Nueva.2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const wrong = form.getByRole('alert').filter({ hasText: 'La contraseña actual no es correcta.' });
  await expect(wrong).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expectAccessible(page);
  // The browser reports the refused request (422) in its console: that one was expected.
  const refused = consoleErrors.findIndex((e) => e.includes('422'));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  await current.fill(password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada exitosamente')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(wrong).toHaveCount(0);

  // This page's session goes on; the other device's is over.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  const otherMe = await request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${otherSession.accessToken}` },
  });
  expect(otherMe.status()).toBe(401);
  const otherRefresh = await request.post('/api/auth/refresh', {
    data: { refreshToken: otherSession.refreshToken },
  });
  expect(otherRefresh.status()).toBe(401);
});
