/**
 * The books on screen. The suite shares one database, so the test sets up an event of its
 * own (two zones, fee, tax and IVA) and sells it through the API: a web sale with a coupon,
 * a box-office sale, a courtesy, an unpaid order and a cancelled one. What the auditor must
 * read is worked out here from those orders' prices and frozen rates, not from the report.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  holdSeats,
  newCustomer,
  pendingOrder,
  seatsByZone,
  staffAuth,
  type Auth,
  type Order,
} from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

type Request = Page['request'];
type PricedOrder = Order & { rate: string; total: string; createdAt: string };

/** USD "12.34" × a rate with up to 8 decimals, in Bs.S cents rounded half up (decision 021). */
function vesCents(usd: string, rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const rate8 = BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  return (BigInt(usd.replace('.', '')) * rate8 + 50_000_000n) / 100_000_000n;
}
const usdCents = (usd: string) => BigInt(usd.replace('.', ''));
const sum = (...cents: bigint[]) => cents.reduce((a, b) => a + b, 0n);
const amount = (cents: bigint) =>
  (Number(cents) / 100).toLocaleString('es-VE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
const usd = (cents: bigint) => `$ ${amount(cents)}`;
const bs = (cents: bigint) => `Bs.S ${amount(cents)}`;
const caracasDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(iso));

