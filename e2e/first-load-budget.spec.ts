/**
 * The public catalogue's weight on a phone (issue 28, docs/decisions/046): a first visit to
 * /eventos (where / leads) at 390×844 downloads at most this much JavaScript and CSS, counted
 * as Chromium receives it (compressed bodies). Bytes, not time: the check says the same on a
 * busy machine as on a quiet one. The budgets sit a little above what the page loads today;
 * a change that needs more must say why, here and in BENCHMARKS.md.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** Bytes on the wire, per kind. Measured 2026-11-26: JS 146,656, CSS 21,881 (BENCHMARKS.md). */
const BUDGET = { script: 155_000, stylesheet: 24_000 };
type Kind = keyof typeof BUDGET;

test.use({ viewport: { width: 390, height: 844 } });

test('[BUDGET] a first visit to /eventos on a phone downloads no more JavaScript and CSS than its budget', async ({
  page,
}) => {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));

  await page.goto('/eventos');
  await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
  await expect(page.locator('.event-card').first()).toBeVisible();
  // Whatever the first paint starts loading afterwards (lazy chunks, the theme) counts too.
  await page.waitForLoadState('networkidle');

  const files: Record<Kind, string[]> = { script: [], stylesheet: [] };
  const bytes: Record<Kind, number> = { script: 0, stylesheet: 0 };
  for (const request of finished) {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') continue;
    const { responseBodySize } = await request.sizes();
    bytes[kind] += responseBodySize;
    files[kind].push(`${new URL(request.url()).pathname} ${responseBodySize} B`);
  }

  // Both kinds are reported, with their files, so whoever breaks the budget sees what grew.
  for (const kind of Object.keys(BUDGET) as Kind[]) {
    expect.soft(files[kind].length, `${kind}: ningún archivo cargado`).toBeGreaterThan(0);
    expect
      .soft(bytes[kind], `${kind} de /eventos:\n${files[kind].join('\n')}`)
      .toBeLessThanOrEqual(BUDGET[kind]);
  }
});
