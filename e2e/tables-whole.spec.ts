/**
 * A table sold whole (issue 29): the venue's plan has a table of four sold whole
 * and one sold chair by chair; at the event made there, tapping one chair of the whole table
 * takes all four, tapping one again lets the table go, and a chair of the other table is
 * taken alone.
 */
import { staffAuth } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 860 } });

test('[PLAN] a table sold whole is taken and let go whole on the public map', async ({ page }) => {
  const request = page.request;
  const admin = await staffAuth(request, 'admin');
  const tag = `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const venue = await request.post('/api/locations', {
    headers: admin,
    data: { name: `Salón de mesas ${tag}`, code: `MESAS-${tag}`, city: 'Caracas' },
  });
  expect(venue.status(), await venue.text()).toBe(201);
  const venueId = ((await venue.json()) as { id: string }).id;
  const plan = await request.put(`/api/locations/${venueId}/plan`, {
    headers: admin,
    data: {
      sections: [{ id: 'mesas', name: 'Mesas', code: 'MESAS', layout: 'TABLES', type: 'VIP' }],
      elements: [
        {
          kind: 'TABLE',
          id: 'vip',
          section: 'mesas',
          x: 100,
          y: 100,
          chairs: 4,
          label: 'Mesa VIP',
          sale: 'WHOLE',
        },
        { kind: 'TABLE', id: 'm2', section: 'mesas', x: 260, y: 100, chairs: 4, label: 'Mesa 2' },
      ],
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const created = await request.post('/api/events', {
    headers: admin,
    data: {
      name: `Cena show ${tag}`,
      code: `CENA-${tag}`,
      category: 'CONCIERTO',
      locationId: venueId,
      startAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;

  await page.goto(`/eventos/reservation?event=${eventId}`);
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible();
  const chair = (table: string, n: number) =>
    page.getByRole('button', { name: new RegExp(`^${table}, puesto ${n},`) });
  const vip = [1, 2, 3, 4].map((n) => chair('Mesa VIP', n));

  await vip[2].click();
  for (const c of vip) await expect(c).toHaveAttribute('data-status', 'mine');
  await expect(chair('Mesa 2', 1)).toHaveAttribute('data-status', 'available');
  await page.screenshot({ path: test.info().outputPath('table-whole.png') });
  await expectAccessible(page);

  await vip[0].click();
  for (const c of vip) await expect(c).toHaveAttribute('data-status', 'available');

  await chair('Mesa 2', 3).click();
  await expect(chair('Mesa 2', 3)).toHaveAttribute('data-status', 'mine');
  for (const n of [1, 2, 4])
    await expect(chair('Mesa 2', n)).toHaveAttribute('data-status', 'available');
});