async function ok<T>(
  response: Promise<{ status(): number; text(): Promise<string> }>,
  status = 200,
) {
  const res = await response;
  const text = await res.text();
  expect(res.status(), text).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * A published event 90 days out (so no other page picks it first): Platea 40.00 × 4 and
 * Gradería 15.00 × 10; fee 10 % charged, tax 5 %, IVA 16 % on the fee.
 */
async function booksEvent(request: Request, admin: Auth) {
  const tag = `${Date.now() % 1_000_000}`;
  const [location] = (
    await ok<{ items: { id: string }[] }>(request.get('/api/locations', { headers: admin }))
  ).items;
  const [store] = (
    await ok<{ items: { id: string; name: string; rif: string | null }[] }>(
      request.get('/api/stores', { headers: admin }),
    )
  ).items;
  const name = `Libros Abiertos ${tag}`;
  const event = await ok<{ id: string; code: string }>(
    request.post('/api/events', {
      headers: admin,
      data: {
        name,
        code: `LIBROS-${tag}`,
        category: 'CONCIERTO',
        locationId: location.id,
        storeId: store.id,
        startAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
        publishAt: new Date(Date.now() - 60_000).toISOString(),
        config: { feePercent: '10', feeOnlyDeclarative: false, taxPercent: '5', ivaPercent: '16' },
      },
    }),
    201,
  );
  for (const [index, zone] of [
    { name: 'Platea', code: 'PLA', basePrice: '40.00', seatTo: 4 },
    { name: 'Gradería', code: 'GRA', basePrice: '15.00', seatTo: 10 },
  ].entries()) {
    const { id } = await ok<{ id: string }>(
      request.post(`/api/events/${event.id}/zones`, {
        headers: admin,
        data: { name: zone.name, code: zone.code, basePrice: zone.basePrice, index },
      }),
      201,
    );
    await ok(
      request.post(`/api/zones/${id}/seats`, {
        headers: admin,
        data: { rowFrom: 'A', rowTo: 'A', seatTo: zone.seatTo },
      }),
      201,
    );
  }
  return { ...event, name, store };
}

/** An admin's box-office order for a customer (cash, or a courtesy), approved. */
async function counterSale(
  request: Request,
  admin: Auth,
  eventId: string,
  seatIds: string[],
  customerId: string,
  courtesy = false,
): Promise<PricedOrder> {
  await holdSeats(request, admin, eventId, seatIds);
  const order = await ok<Order>(
    request.post('/api/orders', {
      headers: admin,
      data: { eventId, customerId, paymentMethod: 'EFECTIVO_USD', courtesy },
    }),
    201,
  );
  return ok<PricedOrder>(request.post(`/api/orders/${order.id}/approve`, { headers: admin }));
}

/** The event sold five ways; every order as the API answered it. */
async function sellBooksEvent(request: Request) {
  const admin = await staffAuth(request, 'admin');
  const event = await booksEvent(request, admin);
  const seats = await seatsByZone(request, admin, event.id);
  const platea = seats.get('Platea')!.map((s) => s.id);
  const graderia = seats.get('Gradería')!.map((s) => s.id);
  const coupon = `LIBROS${Date.now() % 1_000_000}`;
  await ok(
    request.post('/api/coupons', {
      headers: admin,
      data: { code: coupon, eventId: event.id, discountType: 'PERCENT', discountValue: '25' },
    }),
    201,
  );
  const reference = (n: number) => `${n}${String(Date.now()).slice(-7)}`;
  const buyers = await Promise.all([1, 2, 3, 4].map(() => newCustomer(request, 'Ana', 'Libro')));
  const counterBuyer = await ok<{ id: string }>(
    request.get('/api/auth/user', { headers: buyers[1] }),
  );

  // Web, pago móvil, 25 % off: Platea.
  const web = await pendingOrder(
    request,
    buyers[0],
    event.id,
    reference(1),
    platea.slice(0, 2),
    coupon,
  );
  const webPaid = await ok<PricedOrder>(
    request.post(`/api/orders/${web.id}/approve`, { headers: admin }),
  );
  // Box office, cash: Platea A-3 and Gradería A-1.
  const counter = await counterSale(
    request,
    admin,
    event.id,
    [platea[2], graderia[0]],
    counterBuyer.id,
  );
  // A courtesy: Gradería A-4, A-5 (outside the sales).
  await counterSale(request, admin, event.id, graderia.slice(3, 5), counterBuyer.id, true);
  // Unpaid: Gradería A-2. Cancelled: Gradería A-3 (its seat is free again).
  const unpaid = (await pendingOrder(request, buyers[2], event.id, reference(3), [
    graderia[1],
  ])) as PricedOrder;
  const cancelled = (await pendingOrder(request, buyers[3], event.id, reference(4), [
    graderia[2],
  ])) as PricedOrder;
  await ok(
    request.post(`/api/orders/${cancelled.id}/cancel`, {
      headers: admin,
      data: { reason: 'Prueba de los libros' },
    }),
  );
  return { event, webPaid, counter, unpaid, cancelled };
}

/**
 * What the pages must show, from the orders: prices by hand (base, 25 % coupon, 10 % fee,
 * 5 % tax, 16 % IVA on the fee), Bs.S at each order's own rate.
 */
function expectedBooks(o: Awaited<ReturnType<typeof sellBooksEvent>>) {
  const r1 = o.webPaid.rate;
  const r2 = o.counter.rate;
  // Web: 80.00 − 20.00 = 60.00; fee 6.00; tax 3.00; IVA 0.96; total 69.96.
  // Box office: 55.00; fee 5.50; tax 2.75; IVA 0.88; total 64.13.
  expect(o.webPaid.total).toBe('69.96');
  expect(o.counter.total).toBe('64.13');
  const line = (webUsd: string, counterUsd: string) => ({
    usd: usdCents(webUsd) + usdCents(counterUsd),
    ves: vesCents(webUsd, r1) + vesCents(counterUsd, r2),
  });
  const gross = line('80.00', '55.00');
  const discount = line('20.00', '0.00');
  const fee = line('6.00', '5.50');
  const tax = line('3.00', '2.75');
  const iva = line('0.96', '0.88');
  const total = line('69.96', '64.13');
  return {
    gross,
    discount,
    fee,
    tax,
    iva,
    total,
    // Derived lines are differences of the converted sums (decision 021).
    feeCharged: {
      usd: total.usd - gross.usd + discount.usd - tax.usd - iva.usd,
      ves: total.ves - gross.ves + discount.ves - tax.ves - iva.ves,
    },
    net: {
      usd: total.usd - fee.usd - tax.usd - iva.usd,
      ves: total.ves - fee.ves - tax.ves - iva.ves,
    },
    platea: {
      usd: usdCents('120.00'),
      ves: sum(vesCents('80.00', r1), vesCents('40.00', r2)),
    },
    graderia: { usd: usdCents('15.00'), ves: vesCents('15.00', r2) },
    webTotalVes: vesCents('69.96', r1),
    counterTotalVes: vesCents('64.13', r2),
    // Gradería 15.00; fee 1.50; tax 0.75; IVA 0.24.
    oneGraderia: '17.49',
    cancelledVes: vesCents('17.49', o.cancelled.rate),
  };
}

const cells = (row: Locator) => row.getByRole('cell');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The table's body row whose first cell reads exactly `first`. */
function rowOf(table: Locator, first: string) {
  return table.locator('tbody tr').filter({
    has: table.page().locator('td:first-child', { hasText: new RegExp(`^${escape(first)}$`) }),
  });
}

/** Clicks `button` and reads the file the browser downloads: its name and its bytes. */
async function downloadBy(button: Locator) {
  const [file] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** Chooses an event in the report's Evento dropdown (typed into its filter), by its name. */
async function chooseEvent(page: Page, name: string) {
  await page.locator('.report-filter-event .p-dropdown').click();
  await page.locator('.p-dropdown-filter').fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name} · `) }).click();
}

let books: Awaited<ReturnType<typeof sellBooksEvent>>;
test.beforeAll(async ({ playwright }, info) => {
  // About thirty API calls: the event, its seats, a coupon, four buyers and five orders.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  books = await sellBooksEvent(request);
  await request.dispose();
});

test('[REPORTS] the auditor reads an event’s settlement, narrows it by days and downloads its PDF and Excel', async ({
  page,
  login,
}) => {
  // Two files, two axe passes and several re-reads: slow on a busy machine, not stuck.
  test.setTimeout(120_000);
  const x = expectedBooks(books);
  const { event } = books;
  await login('auditor');
  // The auditor lists the events on sale, soonest first; the page opens on the first one to come.
  const onSale = await ok<{ items: { name: string; startAt: string }[] }>(
    page.request.get('/api/events'),
  );
  const next =
    onSale.items.find((e) => Date.parse(e.startAt) >= Date.now()) ?? onSale.items.at(-1)!;
  await page.goto('/dashboard/report-liquidacion');
  await expect(
    page.getByRole('heading', { name: 'Reporte de Liquidación', level: 1 }),
  ).toBeVisible();
  await expect(page.locator('.settlement-head')).toContainText(next.name);

  await chooseEvent(page, event.name);
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));
  const head = page.locator('.settlement-head');
  await expect(head).toContainText(`${event.name} (${event.code})`);
  await expect(head).toContainText(event.store.name);
  await expect(head).toContainText('Todas las ventas del evento');

  const lines = page.getByRole('table', { name: 'Liquidación', exact: true });
  const expectLine = (
    concept: string,
    detail: string,
    money: { usd: bigint; ves: bigint } | [string, string],
  ) =>
    expect(cells(rowOf(lines, `${concept}${detail}`))).toHaveText([
      `${concept}${detail}`,
      ...(Array.isArray(money) ? money : [usd(money.usd), bs(money.ves)]),
    ]);
  await expectLine('Venta bruta', '2 órdenes, 4 asientos', x.gross);
  await expectLine('Descuentos', 'Cupones', x.discount);
  await expectLine('Comisión cobrada', 'Al comprador, sobre el precio', x.feeCharged);
  await expectLine('Impuesto', '', x.tax);
  await expectLine('IVA', '', x.iva);
  await expectLine('Total pagado', '', x.total);
  await expectLine('Comisión', 'De servicio', x.fee);
  await expectLine('Neto al productor', 'Total pagado menos comisión, impuesto e IVA', x.net);
  // Hand check of the arithmetic: the charged fee is the fee, the net is 135 − 20.
  expect(x.feeCharged.usd).toBe(1150n);
  expect(x.net.usd).toBe(11500n);

  const apart = page.getByRole('table', { name: 'Fuera de la venta' });
  await expect(cells(rowOf(apart, 'Cortesías2 asientos, valor nominal'))).toHaveText([
    'Cortesías2 asientos, valor nominal',
    '$ 30,00',
    '—',
  ]);
  await expect(
    cells(rowOf(apart, 'Créditos por cobrar0 órdenes, incluidas en la venta')),
  ).toHaveText(['Créditos por cobrar0 órdenes, incluidas en la venta', '$ 0,00', 'Bs.S 0,00']);
  await expect(cells(rowOf(apart, 'Anuladas1 orden'))).toHaveText([
    'Anuladas1 orden',
    `$ ${x.oneGraderia.replace('.', ',')}`,
    bs(x.cancelledVes),
  ]);
  await expect(cells(rowOf(apart, 'Pendientes1 orden'))).toHaveText([
    'Pendientes1 orden',
    `$ ${x.oneGraderia.replace('.', ',')}`,
    '—',
  ]);

  const zones = page.getByRole('table', { name: 'Ventas por zona' });
  await expect(cells(rowOf(zones, 'Platea'))).toHaveText([
    'Platea',
    '3',
    usd(x.platea.usd),
    bs(x.platea.ves),
  ]);
  await expect(cells(rowOf(zones, 'Gradería'))).toHaveText([
    'Gradería',
    '1',
    usd(x.graderia.usd),
    bs(x.graderia.ves),
  ]);
  await expect(zones.locator('tfoot td')).toHaveText([
    'Total',
    '4',
    usd(x.gross.usd),
    bs(x.platea.ves + x.graderia.ves),
  ]);

  const methods = page.getByRole('table', { name: 'Por método de pago' });
  await expect(methods.locator('tbody tr')).toHaveCount(2);
  await expect(cells(methods.locator('tbody tr').nth(0))).toHaveText([
    'Pago móvil',
    '1',
    '2',
    '$ 69,96',
    bs(x.webTotalVes),
  ]);
  await expect(cells(methods.locator('tbody tr').nth(1))).toHaveText([
    'Efectivo USD',
    '1',
    '2',
    '$ 64,13',
    bs(x.counterTotalVes),
  ]);
  await expectAccessible(page);

  // The files, under the server's names.
  const pdf = await downloadBy(page.getByRole('button', { name: 'Descargar PDF' }));
  expect(pdf.name).toBe(`liquidacion-${event.code}.pdf`);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const xlsx = await downloadBy(page.getByRole('button', { name: 'Descargar Excel' }));
  expect(xlsx.name).toBe(`liquidacion-${event.code}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes);
  const gross = book
    .getWorksheet('Liquidación')!
    .getRows(1, 30)!
    .find((r) => r.getCell(1).value === 'Venta bruta');
  expect(gross?.getCell(2).value).toBe(135);

  // A day before the sales: nothing sold in it.
  const day = caracasDay(books.webPaid.createdAt);
  const before = new Date(Date.parse(`${day}T12:00:00-04:00`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel('Desde').fill(before);
  await page.getByLabel('Hasta').fill(before);
  await expect(head).toContainText('Del ');
  await expectLine('Venta bruta', '0 órdenes, 0 asientos', ['$ 0,00', 'Bs.S 0,00']);
  await expect(methods).toContainText('Ninguna venta pagada en este período.');
  // An end before the start is refused where it is typed.
  await page.getByLabel('Desde').fill(day);
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
  await expect(lines).toHaveCount(0);
  // The day of the sales: all of them again.
  await page.getByLabel('Hasta').fill(day);
  await expectLine('Venta bruta', '2 órdenes, 4 asientos', x.gross);
});

test('[REPORTS] the auditor reads the sales by day and zone, by store and channel, and the seats by zone, with their files', async ({
  page,
  login,
}) => {
  // Two files, two axe passes and several re-reads: slow on a busy machine, not stuck.
  test.setTimeout(120_000);
  const x = expectedBooks(books);
  const { event } = books;
  await login('auditor');
  await page.goto('/dashboard/report-sales');
  await expect(page.getByRole('heading', { name: 'Reporte de Ventas', level: 1 })).toBeVisible();
  const byDay = page.getByRole('region', { name: 'Ventas por día y zona' });
  const byStore = page.getByRole('region', { name: 'Ventas por tienda y canal' });
  // All events: no seats section until one is chosen.
  await expect(byDay.getByRole('table')).toBeVisible();
  await expect(page.getByText('Elija un evento para ver sus asientos por zona.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Asientos por zona' })).toHaveCount(0);

  await chooseEvent(page, event.name);
  await expect(page).toHaveURL(new RegExp(`event=${event.id}`));
  const shownDay = new Intl.DateTimeFormat('es-VE', {
    timeZone: 'America/Caracas',
    dateStyle: 'medium',
  }).format(new Date(books.webPaid.createdAt));
  const dayTable = byDay.getByRole('table');
  await expect(dayTable.locator('tbody tr')).toHaveCount(2);
  await expect(cells(rowOf(dayTable, shownDay).filter({ hasText: 'Platea' }))).toHaveText([
    shownDay,
    event.name,
    'Platea',
    '3',
    usd(x.platea.usd),
    bs(x.platea.ves),
  ]);
  await expect(cells(rowOf(dayTable, shownDay).filter({ hasText: 'Gradería' }))).toHaveText([
    shownDay,
    event.name,
    'Gradería',
    '1',
    usd(x.graderia.usd),
    bs(x.graderia.ves),
  ]);
  await expect(
    byDay.getByRole('img', { name: /^Venta bruta en USD por día, apilada por zona/ }),
  ).toBeVisible();

  // Web sold 2 Platea at 40.00; the box office 1 Platea and 1 Gradería (courtesies apart).
  const storeTable = byStore.getByRole('table');
  const r2 = books.counter.rate;
  await expect(storeTable.locator('tbody tr')).toHaveCount(3);
  const storeRows = [
    ['Platea', 'Taquilla', '1', '40.00', r2],
    ['Platea', 'Web', '2', '80.00', books.webPaid.rate],
    ['Gradería', 'Taquilla', '1', '15.00', r2],
  ] as const;
  for (const [i, [zone, channel, seats, gross, rate]] of storeRows.entries())
    await expect(cells(storeTable.locator('tbody tr').nth(i))).toHaveText([
      shownDay,
      event.name,
      zone,
      event.store.name,
      channel,
      seats,
      usd(usdCents(gross)),
      bs(vesCents(gross, rate)),
    ]);
  await expect(byStore.getByRole('img', { name: /^Venta bruta en USD por canal/ })).toBeVisible();

  // Seats: Platea 3 sold of 4; Gradería 1 sold + 2 courtesies, 1 unpaid, the cancelled one free.
  const seatsSection = page.getByRole('region', { name: 'Asientos por zona' });
  const seatTable = seatsSection.getByRole('table');
  await expect(cells(rowOf(seatTable, 'Platea'))).toHaveText([
    'Platea',
    '4',
    '3',
    '0',
    '0',
    '0',
    '1',
  ]);
  await expect(cells(rowOf(seatTable, 'Gradería'))).toHaveText([
    'Gradería',
    '10',
    '3',
    '1',
    '0',
    '0',
    '6',
  ]);
  await expect(
    seatsSection.getByRole('img', { name: /^Asientos de cada zona por estado/ }),
  ).toBeVisible();
  await expectAccessible(page);

  const xlsx = await downloadBy(byDay.getByRole('button', { name: /^Excel/ }));
  expect(xlsx.name).toBe('ventas-dia-zona.xlsx');
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const csv = await downloadBy(byDay.getByRole('button', { name: /^CSV/ }));
  expect(csv.name).toBe('ventas-dia-zona.csv');
  const text = csv.bytes.toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header).toBe('"Día","Evento","Zona","Asientos","Bruto USD","Bruto Bs.S"');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain(`,"Platea","3","120.00",`);

  // On a phone the page does not scroll sideways: the tables scroll in their frames, and
  // each chart redraws to its card's width once Chart.js sees its container shrink.
  await page.setViewportSize({ width: 390, height: 844 });
  const charts = page.locator('canvas[role="img"]');
  await expect(charts).toHaveCount(3);
  // Chart.js redraws on its ResizeObserver's callback, after the viewport changed: the
  // widest of the charts' right edge and the page's own width are read together until both
  // fit (one read of the page's width just after the charts fit was once 428 px).
  await expect
    .poll(() =>
      charts.evaluateAll((cs) =>
        Math.max(
          document.documentElement.scrollWidth,
          ...cs.map((c) => c.getBoundingClientRect().right),
        ),
      ),
    )
    .toBeLessThanOrEqual(390);
});

test('[REPORTS] sales staff are refused the settlement and ask nothing of the reports API', async ({
  page,
  login,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/reports')) asked.push(r.url());
  });
  await login('sales');
  await page.goto('/dashboard/report-liquidacion');
  await expect(page.getByRole('alert').filter({ hasText: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reporte de Liquidación', level: 1 })).toHaveCount(
    0,
  );
  expect(asked).toEqual([]);
});
