/**
 * CSV exports and formula injection: a name a customer or the staff typed reaches the
 * back office's spreadsheet as text, whatever separator the spreadsheet splits on (a
 * Spanish-locale Excel splits a comma file on ";").
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events as eventsTable } from '../../../src/db/schema/events';
import { stores } from '../../../src/db/schema/stores';
import { createEvent, holdSeats, placeOrder, useSalesApp, type H } from '../../factories';
import { signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

/** Hostile texts: a DDE call after a ";", a leading formula, a formula after a line's comma. */
const HOSTILE_NAME = "x;=cmd|' /C calc'!A0";
const HOSTILE_LAST_NAME = '=HYPERLINK("http://malo.test","ver")';
const HOSTILE_EVENT = '@SUM(1,2),-2+3';
const HOSTILE_STORE = '+58 Producciones;@evil';

const get = (h: H, url: string) => t.app.inject({ method: 'GET', url, headers: h });

/** A CSV-aware reader: a quote opens or closes a quoted stretch, "" in one is a quote, `sep` splits. */
function readCsv(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A reader that ignores quotes: splits each line on `sep`, then drops a cell's outer quotes. */
const naiveCells = (text: string, sep: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .flatMap((line) => line.split(sep))
    .map((c) => c.replace(/^"/, ''));

/** A cell a spreadsheet would run as a formula (a plain negative number is just a number). */
const formula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+([.,]\d+)?"?$/.test(cell);

/** No cell is a formula for any reader: its own separator, the other one, with or without quotes. */
function expectNoFormula(text: string) {
  for (const sep of [',', ';', '\t']) {
    expect(readCsv(text, sep).flat().filter(formula), `reader splitting on ${sep}`).toEqual([]);
    expect(naiveCells(text, sep).filter(formula), `naive reader on ${sep}`).toEqual([]);
  }
}

let event: { id: string; seatIds: string[] };
let sales: { headers: H };
let auditor: { headers: H };
let code: string;

beforeAll(async () => {
  const db = t.database.db;
  const [store] = await db.insert(stores).values({ name: HOSTILE_STORE }).returning();
  event = await createEvent(t, { name: HOSTILE_EVENT });
  await db
    .update(eventsTable)
    .set({ storeId: store.id })
    .where(sql`id = ${event.id}`);
  const admin = await signInAs(t, 'admin');
  code = `CSV${Date.now() % 100000}`;
  const coupon = await t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: admin.headers,
    payload: { code, eventId: event.id, discountType: 'FIXED', discountValue: '2.50' },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);

  // A customer signs up with a hostile name and redeems the coupon.
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      email: 'hostil@correo.test',
      password: 'Caracas.2026',
      name: HOSTILE_NAME,
      lastName: HOSTILE_LAST_NAME,
    },
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const buyer = { authorization: `Bearer ${signUp.json().session.accessToken}` };
  const order = await placeOrder(t, buyer, event.id, [event.seatIds[0]], {
    bankId,
    couponCode: code,
  });
  expect(order.statusCode, order.body).toBe(201);

  // A box-office cash sale, approved: the sales reports count it.
  sales = await signInAs(t, 'sales');
  auditor = await signInAs(t, 'auditor');
  const customerId = signUp.json().user.id;
  expect((await holdSeats(t, sales.headers, event.id, [event.seatIds[1]])).statusCode).toBe(201);
  const cash = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: sales.headers,
    payload: { eventId: event.id, customerId, paymentMethod: 'EFECTIVO_USD' },
  });
  expect(cash.statusCode, cash.body).toBe(201);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${cash.json().id}/approve`,
    headers: sales.headers,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
});

describe('[CSV] exports keep hostile text as text', () => {
  it('coupon redemptions (";" file): every cell quoted, the name whole with its formulas neutralised', async () => {
    const res = await get(sales.headers, `/api/coupon-claims/export?code=${code}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Fecha";"Cupón";"Orden";"Estado";"Evento";"Cliente";"Correo";"Descuento USD"',
    );
    const table = readCsv(res.body, ';');
    expect(table[1]).toHaveLength(8);
    expect(table[1][4]).toBe(`'@SUM(1,2),'-2+3`);
    expect(table[1][5]).toBe(`x;'=cmd|' /C calc'!A0 =HYPERLINK("http://malo.test","ver")`);
    // The amount stays a number a spreadsheet sums.
    expect(table[1][7]).toBe('2,50');
    expect(lines[1].endsWith(';"2,50"')).toBe(true);
    expectNoFormula(res.body);
  });

  it('a sales report ("," file) with a hostile event and store name', async () => {
    const res = await get(
      auditor.headers,
      `/api/reports/producer-sales?eventId=${event.id}&format=csv`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const table = readCsv(res.body, ',');
    expect(table[0]).toEqual([
      'Día',
      'Evento',
      'Zona',
      'Tienda',
      'Canal',
      'Asientos',
      'Bruto USD',
      'Bruto Bs.S',
    ]);
    expect(table).toHaveLength(2);
    expect(table[1]).toHaveLength(8);
    expect(table[1].slice(1, 4)).toEqual([
      `'@SUM(1,2),'-2+3`,
      'GENERAL',
      `'+58 Producciones;'@evil`,
    ]);
    expect(table[1].slice(5)).toEqual(['1', '25.00', '912.80']);
    expectNoFormula(res.body);
  });
});
