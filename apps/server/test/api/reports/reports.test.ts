/**
 * Issue 13 "The books": report figures equal sums worked out by hand over a fixture that
 * has cancelled, courtesy, discounted, credit, membership and two-rate orders; the files
 * read back (XLSX with a workbook reader, PDF text); days are Caracas days.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventConfig, events as eventsTable } from '../../../src/db/schema/events';
import { stores } from '../../../src/db/schema/stores';
import { rows } from '../../../src/lib/sql';
import {
  createEvent,
  createRate,
  holdSeats,
  useSalesApp,
  type H,
  type TestEvent,
} from '../../factories';
import { createUser, signIn, signInAs, type TestApp } from '../../helper';
import { pdfText } from '../../pdf-text';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

type Ev = TestEvent;
const DAY = 86_400_000;
const R2 = '40.25000000';
let ref = 7_000_000;

const call = (h: H, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
const get = (h: H, url: string) => call(h, 'GET', url);
const ok = async (
  res: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as { id: string; [k: string]: unknown };
};

const pay = (amount: string) => ({
  bankId,
  reference: String(++ref),
  amount,
  date: '2026-11-20',
  currency: 'VES' as const,
});

/** Holds `seatIds` as `h`, then orders them. */
async function order(h: H, event: Ev, seatIds: string[], body: object) {
  expect((await holdSeats(t, h, event.id, seatIds)).statusCode).toBe(201);
  return ok(call(h, 'POST', '/api/orders', { eventId: event.id, ...body }), 201);
}

let event: Ev;
let other: Ev;
let staff: Record<'admin' | 'supervisor' | 'sales' | 'auditor', { headers: H; email: string }>;
let buyer: { headers: H; email: string; id: string };
const ids: Record<string, string> = {};

/**
 * The fixture (fee 10 %, tax 5 %, IVA 16 % of the fee; VIP 40.00, GENERAL 25.00):
 *  O1 web transfer, 2 VIP, rate R1 (36.512), paid        base 80.00  fee 8.00 tax 4.00 iva 1.28 total 93.28
 *  O2 web transfer, 2 GENERAL, coupon 10 %, paid base 50.00 disc 5.00 fee 4.50 tax 2.25 iva 0.72 total 52.47
 *  O3 box office cash USD, 1 VIP, R1, paid       base 40.00  fee 4.00 tax 2.00 iva 0.64 total 46.64
 *  O4 courtesy, 2 GENERAL, R1, paid              base 50.00  total 0.00
 *  O5 web transfer, 1 GENERAL, R1, cancelled     total 29.15 (1064.32 Bs.S)
 *  — rate becomes R2 (40.25) —
 *  O6 box office pago móvil on credit, 3 GENERAL, paid  base 75.00 fee 7.50 tax 3.75 iva 1.20 total 87.45
 *  O7 web transfer, 1 VIP, R2, unpaid            total 46.64
 *  O8 season membership (2 events, 60.00 a seat): its order here is 1 VIP at 30.00, R2, paid
 * O1 is then moved to 2026-11-19 23:30 in Caracas (03:30 UTC on the 20th).
 */
