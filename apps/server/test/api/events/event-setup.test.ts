import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRate } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
type H = { authorization: string };
let supervisor: { headers: H };
let admin: { headers: H };
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
  supervisor = await signInAs(t, 'supervisor');
  admin = await signInAs(t, 'admin');
});
afterAll(async () => t?.close());

const call = (h: H, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h, payload });

describe('[SETUP] events, zones, seats and tables', () => {
  it('a supervisor sets up an event from venue to seats, publishes it, and the public can hold a seat', async () => {
    const loc = await call(supervisor.headers, 'POST', '/api/locations', {
      name: 'Estadio Universitario',
      code: 'EST-UCV',
      city: 'Caracas',
      capacityMax: 20000,
    });
    expect(loc.statusCode).toBe(201);
    const startAt = new Date(Date.now() + 20 * 86_400_000).toISOString().replace('Z', '+00:00');
    const ev = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'Caracas FC vs Deportivo Táchira',
      code: 'caracas-tachira',
      category: 'DEPORTE',
      locationId: loc.json().id,
      startAt,
      printTypes: ['ETICKET', 'HARDTICKET'],
      config: { feePercent: '8', feeOnlyDeclarative: true, taxPercent: '0', ivaPercent: '16' },
    });
    expect(ev.statusCode).toBe(201);
    expect(ev.json()).toMatchObject({ code: 'CARACAS-TACHIRA', publishAt: null });
    const eventId = ev.json().id;
    const dup = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'Otro',
      code: 'CARACAS-TACHIRA',
      category: 'DEPORTE',
      locationId: loc.json().id,
      startAt,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details.fields.code).toBe('Ese código ya existe');

    const zone = await call(supervisor.headers, 'POST', `/api/events/${eventId}/zones`, {
      name: 'Tribuna Principal',
      code: 'TRIB',
      type: 'GENERAL',
      basePrice: '15.00',
      maxSeatsWeb: 6,
    });
    expect(zone.statusCode).toBe(201);
    const gen = await call(supervisor.headers, 'POST', `/api/zones/${zone.json().id}/seats`, {
      rowFrom: 'A',
      rowTo: 'C',
      seatFrom: 1,
      seatTo: 10,
    });
    expect(gen.json()).toEqual({ created: 30 });
    const more = await call(supervisor.headers, 'POST', `/api/zones/${zone.json().id}/seats`, {
      rowFrom: 'D',
      rowTo: 'D',
      seatTo: 5,
      naming: 'Fila {row} Asiento {n}',
    });
    expect(more.json()).toEqual({ created: 5 });
    const clash = await call(supervisor.headers, 'POST', `/api/zones/${zone.json().id}/seats`, {
      rowFrom: 'A',
      rowTo: 'A',
      seatTo: 2,
    });
    expect(clash.statusCode).toBe(409);

    const vip = await call(supervisor.headers, 'POST', `/api/events/${eventId}/zones`, {
      name: 'VIP',
      code: 'VIP',
      type: 'VIP',
      layout: 'TABLES',
      basePrice: '80.00',
    });
    const tables = await call(supervisor.headers, 'POST', `/api/zones/${vip.json().id}/tables`, {
      count: 3,
      seatsPerTable: 6,
    });
    expect(tables.json()).toEqual({ created: 18, tables: 3 });
    // A patch that names the price leaves the rest as it was (no defaults filled in).
    const repriced = await call(supervisor.headers, 'PATCH', `/api/zones/${vip.json().id}`, {
      basePrice: '90.00',
    });
    expect(repriced.json()).toMatchObject({ type: 'VIP', layout: 'TABLES', basePrice: '90.00' });
    const renamed = await call(supervisor.headers, 'PATCH', `/api/locations/${loc.json().id}`, {
      name: 'Estadio Olímpico UCV',
    });
    expect(renamed.json()).toMatchObject({ capacityMax: 20000, city: 'Caracas' });

    // Unpublished: not in the catalogue yet.
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(
      404,
    );
    const pub = await call(supervisor.headers, 'PATCH', `/api/events/${eventId}`, {
      publishAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(pub.statusCode).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
    expect(
      detail.zones.map((z: { name: string; capacity: number; available: number }) => [
        z.name,
        z.capacity,
        z.available,
      ]),
    ).toEqual([
      ['Tribuna Principal', 35, 35],
      ['VIP', 18, 18],
    ]);
    const map = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/seat-map` })
    ).json();
    expect(
      map.zones[0].seats.find((s: { name: string }) => s.name === 'Fila D Asiento 5'),
    ).toBeDefined();
    expect(map.zones[1].tables.map((x: { name: string }) => x.name)).toEqual([
      'Mesa 1',
      'Mesa 2',
      'Mesa 3',
    ]);
    expect(map.zones[1].seats.every((s: { tableId: string | null }) => s.tableId)).toBe(true);

    const buyer = await signInAs(t, 'customer');
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: buyer.headers,
      payload: { eventId, seatIds: [map.zones[0].seats[0].id] },
    });
    expect(held.statusCode).toBe(201);
    const summary = (
      await t.app.inject({
        method: 'GET',
        url: `/api/cart/summary?eventId=${eventId}`,
        headers: buyer.headers,
      })
    ).json();
    expect(summary).toMatchObject({ fee: '1.20', feeOnlyDeclarative: true, total: '15.00' });
  });

  it('refuses bad set-up input in Spanish and keeps sales staff out', async () => {
    const bad = await call(supervisor.headers, 'POST', '/api/events', {
      name: '',
      code: 'x',
      category: 'TEATRO',
      locationId: 'nope',
      startAt: 'mañana',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual([
      'category',
      'code',
      'locationId',
      'name',
      'startAt',
    ]);
    const rows = await call(
      supervisor.headers,
      'POST',
      '/api/zones/6f1d2c3b-0000-4000-8000-000000000000/seats',
      { rowFrom: 'C', rowTo: '3', seatTo: 5 },
    );
    expect(rows.statusCode).toBe(400);
    const sales = await signInAs(t, 'sales');
    expect(
      (await call(sales.headers, 'POST', '/api/locations', { name: 'X', code: 'XX', city: 'Y' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(supervisor.headers, 'POST', '/api/banks', { code: '0199', name: 'Banco Nuevo' }))
        .statusCode,
    ).toBe(403);
  });

  it('admin manages stores and banks (4-digit codes)', async () => {
    const store = await call(admin.headers, 'POST', '/api/stores', {
      name: 'Taquilla Sambil',
      rif: 'J-41258796-3',
    });
    expect(store.statusCode).toBe(201);
    const bank = await call(admin.headers, 'POST', '/api/banks', {
      code: '0199',
      name: 'Banco Nuevo',
    });
    expect(bank.statusCode).toBe(201);
    expect(
      (await call(admin.headers, 'POST', '/api/banks', { code: '199', name: 'Mal' })).json().error
        .details.fields.code,
    ).toBe('El código del banco tiene 4 dígitos');
    await call(admin.headers, 'PATCH', `/api/banks/${bank.json().id}`, { isActive: false });
    const active = (await t.app.inject({ method: 'GET', url: '/api/banks' }))
      .json()
      .items.map((b: { code: string }) => b.code);
    expect(active).not.toContain('0199');
  });
});

describe('[SETUP] the edit form’s data', () => {
  it('returns a whole event with ISO times, its money configuration and its zones', async () => {
    const loc = (
      await call(supervisor.headers, 'POST', '/api/locations', {
        name: 'Forum de Valencia',
        code: 'FORUM-VAL',
        city: 'Valencia',
      })
    ).json();
    const ev = (
      await call(supervisor.headers, 'POST', '/api/events', {
        name: 'Desorden Público',
        code: 'DESORDEN-2027',
        category: 'CONCIERTO',
        locationId: loc.id,
        startAt: '2027-02-14T20:00:00-04:00',
        config: { feePercent: '12', feeOnlyDeclarative: false, taxPercent: '0', ivaPercent: '16' },
      })
    ).json();
    await call(supervisor.headers, 'POST', `/api/events/${ev.id}/zones`, {
      name: 'General',
      code: 'GEN',
      basePrice: '30.00',
    });
    const full = (await call(supervisor.headers, 'GET', `/api/admin/events/${ev.id}`)).json();
    expect(full).toMatchObject({
      locationId: loc.id,
      startAt: '2027-02-15T00:00:00.000Z',
      publishAt: null,
      config: { feePercent: '12.00', ivaPercent: '16.00' },
    });
    expect(full.zones).toEqual([
      expect.objectContaining({ name: 'General', basePrice: '30.00', isActive: true }),
    ]);
    const list = (await call(supervisor.headers, 'GET', '/api/admin/events')).json();
    expect(list.items.find((e: { id: string }) => e.id === ev.id).startAt).toBe(
      '2027-02-15T00:00:00.000Z',
    );
  });
});

describe('[SETUP] input the schemas alone cannot judge', () => {
  it('answers 400/422, never 500: unknown venue or store, end before start, fees over 100 %, numeric rows', async () => {
    const startAt = '2027-03-01T20:00:00-04:00';
    const ghost = '00000000-0000-4000-8000-000000000000';
    const noVenue = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'X',
      code: 'GHOST-1',
      category: 'DEPORTE',
      locationId: ghost,
      startAt,
    });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().error.details.fields.locationId).toBe('No existe el registro indicado');
    const loc = (
      await call(supervisor.headers, 'POST', '/api/locations', {
        name: 'Estadio Ghost',
        code: 'GHOST-LOC',
        city: 'Mérida',
      })
    ).json();
    const noStore = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'X',
      code: 'GHOST-2',
      category: 'DEPORTE',
      locationId: loc.id,
      storeId: ghost,
      startAt,
    });
    expect(noStore.statusCode).toBe(400);
    const fee = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'X',
      code: 'GHOST-3',
      category: 'DEPORTE',
      locationId: loc.id,
      startAt,
      config: { feePercent: '999.5' },
    });
    expect(fee.json().error.details.fields['config.feePercent']).toBe(
      'El porcentaje no puede pasar de 100',
    );
    const ev = (
      await call(supervisor.headers, 'POST', '/api/events', {
        name: 'Ghost',
        code: 'GHOST-4',
        category: 'DEPORTE',
        locationId: loc.id,
        startAt,
      })
    ).json();
    const backwards = await call(supervisor.headers, 'PATCH', `/api/events/${ev.id}`, {
      finishAt: '2020-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields.finishAt).toMatch(/posterior al inicio/);
    expect(
      (await call(supervisor.headers, 'PATCH', `/api/events/${ev.id}`, { locationId: ghost }))
        .statusCode,
    ).toBe(400);
    const zone = (
      await call(supervisor.headers, 'POST', `/api/events/${ev.id}/zones`, {
        name: 'Sol',
        code: 'SOL',
        basePrice: '5.00',
      })
    ).json();
    const numeric = await call(supervisor.headers, 'POST', `/api/zones/${zone.id}/seats`, {
      rowFrom: '1',
      rowTo: '12',
      seatFrom: 1,
      seatTo: 12,
    });
    expect(numeric.json()).toEqual({ created: 144 }); // row 1 seat 11 and row 11 seat 1 are different seats
  });
});

describe('[SETUP] amounts too large to store', () => {
  it('refuses an order whose total cannot be stored with 422, writing nothing', async () => {
    const { createEvent: makeEvent, createRate: setRate } = await import('../../factories');
    const ev = await makeEvent(t, { zones: [{ name: 'Palco', price: '99999999.99', seats: 20 }] });
    await setRate(t, '1000000'); // the highest rate an admin may type: Bs.S total past numeric(16,2)
    await call(admin.headers, 'POST', '/api/holds', { eventId: ev.id, seatIds: ev.seatIds });
    const res = await call(admin.headers, 'POST', '/api/orders', {
      eventId: ev.id,
      paymentMethod: 'EFECTIVO_USD',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/demasiado grande/);
    expect(
      (await call(admin.headers, 'GET', `/api/holds?eventId=${ev.id}`)).json().holds,
    ).toHaveLength(20);
  });
});

describe('[SETUP] after-sale settings of an event (issue 26)', () => {
  it('creates with the defaults, edits the transfer cut-off and the offer minutes, audits the change, refuses bad values in Spanish', async () => {
    const { sql } = await import('drizzle-orm');
    const { rows } = await import('../../../src/lib/sql');
    const loc = (
      await call(supervisor.headers, 'POST', '/api/locations', {
        name: 'Teatro Teresa Carreño',
        code: 'TTC-AFTER',
        city: 'Caracas',
      })
    ).json();
    const created = await call(supervisor.headers, 'POST', '/api/events', {
      name: 'Gaita Zuliana',
      code: 'GAITA-AFTER',
      category: 'CONCIERTO',
      locationId: loc.id,
      startAt: '2027-04-01T20:00:00-04:00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ transferCutoffHours: 2, waitlistOfferMinutes: 30 });
    const id = created.json().id;

    const changed = await call(admin.headers, 'PATCH', `/api/events/${id}`, {
      transferCutoffHours: 6,
      waitlistOfferMinutes: 45,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ transferCutoffHours: 6, waitlistOfferMinutes: 45 });
    expect((await call(admin.headers, 'GET', `/api/admin/events/${id}`)).json()).toMatchObject({
      transferCutoffHours: 6,
      waitlistOfferMinutes: 45,
    });
    const [audit] = await rows<{ before: Record<string, unknown>; data: Record<string, unknown> }>(
      t.database.db,
      sql`select before, data from audit_log where action = 'events.update' and entity_id = ${id}`,
    );
    expect(audit.before).toMatchObject({ transfer_cutoff_hours: 2, waitlist_offer_minutes: 30 });
    expect(audit.data).toMatchObject({ transfer_cutoff_hours: 6, waitlist_offer_minutes: 45 });

    const bad = await call(admin.headers, 'PATCH', `/api/events/${id}`, {
      transferCutoffHours: -1,
      waitlistOfferMinutes: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toMatchObject({
      transferCutoffHours: 'Las horas no pueden ser negativas',
      waitlistOfferMinutes: 'Al menos 5 minutos',
    });
    const fraction = await call(admin.headers, 'PATCH', `/api/events/${id}`, {
      transferCutoffHours: 1.5,
      waitlistOfferMinutes: 5000,
    });
    expect(fraction.json().error.details.fields).toMatchObject({
      transferCutoffHours: 'Indique las horas como un número entero',
      waitlistOfferMinutes: 'Como máximo 1440 minutos (un día)',
    });
    // Nothing was written by the refused changes.
    expect((await call(admin.headers, 'GET', `/api/admin/events/${id}`)).json()).toMatchObject({
      transferCutoffHours: 6,
      waitlistOfferMinutes: 45,
    });
  });
});
