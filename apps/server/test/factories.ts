/** Test data factories: the smallest real rows a test needs, with overrides. */
import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { convertToVes, multiplyMoney } from '@tickera/shared/money';
import { events } from '../src/db/schema/events';
import { locations } from '../src/db/schema/locations';
import { seats, zones } from '../src/db/schema/seating';
import { exchangeRates } from '../src/db/schema/rates';
import type { TestApp } from './helper';

const DAY = 86_400_000;

export async function createRate(t: TestApp, rate = '36.51200000') {
  await t.database.db.insert(exchangeRates).values({ rate, source: 'BCV' });
}

export interface EventOverrides {
  name?: string;
  category?: 'DEPORTE' | 'CONCIERTO';
  startAt?: Date;
  publishAt?: Date | null;
  isActive?: boolean;
  /** Zones with their seat count; seats are rows of 10 named … */
  zones?: { name: string; price: string; seats: number; maxSeatsWeb?: number | null }[];
}

export async function createEvent(t: TestApp, o: EventOverrides = {}) {
  const db = t.database.db;
  const tag = randomBytes(4).toString('hex');
  const [loc] = await db
    .insert(locations)
    .values({ name: `Estadio ${tag}`, code: `LOC-${tag}`, city: 'Caracas', capacityMax: 1000 })
    .returning();
  const [event] = await db
    .insert(events)
    .values({
      name: o.name ?? `Evento ${tag}`,
      code: `EV-${tag}`,
      category: o.category ?? 'CONCIERTO',
      locationId: loc.id,
      startAt: o.startAt ?? new Date(Date.now() + 30 * DAY),
      publishAt: o.publishAt === undefined ? new Date(Date.now() - DAY) : o.publishAt,
      isActive: o.isActive ?? true,
    })
    .returning();
  const zoneSpecs = o.zones ?? [{ name: 'GENERAL', price: '25.00', seats: 20 }];
  const created = [];
  for (const [i, z] of zoneSpecs.entries()) {
    const [zone] = await db
      .insert(zones)
      .values({
        eventId: event.id,
        name: z.name,
        code: `Z${i}`,
        basePrice: z.price,
        capacityMax: z.seats,
        maxSeatsWeb: z.maxSeatsWeb ?? null,
        index: i,
      })
      .returning();
    const rows = Array.from({ length: z.seats }, (_, n) => {
      const row = String.fromCharCode(65 + Math.floor(n / 10));
      const index = (n % 10) + 1;
      return {
        eventId: event.id,
        zoneId: zone.id,
        name: `${row}-${index}`,
        code: `${row}${index}`,
        row,
        index,
        x: index * 10,
        y: Math.floor(n / 10) * 10,
      };
    });
    const seatRows = rows.length
      ? await db.insert(seats).values(rows).returning({ id: seats.id, name: seats.name })
      : [];
    created.push({ ...zone, seats: seatRows });
  }
  return { ...event, zones: created, seatIds: created.flatMap((z) => z.seats.map((s) => s.id)) };
}

export async function firstBankId(t: TestApp): Promise<string> {
  const { banks } = await import('../src/db/schema/stores');
  const [bank] = await t.database.db
    .insert(banks)
    .values({ code: String(1000 + Math.floor(Math.random() * 8999)), name: 'Banco de Prueba' })
    .returning({ id: banks.id });
  return bank.id;
}

/** What `seats` seats of a 25.00 USD zone cost in Bs.S at the factories' default rate. */
export function vesFor(seats: number, price = '25.00', rate = '36.51200000'): string {
  return convertToVes(multiplyMoney(price, seats), rate);
}

let ref = 100000;
/** A transfer payment body with a unique reference. */
export function transfer(bankId: string, amount = '1000.00') {
  return {
    bankId,
    reference: String(++ref) + String(Date.now()).slice(-4),
    amount,
    date: '2026-11-20',
    currency: 'VES' as const,
  };
}

/**
 * A buyer's PENDIENTE transfer order for `seatIds`: holds them, then orders, paying the
 * exact Bs.S total of 25.00 USD seats at the default rate unless `payment` says otherwise.
 */
export async function placeOrder(
  t: TestApp,
  headers: { authorization: string },
  eventId: string,
  seatIds: string[],
  body: { bankId: string; reference?: string; payment?: object; [k: string]: unknown },
) {
  const hold = await t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers,
    payload: { eventId, seatIds },
  });
  if (hold.statusCode !== 201) throw new Error(`hold → ${hold.statusCode} ${hold.body}`);
  const { bankId, reference, payment, ...rest } = body;
  const pay = { ...transfer(bankId, vesFor(seatIds.length)), ...(reference ? { reference } : {}) };
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { eventId, paymentMethod: 'TRANSFERENCIA', payment: payment ?? pay, ...rest },
  });
}

/** A test app for selling: the BCV rate the factories price at (36.512) and one bank. */
export async function createSalesApp(env: Record<string, string> = {}) {
  const { createTestApp } = await import('./helper');
  const t = await createTestApp(env);
  await createRate(t, '36.51200000');
  return { t, bankId: await firstBankId(t) };
}

/**
 * A test file's sales app: made before its tests (its `t` and `bankId` handed to `take`),
 * closed after them.
 */
export function useSalesApp(
  take: (app: { t: TestApp; bankId: string }) => void,
  env: Record<string, string> = {},
) {
  let made: TestApp | undefined;
  beforeAll(async () => {
    const app = await createSalesApp(env);
    made = app.t;
    take(app);
  });
  afterAll(async () => made?.close());
}

/** POST /api/holds as `headers`. */
export function holdSeats(
  t: TestApp,
  headers: { authorization: string },
  eventId: string,
  seatIds: string[],
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/holds',
    headers,
    payload: { eventId, seatIds },
  });
}

/** A bearer header, as signIn answers it. */
export type H = { authorization: string };
/** What createEvent makes: the event, its zones with their seats, and all seat ids. */
export type TestEvent = Awaited<ReturnType<typeof createEvent>>;