beforeAll(async () => {
  const db = t.database.db;
  const [store] = await db
    .insert(stores)
    .values({ name: 'Producciones Ávila', rif: 'J-30111222-4' })
    .returning();
  const zones = [
    { name: 'VIP', price: '40.00', seats: 10 },
    { name: 'GENERAL', price: '25.00', seats: 20 },
  ];
  event = await createEvent(t, { name: 'Gran Concierto', zones });
  other = await createEvent(t, { startAt: new Date(Date.now() + 40 * DAY), zones });
  for (const e of [event, other]) {
    await db
      .update(eventsTable)
      .set({ storeId: store.id })
      .where(sql`id = ${e.id}`);
    await db
      .insert(eventConfig)
      .values({ eventId: e.id, feePercent: '10', taxPercent: '5', ivaPercent: '16' });
  }
  const as = async (role: 'admin' | 'supervisor' | 'sales' | 'auditor') => {
    const s = await signInAs(t, role);
    return { headers: s.headers, email: s.user.email };
  };
  staff = {
    admin: await as('admin'),
    supervisor: await as('supervisor'),
    sales: await as('sales'),
    auditor: await as('auditor'),
  };
  const u = await createUser(t);
  buyer = { ...(await signIn(t, u.email)), email: u.email, id: u.id };
  const customer = await createUser(t);

  const [vip, gen] = event.zones.map((z) => z.seats.map((s) => s.id));
  const { admin, supervisor, sales } = staff;
  await ok(
    call(admin.headers, 'POST', '/api/coupons', {
      code: 'LIQ10',
      eventId: event.id,
      discountType: 'PERCENT',
      discountValue: '10',
    }),
    201,
  );
  const web = { paymentMethod: 'TRANSFERENCIA' };
  const counter = { paymentMethod: 'EFECTIVO_USD', customerId: customer.id };
  /** Who orders which seats, and who then approves it (or `cancel`, or nobody). */
  const plan: [string, H, string[], object, H | 'cancel' | null][] = [
    ['o1', buyer.headers, vip.slice(0, 2), { ...web, payment: pay('3405.84') }, sales.headers],
    [
      'o2',
      buyer.headers,
      gen.slice(0, 2),
      { ...web, couponCode: 'LIQ10', payment: pay('1915.78') },
      sales.headers,
    ],
    ['o3', sales.headers, vip.slice(2, 3), counter, sales.headers],
    ['o4', admin.headers, gen.slice(2, 4), { ...counter, courtesy: true }, admin.headers],
    ['o5', buyer.headers, gen.slice(4, 5), { ...web, payment: pay('1064.32') }, 'cancel'],
    ['R2', admin.headers, [], {}, null],
    [
      'o6',
      admin.headers,
      gen.slice(5, 8),
      {
        paymentMethod: 'PAGO_MOVIL',
        customerId: customer.id,
        credit: true,
        payment: pay('3519.86'),
      },
      supervisor.headers,
    ],
    ['o7', buyer.headers, vip.slice(3, 4), { ...web, payment: pay('1877.26') }, null],
  ];
  for (const [key, who, seatIds, body, then] of plan) {
    if (key === 'R2') {
      await createRate(t, R2);
      continue;
    }
    ids[key] = (await order(who, event, seatIds, body)).id;
    if (then === 'cancel')
      await ok(
        call(sales.headers, 'POST', `/api/orders/${ids[key]}/cancel`, { reason: 'Pago rechazado' }),
      );
    else if (then) await ok(call(then, 'POST', `/api/orders/${ids[key]}/approve`, {}));
  }

  const type = await ok(
    call(admin.headers, 'POST', '/api/membership-types', {
      code: 'ABONO-LIQ',
      name: 'Abono liquidación',
      price: '60.00',
      eventIds: [event.id, other.id],
    }),
    201,
  );
  await ok(
    call(sales.headers, 'POST', '/api/memberships', {
      membershipTypeId: type.id,
      customerId: customer.id,
      seatIds: [vip[4]],
      paymentMethod: 'EFECTIVO_USD',
    }),
    201,
  );

  await db.execute(sql`update orders set created_at = '2026-11-20T03:30:00Z' where id = ${ids.o1}`);
});

const settlementOf = async (query = '') =>
  (await ok(
    get(staff.auditor.headers, `/api/reports/settlement?eventId=${event.id}${query}`),
  )) as unknown as {
    zones: unknown[];
    byPaymentMethod: unknown[];
    totals: Record<string, unknown>;
    store: unknown;
    event: { name: string };
  };

