/** The set-up answers are exactly the shared response schemas: every field typed, none extra. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminEventDetailSchema,
  adminEventSchema,
  eventRecordSchema,
} from '@tickera/shared/schemas/events';
import { locationSchema } from '@tickera/shared/schemas/locations';
import { seatGenerationResultSchema, zoneSchema } from '@tickera/shared/schemas/seating';
import { bankOptionSchema, bankSchema, storeSchema } from '@tickera/shared/schemas/stores';
import { createRate } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
  headers = (await signInAs(t, 'admin')).headers;
});
afterAll(async () => t?.close());

/** One entity, strictly: a field the schema does not declare fails the test. */
const one = (schema: z.ZodObject) => (body: unknown) =>
  schema.strict().parse(body) as { id: string; [k: string]: unknown };
const list = (schema: z.ZodObject) => (body: unknown) =>
  z.strictObject({ items: z.array(schema.strict()) }).parse(body).items;

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  status: number,
  parse: (body: unknown) => T,
  payload?: object,
): Promise<T> {
  const res = await t.app.inject({ method, url, headers, payload });
  expect(res.statusCode, res.body).toBe(status);
  return parse(res.json());
}

describe('[SETUP] response schemas', () => {
  it('locations, stores, banks, events, zones, seats and tables answer the shared shapes', async () => {
    const loc = await call('POST', '/api/locations', 201, one(locationSchema), {
      name: 'Poliedro',
      code: 'POLI',
      city: 'Caracas',
    });
    await call('PATCH', `/api/locations/${loc.id}`, 200, one(locationSchema), {
      address: 'La Rinconada',
    });
    await call('GET', '/api/locations', 200, list(locationSchema));

    const store = await call('POST', '/api/stores', 201, one(storeSchema), {
      name: 'Tienda',
      rif: 'J-41258796-3',
    });
    await call('PATCH', `/api/stores/${store.id}`, 200, one(storeSchema), {
      url: 'https://tienda.example',
    });
    await call('GET', '/api/stores', 200, list(storeSchema));

    const bank = await call('POST', '/api/banks', 201, one(bankSchema), {
      code: '9999',
      name: 'Banco',
    });
    await call('PATCH', `/api/banks/${bank.id}`, 200, one(bankSchema), { name: 'Banco Nuevo' });
    await call('GET', '/api/admin/banks', 200, list(bankSchema));
    await call('GET', '/api/banks', 200, list(bankOptionSchema));

    const event = await call('POST', '/api/events', 201, one(eventRecordSchema), {
      name: 'Concierto',
      code: 'CONC-1',
      category: 'CONCIERTO',
      locationId: loc.id,
      storeId: store.id,
      startAt: '2030-01-01T20:00:00-04:00',
    });
    await call('PATCH', `/api/events/${event.id}`, 200, one(eventRecordSchema), {
      description: 'Gira',
    });
    const zone = await call('POST', `/api/events/${event.id}/zones`, 201, one(zoneSchema), {
      name: 'Pista',
      code: 'PISTA',
      basePrice: '25.00',
    });
    await call('PATCH', `/api/zones/${zone.id}`, 200, one(zoneSchema), { name: 'Pista VIP' });
    expect(
      await call(
        'POST',
        `/api/zones/${zone.id}/seats`,
        201,
        (b) => seatGenerationResultSchema.strict().parse(b),
        {
          rowFrom: 'A',
          rowTo: 'B',
          seatTo: 3,
        },
      ),
    ).toEqual({ created: 6 });
    expect(
      await call(
        'POST',
        `/api/zones/${zone.id}/tables`,
        201,
        (b) => seatGenerationResultSchema.strict().parse(b),
        {
          count: 2,
          seatsPerTable: 4,
        },
      ),
    ).toEqual({ created: 8, tables: 2 });
    await call('GET', '/api/admin/events', 200, list(adminEventSchema));
    const detail = await call(
      'GET',
      `/api/admin/events/${event.id}`,
      200,
      one(adminEventDetailSchema),
    );
    expect(detail.zones).toHaveLength(1);
  });
});
