/**
 * A phone's browser for the pages that install as apps and open offline (decisions 038 and
 * 044): a profile on disk, because Chromium does not offer to install an app from an incognito
 * window, which is what Playwright's own contexts are.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect } from './fixtures';
import config from '../playwright.config';

/**
 * Runs `use` on a page of a fresh phone profile (390×844), then fails on any console error
 * but one: with the network cut, the API calls a page still tries (a phone on a Wi-Fi with no
 * way out looks online to the browser) fail, and Chromium says so. Those, and only those, are
 * expected; every file of the app must come from its worker.
 */
export async function onPhoneProfile(
  use: (page: Page, context: BrowserContext) => Promise<void>,
  /** An error the test itself provokes (a refusal it asserts): its text and the address. */
  provoked: (text: string, path: string) => boolean = () => false,
): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'tickera-phone-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use!.launchOptions!,
    baseURL: config.use!.baseURL,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    viewport: { width: 390, height: 844 },
  });
  const errors: string[] = [];
  const failed: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      const path = new URL(m.location().url).pathname;
      const apiCut =
        m.text() === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED' &&
        path.startsWith('/api/');
      if (m.type() === 'error' && !apiCut && !provoked(m.text(), path)) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED') failed.push(r.url());
    });
    await use(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(errors, 'errores en la consola del navegador').toEqual([]);
  for (const url of failed) expect(new URL(url).pathname).toMatch(/^\/api\//);
}

/** Resolves once a service worker controls the page (at once if one already does). */
export function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const sw = navigator.serviceWorker;
        if (sw.controller) return resolve(sw.controller.scriptURL);
        sw.addEventListener('controllerchange', () => resolve(sw.controller!.scriptURL), {
          once: true,
        });
      }),
  );
}

/**
 * The page's manifest as Chromium's own install button reads it (its address and fields),
 * after checking that it has no error and that nothing keeps the page from being installed.
 */
export async function installableManifest(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  return {
    url: manifest.url,
    fields: JSON.parse(manifest.data ?? '{}') as Record<string, unknown>,
  };
}