describe('[BOOKS] orders record where they were sold', () => {
  it("carries the event's store and its channel: web, box office, courtesy, membership", async () => {
    const found = await rows<{ id: string; channel: string; store: string }>(
      t.database.db,
      sql`select o.id, o.channel, s.name as store from orders o left join stores s on s.id = o.store_id
          where o.event_id = ${event.id}`,
    );
    const channel = Object.fromEntries(found.map((o) => [o.id, o.channel]));
    expect([ids.o1, ids.o2, ids.o5, ids.o7].map((id) => channel[id])).toEqual([
      'WEB',
      'WEB',
      'WEB',
      'WEB',
    ]);
    expect([ids.o3, ids.o6].map((id) => channel[id])).toEqual(['TAQUILLA', 'TAQUILLA']);
    expect(channel[ids.o4]).toBe('CORTESIA');
    expect(found.filter((o) => o.channel === 'MEMBRESIA')).toHaveLength(1);
    expect(new Set(found.map((o) => o.store))).toEqual(new Set(['Producciones Ávila']));
  });

  it('backfills orders made before: the store from the event, courtesies and memberships get their channel', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update orders set store_id = null, channel = 'TAQUILLA' where event_id = ${event.id} and channel in ('CORTESIA', 'MEMBRESIA')`,
    );
    const { readFileSync } = await import('node:fs');
    const migration = readFileSync(
      new URL('../../../drizzle/0009_books.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('UPDATE'));
    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const after = await rows<{ channel: string; n: number; stores: number }>(
      db,
      sql`select channel, count(*)::int as n, count(store_id)::int as stores from orders
          where event_id = ${event.id} group by channel order by channel`,
    );
    expect(after).toEqual([
      { channel: 'CORTESIA', n: 1, stores: 1 },
      { channel: 'MEMBRESIA', n: 1, stores: 1 },
      { channel: 'TAQUILLA', n: 2, stores: 2 },
      { channel: 'WEB', n: 4, stores: 4 },
    ]);
  });
});

/** The settlement as a file, checked to be one of the right type. */
async function settlementFile(format: string, type: string) {
  const res = await get(
    staff.auditor.headers,
    `/api/reports/settlement?eventId=${event.id}&format=${format}`,
  );
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain(type);
  return res;
}

describe('[BOOKS] Reporte de Liquidación', () => {
  it('sums the sales by zone, by payment method and the settlement lines, each order at its own rate', async () => {
    const s = await settlementOf();
    expect(s.store).toEqual({ name: 'Producciones Ávila', rif: 'J-30111222-4' });
    expect(s.zones).toEqual([
      // VIP: O1 80.00@R1, O3 40.00@R1, O8 30.00@R2 → 2920.96 + 1460.48 + 1207.50
      { zoneName: 'VIP', seatsSold: 4, gross: '150.00', grossVes: '5588.94' },
      // GENERAL: O2 50.00@R1, O6 75.00@R2 → 1825.60 + 3018.75 (the courtesy and the cancelled order apart)
      { zoneName: 'GENERAL', seatsSold: 5, gross: '125.00', grossVes: '4844.35' },
    ]);
    expect(s.byPaymentMethod).toEqual([
      {
        paymentMethod: 'TRANSFERENCIA',
        label: 'Transferencia',
        orders: 2,
        seats: 4,
        total: '145.75',
        totalVes: '5321.62',
      },
      {
        paymentMethod: 'PAGO_MOVIL',
        label: 'Pago móvil',
        orders: 1,
        seats: 3,
        total: '87.45',
        totalVes: '3519.86',
      },
      {
        paymentMethod: 'EFECTIVO_USD',
        label: 'Efectivo USD',
        orders: 2,
        seats: 2,
        total: '76.64',
        totalVes: '2910.42',
      },
    ]);
    expect(s.totals).toEqual({
      orders: 5,
      seatsSold: 9,
      gross: '275.00',
      grossVes: '10433.29',
      discount: '5.00',
      discountVes: '182.56',
      fee: '24.00',
      feeVes: '904.33',
      tax: '12.00',
      taxVes: '452.16',
      iva: '3.84',
      ivaVes: '144.70',
      total: '309.84',
      totalVes: '11751.90',
      // total − gross + discount − tax − iva
      feeCharged: '24.00',
      feeChargedVes: '904.31',
      // total − fee − tax − iva
      net: '270.00',
      netVes: '10250.71',
      courtesies: 2,
      courtesyValue: '50.00',
      creditOrders: 1,
      credits: '87.45',
      creditsVes: '3519.86',
      cancelled: 1,
      cancelledTotal: '29.15',
      cancelledTotalVes: '1064.32',
      pending: 1,
      pendingTotal: '46.64',
    });
  });

  it('takes the period in Caracas days: O1 (23:30 of the 19th in Caracas) is not in the 20th', async () => {
    const only19 = await settlementOf('&from=2026-11-19&to=2026-11-19');
    expect(only19.totals).toMatchObject({
      orders: 1,
      seatsSold: 2,
      gross: '80.00',
      total: '93.28',
      totalVes: '3405.84',
    });
    const from20 = await settlementOf('&from=2026-11-20');
    expect(from20.totals).toMatchObject({
      orders: 4,
      seatsSold: 7,
      gross: '195.00',
      total: '216.56',
    });
    const before = await settlementOf('&to=2026-11-18');
    expect(before.totals).toMatchObject({ orders: 0, gross: '0.00', cancelled: 0, pending: 0 });
  });

  it('writes a workbook with numeric cells that a reader sums back', async () => {
    const res = await settlementFile('xlsx', 'spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/liquidacion-EV-\w+\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Liquidación', 'Zonas', 'Métodos de pago']);
    const lines = new Map<string, ExcelJS.CellValue[]>();
    book.getWorksheet('Liquidación')!.eachRow((row) => {
      const v = row.values as ExcelJS.CellValue[];
      if (typeof v[1] === 'string') lines.set(v[1], v.slice(2));
    });
    expect(lines.get('Venta bruta')).toEqual([275, 10433.29]);
    expect(lines.get('Neto al productor')).toEqual([270, 10250.71]);
    expect(lines.get('Total pagado')).toEqual([309.84, 11751.9]);
    const zones = book.getWorksheet('Zonas')!;
    const vip = zones.getRows(1, zones.rowCount)!.find((r) => r.getCell(1).value === 'VIP')!;
    expect([vip.getCell(2).value, vip.getCell(3).value, vip.getCell(4).value]).toEqual([
      4, 150, 5588.94,
    ]);
    expect(vip.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(vip.getCell(4).numFmt).toBe('#,##0.00');
  });

  it("prints a PDF the producer signs: the store's legal data, totals, issue date and signature lines", async () => {
    const res = await settlementFile('pdf', 'application/pdf');
    const text = pdfText(res.rawPayload);
    for (const line of [
      'Producciones Ávila',
      'RIF: J-30111222-4',
      'REPORTE DE LIQUIDACIÓN',
      'Gran Concierto',
      '$ 275,00',
      'Bs.S 10.433,29',
      '= Neto al productor',
      '$ 270,00',
      'Bs.S 10.250,71',
      'Cortesías: 2 asientos (valor nominal)',
      'Ventas a crédito por cobrar: 1 orden',
      'Órdenes anuladas: 1',
      'Por el productor',
      'Por la operadora',
    ])
      expect(text).toContain(line);
    expect(text).toMatch(/Emitido: \d{2}\/\d{2}\/\d{4}/);
  });

  it('refuses bad input with the field, an unknown event with 404, and other roles with 403', async () => {
    const bad = await get(
      staff.auditor.headers,
      `/api/reports/settlement?eventId=${event.id}&from=2026-11-20&to=2026-11-01`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.to).toBe(
      'La fecha final no puede ser anterior a la inicial',
    );
    const fmt = await get(
      staff.auditor.headers,
      `/api/reports/settlement?eventId=${event.id}&format=doc`,
    );
    expect(fmt.statusCode).toBe(400);
    expect(fmt.json().error.details.fields.format).toBeTruthy();
    const unknown = await get(
      staff.auditor.headers,
      '/api/reports/settlement?eventId=6f1d2c3b-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    const past = await createEvent(t, {
      name: 'Ya pasó',
      startAt: new Date(Date.now() - 10 * DAY),
    });
    const listed = (await ok(get(staff.auditor.headers, '/api/reports/events'))) as unknown as {
      items: { id: string }[];
    };
    // Events that have passed can still be settled.
    expect(listed.items.map((e) => e.id)).toEqual(expect.arrayContaining([past.id, event.id]));
    const denied = await get(staff.sales.headers, `/api/reports/settlement?eventId=${event.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Acceso Denegado');
  });
});

