/** Playwright fixtures: a console error or a failed page request fails the test; login(). */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tickera.2026';
export const DEMO = {
  admin: 'admin@tickera.test',
  supervisor: 'supervisor@tickera.test',
  sales: 'ventas@tickera.test',
  auditor: 'auditor@tickera.test',
  chekiner: 'chequeo@tickera.test',
  customer: 'cliente@tickera.test',
} as const;
export type DemoRole = keyof typeof DEMO;

export const test = base.extend<{
  consoleErrors: string[];
  login: (role: DemoRole) => Promise<void>;
}>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      expect(errors, 'errores en la consola del navegador').toEqual([]);
    },
    { auto: true },
  ],
  login: async ({ page }, use) => {
    await use(async (role) => {
      await signIn(page, DEMO[role]);
    });
  },
});

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard/home');
}

/** axe-core over the page as it stands: no serious or critical violation (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page) {
  // axe reads colours as they are at this instant: a toast or a dialog still fading in would
  // be measured half transparent. Its finite transitions end first (spinners run for ever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // In the page itself (axe.run): the default runs each frame's part, then opens a blank page
  // and injects axe again to merge them, which doubled each check's time (1.1-2.1 s against
  // 0.6-1.1 s, the same findings). The pages have no frames of another origin to reach.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'violaciones de accesibilidad (axe-core)',
  ).toEqual([]);
}

export { expect };
