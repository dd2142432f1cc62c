import { concert, pageAuth } from './api-helpers';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('[SETTINGS] Negocio', () => {
  test('the admin changes the payee details and support contacts; bad input is refused in Spanish; checkout follows', async ({
    page,
    login,
    browser,
  }) => {
    await login('admin');
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Negocio' });
    await expect(section.getByLabel('Razón social')).toHaveValue('Tickera C.A.');
    await expectAccessible(page);

    // A RIF in the wrong form and an account of another bank: field errors, nothing saved.
    await section.getByLabel('RIF', { exact: true }).fill('J-123');
    await section.getByRole('button', { name: 'Guardar datos del negocio' }).click();
    await expect(section.getByText('RIF inválido (ej. J-12345678-9)')).toBeVisible();
    await section.getByLabel('RIF', { exact: true }).fill('J-50123456-7');
    const transfer = section.getByRole('group', { name: 'Transferencia bancaria' });
    await transfer.getByLabel('Número de cuenta').fill('0134-0000-11-2233445566');
    await section.getByRole('button', { name: 'Guardar datos del negocio' }).click();
    await expect(
      transfer.getByText('La cuenta debe comenzar con el código del banco (0102)'),
    ).toBeVisible();

    await transfer.getByLabel('Número de cuenta').fill('0102-0999-88-7766554433');
    await section.getByLabel('WhatsApp de soporte').fill('+58 424 555 0000');
    await section.getByRole('button', { name: 'Guardar datos del negocio' }).click();
    await expect(page.getByText('Datos del negocio guardados')).toBeVisible();

    // What anyone reads now, and what the form shows after a reload.
    const saved = await (await page.request.get('/api/settings')).json();
    expect(saved.supportWhatsApp).toBe('0424-5550000');
    expect(saved.paymentAccounts[0]).toMatchObject({ accountNumber: '01020999887766554433' });
    await page.reload();
    await expect(section.getByLabel('WhatsApp de soporte')).toHaveValue('0424-5550000');

    // A buyer at checkout now sees the new account, and the payment window.
    const buyer = await (await browser.newContext()).newPage();
    await signIn(buyer, DEMO.customer);
    await buyer.goto(`/eventos/reservation?event=${(await concert(buyer.request)).id}`);
    await expect(buyer.locator('[data-map-ready="true"]')).toBeVisible();
    await buyer.locator('[data-status="available"]').first().click();
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    await buyer.waitForURL('**/eventos/checkout**');
    const payee = buyer.locator('.payee-details');
    await expect(payee).toContainText('0102-0999-88-7766554433');
    await expect(payee).toContainText('0102 - Banco de Venezuela');
    await expect(buyer.getByRole('region', { name: 'Resumen de su compra' })).toContainText(
      'Tendrá 24 horas para pagar',
    );
    await buyer.getByRole('button', { name: 'Pago móvil' }).click();
    await expect(payee).toContainText('0414-1234567');
    await buyer.request.delete('/api/holds', { headers: await pageAuth(buyer) });
    await buyer.context().close();
  });

  test('other roles do not see the Negocio section', async ({ page, login }) => {
    await login('supervisor');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Negocio' })).toHaveCount(0);
  });
});