describe('[BOOKS] Reporte de Ventas', () => {
  it('sells by Caracas day and zone', async () => {
    const { rows: found } = (await ok(
      get(staff.auditor.headers, `/api/reports/sales-by-day-zone?eventId=${event.id}`),
    )) as unknown as { rows: { day: string }[] };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(
      new Date(),
    );
    expect(found).toEqual([
      {
        day: '2026-11-19',
        eventName: 'Gran Concierto',
        zoneName: 'VIP',
        seatsSold: 2,
        gross: '80.00',
        grossVes: '2920.96',
      },
      {
        day: today,
        eventName: 'Gran Concierto',
        zoneName: 'VIP',
        seatsSold: 2,
        gross: '70.00',
        grossVes: '2667.98',
      },
      {
        day: today,
        eventName: 'Gran Concierto',
        zoneName: 'GENERAL',
        seatsSold: 5,
        gross: '125.00',
        grossVes: '4844.35',
      },
    ]);
  });

  it('sells by store (the producer) and channel, across events when none is chosen', async () => {
    const { rows: found } = (await ok(
      get(staff.auditor.headers, `/api/reports/producer-sales`),
    )) as unknown as {
      rows: {
        day: string;
        eventName: string;
        zoneName: string;
        storeName: string;
        channel: string;
        seatsSold: number;
        gross: string;
        grossVes: string;
      }[];
    };
    const mine = found.filter(
      (r) => r.storeName === 'Producciones Ávila' && r.day !== '2026-11-19',
    );
    const key = (r: (typeof mine)[number]) =>
      `${r.eventName === 'Gran Concierto' ? 'E' : 'X'} ${r.zoneName} ${r.channel}`;
    expect(
      Object.fromEntries(mine.map((r) => [key(r), [r.seatsSold, r.gross, r.grossVes]])),
    ).toEqual({
      'E VIP TAQUILLA': [1, '40.00', '1460.48'],
      'E VIP MEMBRESIA': [1, '30.00', '1207.50'],
      'E GENERAL WEB': [2, '50.00', '1825.60'],
      'E GENERAL TAQUILLA': [3, '75.00', '3018.75'],
      // The season's order in the other event: the second 30.00 share.
      'X VIP MEMBRESIA': [1, '30.00', '1207.50'],
    });
  });

  it('counts every seat of a zone in one state: sold, reserved, held, blocked, available', async () => {
    const [vip] = event.zones.map((z) => z.seats.map((s) => s.id));
    const other = await signInAs(t, 'customer');
    expect((await holdSeats(t, other.headers, event.id, [vip[5]])).statusCode).toBe(201);
    await t.database.db.execute(sql`update seats set status = 'BLOQUEADO' where id = ${vip[6]}`);
    const res = (await ok(
      get(staff.admin.headers, `/api/reports/seats-by-zone?eventId=${event.id}`),
    )) as unknown as {
      rows: unknown[];
    };
    expect(res.rows).toEqual([
      { zoneName: 'VIP', capacity: 10, sold: 4, reserved: 1, held: 1, blocked: 1, available: 3 },
      // The courtesy's 2 seats are taken; the cancelled order's seat is back on sale.
      {
        zoneName: 'GENERAL',
        capacity: 20,
        sold: 7,
        reserved: 0,
        held: 0,
        blocked: 0,
        available: 13,
      },
    ]);
  });

  it('downloads each table as CSV (amounts with two decimals) and XLSX', async () => {
    const csv = await get(
      staff.auditor.headers,
      `/api/reports/sales-by-day-zone?eventId=${event.id}&format=csv&to=2026-11-19`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Día","Evento","Zona","Asientos","Bruto USD","Bruto Bs.S"',
      '"2026-11-19","Gran Concierto","VIP","2","80.00","2920.96"',
      '',
    ]);
    const xlsx = await get(
      staff.auditor.headers,
      `/api/reports/seats-by-zone?eventId=${event.id}&format=xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect([1, 3, 7].map((c) => sheet.getRow(1).getCell(c).value)).toEqual([
      'Zona',
      'Vendidos',
      'Disponibles',
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'GENERAL', 20, 7, 0, 0, 0, 13]);
  });
});

describe('[BOOKS] Indicadores para Hoy', () => {
  it("counts today's orders, paid seats and money, the unpaid ones waiting and the door", async () => {
    const admin = staff.admin.headers;
    const o2 = (await ok(get(admin, `/api/orders/${ids.o2}`))) as unknown as {
      seats: { ticket: { code: string } }[];
    };
    for (const s of o2.seats)
      expect(
        (
          await call(staff.supervisor.headers, 'POST', '/api/checkins', { code: s.ticket.code })
        ).json().result,
      ).toBe('OK');
    const today = (await ok(get(staff.supervisor.headers, '/api/indicators/today'))) as unknown as {
      byEvent: Record<string, unknown>[];
      pendingApprovals: number;
    };
    const mine = today.byEvent.find((e) => e.eventId === event.id)!;
    const [o7] = await rows<{ createdAt: Date }>(
      t.database.db,
      sql`select created_at as "createdAt" from orders where id = ${ids.o7}`,
    );
    expect(mine).toMatchObject({
      // O2, O3, O4, O6, O7, O8 (O1 was placed on the 19th; O5 is cancelled)
      orders: 6,
      // paid, courtesy apart: O2 2 + O3 1 + O6 3 + O8 1
      seatsSold: 7,
      gross: '216.56',
      grossVes: '8346.06',
      pendingApprovals: 1,
      oldestPendingAt: new Date(o7.createdAt).toISOString(),
      checkIns: 2,
    });
    expect(today.pendingApprovals).toBeGreaterThanOrEqual(1);
    expect((await get(staff.sales.headers, '/api/indicators/today')).statusCode).toBe(403);
  });
});

describe('[BOOKS] Auditoría', () => {
  type Item = {
    action: string;
    actorEmail: string | null;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
  };
  const audit = async (query: string) =>
    (await ok(get(staff.auditor.headers, `/api/audit?${query}`))) as unknown as {
      items: Item[];
      total: number;
      hasMore: boolean;
    };

  it('shows an approval with who, what, before and after', async () => {
    const { items } = await audit(`entity=order&action=orders.approve&limit=100`);
    const approval = items.find((i) => i.entityId === ids.o6)!;
    expect(approval).toMatchObject({
      actorEmail: staff.supervisor.email,
      before: { status: 'PENDIENTE' },
      after: { status: 'PAGADA' },
    });
    const cancel = (await audit('action=orders.cancel&limit=100')).items.find(
      (i) => i.entityId === ids.o5,
    )!;
    expect(cancel).toMatchObject({
      actorEmail: staff.sales.email,
      before: { status: 'PENDIENTE' },
      after: { status: 'ANULADA', reason: 'Pago rechazado' },
    });
  });

  it('keeps only what changed in a price, a role, an event, a review flag and the rate', async () => {
    const zoneId = other.zones[1].id;
    await ok(call(staff.admin.headers, 'PATCH', `/api/zones/${zoneId}`, { basePrice: '30.00' }));
    const price = (await audit('action=zones.update')).items.find((i) => i.entityId === zoneId)!;
    // The row as JSON: a numeric column is a JSON number.
    expect(price.before).toEqual({ base_price: 25 });
    expect(price.after).toEqual({ base_price: 30 });

    const user = await createUser(t, { role: 'sales' });
    await ok(call(staff.admin.headers, 'PATCH', `/api/users/${user.id}`, { role: 'supervisor' }));
    const role = (await audit('action=users')).items.find((i) => i.entityId === user.id)!;
    expect(role).toMatchObject({
      action: 'users.update',
      before: { role: 'sales' },
      after: { role: 'supervisor' },
    });

    await ok(
      call(staff.admin.headers, 'PATCH', `/api/events/${other.id}`, {
        name: 'Otro nombre',
        config: { feePercent: '12' },
      }),
    );
    const renamed = (await audit('action=events.update')).items.find(
      (i) => i.entityId === other.id,
    )!;
    expect(renamed.before).toMatchObject({
      name: expect.any(String),
      event_config: { fee_percent: 10 },
    });
    expect(renamed.after).toMatchObject({ name: 'Otro nombre', event_config: { fee_percent: 12 } });

    await ok(call(staff.sales.headers, 'POST', `/api/orders/${ids.o7}/review`, { inReview: true }));
    const review = (await audit('action=orders.review')).items.find((i) => i.entityId === ids.o7)!;
    expect(review).toMatchObject({ before: { inReview: false }, after: { inReview: true } });

    await ok(call(staff.admin.headers, 'POST', '/api/rates', { rate: '41,00' }), 201);
    const rate = (await audit('action=rates.create')).items[0];
    expect(rate).toMatchObject({
      actorEmail: staff.admin.email,
      before: { rate: '40.25000000' },
      after: { rate: '41.00000000' },
    });
  });

  it('lists check-ins from the door with the seat, and filters by actor, family, entity and day', async () => {
    const entries = await audit(
      `action=checkins&actor=${encodeURIComponent(staff.supervisor.email.split('@')[0])}`,
    );
    expect(entries.total).toBe(2);
    expect(entries.items[0]).toMatchObject({
      action: 'checkins.entry',
      entity: 'ticket',
      actorEmail: staff.supervisor.email,
      after: { event: 'Gran Concierto', zone: 'GENERAL', offline: false },
    });
    const paged = await audit('limit=2');
    expect(paged.items).toHaveLength(2);
    expect(paged.hasMore).toBe(true);
    const at = paged.items.map((i) => i as unknown as { at: string }).map((i) => i.at);
    expect(at[0] >= at[1]).toBe(true);
    expect((await audit('from=2026-01-01&to=2026-01-31')).total).toBe(0);
    const bad = await get(staff.auditor.headers, '/api/audit?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.from).toBeTruthy();
    expect((await get(staff.supervisor.headers, '/api/audit')).statusCode).toBe(403);
  });

  it('exports the filtered trail as CSV', async () => {
    const res = await get(staff.admin.headers, '/api/audit/export?format=csv&action=orders.cancel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('auditoria.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Fecha","Usuario","Acción","Clave","Entidad","Id","Antes","Después","IP"',
    );
    expect(lines.some((l) => l.includes('"Orden anulada"') && l.includes(`"${ids.o5}"`))).toBe(
      true,
    );
  });
});
