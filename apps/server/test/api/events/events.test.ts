import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createRate } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
});
afterAll(async () => t?.close());

describe('[CATALOGUE] public events', () => {
  it('lists published, active, future events soonest first, with min price and availability', async () => {
    const later = await createEvent(t, {
      name: 'Concierto tarde',
      startAt: new Date(Date.now() + 40 * 86_400_000),
      zones: [
        { name: 'VIP', price: '120.00', seats: 4 },
        { name: 'GENERAL', price: '25.00', seats: 6 },
      ],
    });
    const sooner = await createEvent(t, {
      name: 'Juego pronto',
      category: 'DEPORTE',
      startAt: new Date(Date.now() + 5 * 86_400_000),
    });
    await createEvent(t, { name: 'Sin publicar', publishAt: null });
    await createEvent(t, { name: 'Publica mañana', publishAt: new Date(Date.now() + 86_400_000) });
    await createEvent(t, { name: 'Inactivo', isActive: false });
    await createEvent(t, { name: 'Ya pasó', startAt: new Date(Date.now() - 86_400_000) });

    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((e: { name: string }) => e.name);
    expect(names).toEqual(['Juego pronto', 'Concierto tarde']);
    const concert = res.json().items[1];
    expect(concert).toMatchObject({
      id: later.id,
      minPrice: '25.00',
      available: 10,
      category: 'CONCIERTO',
      location: { city: 'Caracas' },
    });
    expect(concert.startAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const sports = await t.app.inject({ method: 'GET', url: '/api/events?category=deporte' });
    expect(sports.json().items.map((e: { id: string }) => e.id)).toEqual([sooner.id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/events?category=TEATRO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.category).toMatch(/Categoría inválida/);
  });

  it('shows an event with zones; unpublished ones are 404 to the public but visible to event staff', async () => {
    const ev = await createEvent(t, {
      zones: [
        { name: 'GENERAL', price: '25.00', seats: 3 },
        { name: 'VIP', price: '90.50', seats: 2 },
      ],
    });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/events/${ev.id}` })).json();
    expect(
      detail.zones.map(
        (z: { name: string; basePrice: string; available: number; capacity: number }) => [
          z.name,
          z.basePrice,
          z.available,
          z.capacity,
        ],
      ),
    ).toEqual([
      ['GENERAL', '25.00', 3, 3],
      ['VIP', '90.50', 2, 2],
    ]);
    const hidden = await createEvent(t, { publishAt: null });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${hidden.id}` })).statusCode,
    ).toBe(404);
    const supervisor = await signInAs(t, 'supervisor');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/${hidden.id}`,
          headers: supervisor.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/no-es-uuid' })).statusCode).toBe(
      400,
    );
  });

  it('gives the current BCV rate and the active banks', async () => {
    const rate = (await t.app.inject({ method: 'GET', url: '/api/rates/current' })).json();
    expect(rate).toMatchObject({ rate: '36.5120', source: 'BCV' });
    expect((await t.app.inject({ method: 'GET', url: '/api/banks' })).statusCode).toBe(200);
  });
});
