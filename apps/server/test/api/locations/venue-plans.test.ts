import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SeatMap } from '@tickera/shared/schemas/events';
import type { VenuePlanInput } from '@tickera/shared/venue-plan';
import { rows } from '../../../src/lib/sql';
import { invalidateLayout } from '../../../src/modules/seating/layout-cache';
import { compactSeatMap, getJson } from '../../compact-map';
import { placeOrder, useSalesApp, type H } from '../../factories';
import { signInAs, type TestApp } from '../../helper';

let t: TestApp;
let bankId: string;
useSalesApp((app) => ({ t, bankId } = app));

const call = (
  h: H | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: h, payload });

/** A small hall: a curved platea of 3 × 10 round a stage, a side block numbered right to left, a table of 8. */
const hall = (over: { platea?: Record<string, unknown> } = {}): VenuePlanInput => ({
  sections: [
    { id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED', color: '#ad1457' },
    { id: 'lateral', name: 'Lateral', code: 'LATERAL', layout: 'NUMBERED' },
    { id: 'mesas', name: 'Mesas', code: 'MESAS', layout: 'TABLES', type: 'VIP' },
  ],
  elements: [
    {
      kind: 'SHAPE',
      id: 'stage',
      x: 200,
      y: 40,
      width: 200,
      height: 40,
      role: 'STAGE',
      label: 'Escenario',
    },
    {
      kind: 'ROWS',
      id: 'curva',
      section: 'platea',
      x: 200,
      y: 120,
      rows: 3,
      seatsPerRow: 10,
      curve: 150,
      accessible: [{ row: 0, seat: 0 }],
      companion: [{ row: 0, seat: 1 }],
      ...over.platea,
    },
    {
      kind: 'ROWS',
      id: 'lado',
      section: 'lateral',
      x: 450,
      y: 200,
      rows: 2,
      seatsPerRow: 5,
      numbering: { order: 'RTL' },
    },
    { kind: 'TABLE', id: 'mesa1', section: 'mesas', x: 200, y: 300, chairs: 8, label: 'Mesa 1' },
  ],
});

interface Seat {
  name: string;
  zone: string;
  x: number;
  y: number;
  access: string | null;
  table: boolean;
}
const seatsOf = (eventId: string) =>
  rows<Seat>(
    t.database.db,
    sql`select s.name, z.code as zone, s.x, s.y, s.access, s.table_id is not null as "table"
        from seats s join zones z on z.id = s.zone_id where s.event_id = ${eventId}
        order by z.index, s.row, s.index`,
  );

let n = 0;
async function newVenue(h: H) {
  const res = await call(h, 'POST', '/api/locations', {
    name: `Sala ${++n}`,
    code: `SALA-${n}`,
    city: 'Caracas',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
async function newEvent(h: H, locationId: string, publishAt: string | null = null) {
  const res = await call(h, 'POST', '/api/events', {
    name: 'Concierto de prueba',
    code: `PLANO-${++n}`,
    category: 'CONCIERTO',
    locationId,
    startAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    publishAt,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; planId: string | null };
}

describe('[PLAN] venue plans', () => {
  it('saves a plan as version 1, 2, …, each audited, and reads any version back', async () => {
    const { headers } = await signInAs(t, 'supervisor');
    const venue = await newVenue(headers);
    expect((await call(headers, 'GET', `/api/locations/${venue}/plan`)).statusCode).toBe(404);

    const first = await call(headers, 'PUT', `/api/locations/${venue}/plan`, hall());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 1, seats: 48, locationId: venue });
    const second = await call(
      headers,
      'PUT',
      `/api/locations/${venue}/plan`,
      hall({ platea: { rows: 4 } }),
    );
    expect(second.json()).toMatchObject({ version: 2, seats: 58 });

    const current = await call(headers, 'GET', `/api/locations/${venue}/plan`);
    expect(current.json()).toMatchObject({ version: 2 });
    expect(current.json().plan.elements[1]).toMatchObject({ id: 'curva', rows: 4, curve: 150 });
    const versions = await call(headers, 'GET', `/api/locations/${venue}/plan/versions`);
    expect(versions.json().items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const old = await call(headers, 'GET', `/api/locations/${venue}/plan/versions/1`);
    expect(old.json().plan.elements[1].rows).toBe(3);

    const audit = await rows<{ action: string; entityId: string }>(
      t.database.db,
      sql`select action, entity_id as "entityId" from audit_log where action = 'locations.plan'
          and entity_id in (${first.json().id}, ${second.json().id})`,
    );
    expect(audit).toHaveLength(2);
  });

  it('refuses a plan with overlapping seats with 422, the Spanish reason and the seats, and writes nothing', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const clash = hall();
    clash.elements.push({
      kind: 'ROWS',
      id: 'encima',
      section: 'platea',
      x: 200,
      y: 120,
      rows: 1,
      seatsPerRow: 2,
      rowLabels: { start: 20 },
    });
    const res = await call(headers, 'PUT', `/api/locations/${venue}/plan`, clash);
    expect(res.statusCode).toBe(422);
    const error = res.json().error;
    expect(error.code).toBe('PLAN_INVALID');
    expect(error.message).toMatch(
      /En la sección Platea hay \d+ asientos montados unos sobre otros/,
    );
    const keys = error.details.problems[0].seats.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['encima/0/0', 'encima/0/1']));
    expect(
      (await call(headers, 'GET', `/api/locations/${venue}/plan/versions`)).json().items,
    ).toEqual([]);
  });

  it('refuses repeated seat names in a section and a plan of more than 100,000 seats', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const twice = hall();
    twice.elements.push({
      kind: 'ROWS',
      id: 'otra',
      section: 'platea',
      x: 200,
      y: 600,
      rows: 1,
      seatsPerRow: 3,
    });
    const dup = await call(headers, 'PUT', `/api/locations/${venue}/plan`, twice);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.message).toMatch(/mismo nombre \(A-1 y otros\)/);
    expect(dup.json().error.details.problems[0].seats.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['A-1', 'A-2', 'A-3']),
    );

    const huge: VenuePlanInput = {
      sections: [{ id: 's', name: 'Estadio', code: 'ESTADIO', layout: 'NUMBERED' }],
      elements: Array.from({ length: 5 }, (_, i) => ({
        kind: 'ROWS' as const,
        id: `b${i}`,
        section: 's',
        x: 0,
        y: i * 6_000,
        rows: 450,
        seatsPerRow: 450,
        rowLabels: { style: 'NUMBERS' as const, start: i * 450 + 1 },
      })),
    };
    const big = await call(headers, 'PUT', `/api/locations/${venue}/plan`, huge);
    expect(big.statusCode).toBe(422);
    expect(big.json().error.message).toBe(
      'El plano tiene 1.012.500 asientos; el máximo es 100.000',
    );
  });

  it('answers 400 in Spanish for a malformed plan', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const bad = hall();
    (bad.elements[1] as { section: string }).section = 'nadie';
    const res = await call(headers, 'PUT', `/api/locations/${venue}/plan`, bad);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain(
      'El elemento pertenece a una sección que no existe',
    );
  });

  it('lets only admin and supervisor read or save plans', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    for (const role of ['customer', 'sales', 'auditor'] as const) {
      const other = await signInAs(t, role);
      expect(
        (await call(other.headers, 'PUT', `/api/locations/${venue}/plan`, hall())).statusCode,
      ).toBe(403);
      expect((await call(other.headers, 'GET', `/api/locations/${venue}/plan`)).statusCode).toBe(
        403,
      );
    }
    expect((await call(undefined, 'GET', `/api/locations/${venue}/plan/versions`)).statusCode).toBe(
      401,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(headers, 'PUT', `/api/locations/${unknown}/plan`, hall())).statusCode).toBe(
      404,
    );
  });
});

describe('[PLAN] events copy the plan of their venue', () => {
  it('an event created at a venue gets its zones and seats with positions, flags and tables', async () => {
    const { headers } = await signInAs(t, 'supervisor');
    const venue = await newVenue(headers);
    const saved = (await call(headers, 'PUT', `/api/locations/${venue}/plan`, hall())).json();
    const event = await newEvent(headers, venue);
    expect(event.planId).toBe(saved.id);

    const seats = await seatsOf(event.id);
    expect(seats).toHaveLength(48);
    const byName = (zone: string, name: string) =>
      seats.find((s) => s.zone === zone && s.name === name)!;
    expect(byName('PLATEA', 'A-1')).toMatchObject({ access: 'ACCESSIBLE', table: false });
    expect(byName('PLATEA', 'A-2')).toMatchObject({ access: 'COMPANION' });
    // The curve: the ends of row A come forward, towards the stage.
    expect(byName('PLATEA', 'A-1').y).toBeLessThan(byName('PLATEA', 'A-5').y);
    // Right to left: seat 1 is the rightmost.
    expect(byName('LATERAL', 'A-1').x).toBeGreaterThan(byName('LATERAL', 'A-5').x);
    expect(seats.filter((s) => s.zone === 'MESAS' && s.table)).toHaveLength(8);

    const detail = (await call(headers, 'GET', `/api/admin/events/${event.id}`)).json();
    expect(detail.zones.map((z: { code: string; layout: string }) => [z.code, z.layout])).toEqual([
      ['PLATEA', 'NUMBERED'],
      ['LATERAL', 'NUMBERED'],
      ['MESAS', 'TABLES'],
    ]);
  });

  it('a general-admission area is sold: places "Entrada general 1…n", any free ones for a request, one run on the map', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const plan = hall();
    plan.sections.push({ id: 'pista', name: 'Pista', code: 'PISTA', layout: 'GENERAL_ADMISSION' });
    plan.elements.push(
      { kind: 'AREA', id: 'frente', section: 'pista', x: 200, y: 500, capacity: 300 },
      {
        kind: 'AREA',
        id: 'fondo',
        section: 'pista',
        x: 200,
        y: 700,
        capacity: 200,
        label: 'Fondo',
      },
    );
    const saved = await call(headers, 'PUT', `/api/locations/${venue}/plan`, plan);
    expect(saved.json()).toMatchObject({ seats: 48 });
    const event = await newEvent(headers, venue, new Date(Date.now() - 60_000).toISOString());
    const zones = (await call(headers, 'GET', `/api/admin/events/${event.id}`)).json().zones as {
      id: string;
      code: string;
    }[];
    const pista = zones.find((z) => z.code === 'PISTA')!;
    expect(pista).toMatchObject({ layout: 'GENERAL_ADMISSION', capacity: 500, isActive: true });
    expect(
      (await call(headers, 'PATCH', `/api/zones/${pista.id}`, { basePrice: '25.00' })).statusCode,
    ).toBe(200);
    // Its places come from the plan: no seats or tables are added, its layout does not change.
    for (const [method, url, body] of [
      ['POST', `/api/zones/${pista.id}/seats`, { rowFrom: 'A', rowTo: 'B', seatTo: 10 }],
      ['POST', `/api/zones/${pista.id}/tables`, { count: 2, seatsPerTable: 4 }],
      ['PATCH', `/api/zones/${pista.id}`, { layout: 'NUMBERED' }],
    ] as const) {
      const refused = await call(headers, method, url, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(
        'Esta zona es de entradas generales: se vende por cantidad, no lleva asientos ni mesas y su distribución no cambia.',
      );
    }
    // And no numbered seat may be named as a place of a floor.
    const platea = zones.find((z) => z.code === 'PLATEA')!;
    const lookalike = await call(headers, 'POST', `/api/zones/${platea.id}/seats`, {
      rowFrom: 'X',
      rowTo: 'X',
      seatTo: 2,
      naming: 'Entrada general {n}',
    });
    expect(lookalike.statusCode).toBe(400);
    expect(lookalike.body).toContain(
      'El nombre de un asiento no puede empezar por «Entrada general»',
    );
    const places = (await seatsOf(event.id)).filter((s) => s.zone === 'PISTA');
    expect(places).toHaveLength(500);
    expect(places.slice(0, 2).map((p) => [p.name, p.x, p.y])).toEqual([
      ['Entrada general 1', null, null],
      ['Entrada general 2', null, null],
    ]);
    expect(places[499].name).toBe('Entrada general 500');

    // The public layout carries the 500 places as one run, not 500 entries.
    const compact = await compactSeatMap(t, event.id);
    const zone = compact.layout.zones.find((z) => z.name === 'Pista')!;
    expect(zone).toMatchObject({ count: 500, layout: 'GENERAL_ADMISSION' });
    expect(zone.runs).toHaveLength(1);
    expect(zone.names).toBeUndefined();
    expect(JSON.stringify(zone).length).toBeLessThan(400);

    // Places 2 and 4 are sold: three places are still given, together or not.
    const ids = async (names: string[]) =>
      (
        await rows<{ id: string }>(
          t.database.db,
          sql`select s.id from seats s where s.zone_id = ${pista.id}
              and s.name in (${sql.join(
                names.map((n) => sql`${n}`),
                sql`, `,
              )}) order by s.index`,
        )
      ).map((r) => r.id);
    const first = await signInAs(t, 'customer');
    const sold = await placeOrder(
      t,
      first.headers,
      event.id,
      await ids(['Entrada general 2', 'Entrada general 4']),
      { bankId },
    );
    expect(sold.statusCode).toBe(201);
    // Staff keep all but the first ten places off sale (before best available first reads the zone).
    await t.database.db.execute(
      sql`update seats set status = 'BLOQUEADO' where zone_id = ${pista.id} and index > 10`,
    );
    const best = async (quantity: number) => {
      const buyer = await signInAs(t, 'customer');
      const res = await call(buyer.headers, 'POST', '/api/holds/best', {
        eventId: event.id,
        zoneId: pista.id,
        quantity,
      });
      return { res, buyer };
    };
    const { res: three, buyer } = await best(3);
    expect(three.statusCode).toBe(201);
    expect(three.json().seats.map((s: { id: string }) => s.id)).toEqual(
      await ids(['Entrada general 1', 'Entrada general 3', 'Entrada general 5']),
    );
    const holds = (await call(buyer.headers, 'GET', `/api/holds?eventId=${event.id}`)).json()
      .holds as { seat: { name: string; zone: { name: string } } }[];
    expect(holds.map((h) => `${h.seat.zone.name} · ${h.seat.name}`).sort()).toEqual([
      'Pista · Entrada general 1',
      'Pista · Entrada general 3',
      'Pista · Entrada general 5',
    ]);

    // Five are left (6 to 10): six are refused in words of places, not of seats side by side.
    const { res: tooMany } = await best(6);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('No quedan 6 entradas disponibles en esta zona.');
  });

  it('counts general-admission places in the 100,000 a plan may have', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const res = await call(headers, 'PUT', `/api/locations/${venue}/plan`, {
      sections: [{ id: 'g', name: 'General', code: 'GENERAL', layout: 'GENERAL_ADMISSION' }],
      elements: [
        { kind: 'AREA', id: 'a', section: 'g', x: 0, y: 0, capacity: 60_000 },
        { kind: 'AREA', id: 'b', section: 'g', x: 0, y: 500, capacity: 60_000 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'El plano tiene 120.000 puestos (asientos y entradas generales); el máximo es 100.000',
    );
  });

  it('an event at a venue without a plan starts with no zones, as before', async () => {
    const { headers } = await signInAs(t, 'admin');
    const event = await newEvent(headers, await newVenue(headers));
    expect(event.planId).toBeNull();
    expect(await seatsOf(event.id)).toEqual([]);
  });

  it('an event before its sale takes the new version and keeps its prices; one with orders keeps its seats', async () => {
    const admin = await signInAs(t, 'admin');
    const h = admin.headers;
    const venue = await newVenue(h);
    await call(h, 'PUT', `/api/locations/${venue}/plan`, hall());
    const draft = await newEvent(h, venue);
    const selling = await newEvent(h, venue, new Date(Date.now() - 60_000).toISOString());
    const onSaleNoOrders = await newEvent(h, venue, new Date(Date.now() - 60_000).toISOString());

    // Prices are the event's, per section.
    const zonesOf = async (id: string) =>
      (await call(h, 'GET', `/api/admin/events/${id}`)).json().zones as {
        id: string;
        code: string;
        basePrice: string;
      }[];
    for (const id of [draft.id, selling.id])
      for (const zone of await zonesOf(id))
        expect(
          (await call(h, 'PATCH', `/api/zones/${zone.id}`, { basePrice: '25.00' })).statusCode,
        ).toBe(200);

    const customer = await signInAs(t, 'customer');
    const [seat] = await rows<{ id: string }>(
      t.database.db,
      sql`select id from seats where event_id = ${selling.id} and name = 'B-3' limit 1`,
    );
    const order = await placeOrder(t, customer.headers, selling.id, [seat.id], { bankId });
    expect(order.statusCode).toBe(201);

    const v2 = await call(
      h,
      'PUT',
      `/api/locations/${venue}/plan`,
      hall({ platea: { rows: 4, y: 140 } }),
    );
    expect(v2.json().version).toBe(2);
    const before = await seatsOf(selling.id);

    // Editing the plan changed no event.
    expect(await seatsOf(draft.id)).toHaveLength(48);

    const refused = await call(h, 'POST', `/api/admin/events/${selling.id}/plan`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'El evento ya tiene órdenes o ya está a la venta: conserva el plano con el que se creó.',
    );
    expect(await seatsOf(selling.id)).toEqual(before);
    expect((await call(h, 'POST', `/api/admin/events/${onSaleNoOrders.id}/plan`)).statusCode).toBe(
      409,
    );

    const taken = await call(h, 'POST', `/api/admin/events/${draft.id}/plan`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ eventId: draft.id, version: 2, zones: 3, seats: 58 });
    const after = await seatsOf(draft.id);
    expect(after).toHaveLength(58);
    expect(after.find((s) => s.name === 'A-5' && s.zone === 'PLATEA')!.y).toBeGreaterThan(
      before.find((s) => s.name === 'A-5' && s.zone === 'PLATEA')!.y,
    );
    expect((await zonesOf(draft.id)).map((z) => [z.code, z.basePrice])).toEqual([
      ['PLATEA', '25.00'],
      ['LATERAL', '25.00'],
      ['MESAS', '25.00'],
    ]);
    const audit = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'events.plan' and entity_id = ${draft.id}`,
    );
    expect(audit[0].n).toBe(1);

    const seller = await signInAs(t, 'sales');
    expect(
      (await call(seller.headers, 'POST', `/api/admin/events/${draft.id}/plan`)).statusCode,
    ).toBe(403);
  });
});

describe('[PLAN] best available and accessible seats', () => {
  it('keeps accessible and companion seats out of ordinary requests; an accessible request gets the pair', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    // Row A of the platea: 1 accessible, 2 companion, the rest ordinary; rows B and C ordinary.
    await call(headers, 'PUT', `/api/locations/${venue}/plan`, hall());
    const event = await newEvent(headers, venue, new Date(Date.now() - 60_000).toISOString());
    const zones = (await call(headers, 'GET', `/api/admin/events/${event.id}`)).json().zones as {
      id: string;
      code: string;
    }[];
    const platea = zones.find((z) => z.code === 'PLATEA')!.id;
    // The compact layout the public map draws marks row A's wheelchair place and companion
    // (the first two places of the platea's zone) and nothing elsewhere.
    const layout = (await call(undefined, 'GET', `/api/events/${event.id}/seat-map/layout`)).json()
      .zones as { name: string; accessible?: number[]; companion?: number[] }[];
    const marks = layout.map((z) => [z.name, z.accessible, z.companion]);
    expect(marks).toEqual([
      ['Platea', [0], [1]],
      ['Lateral', undefined, undefined],
      ['Mesas', undefined, undefined],
    ]);
    const best = (h: H, quantity: number, accessible?: boolean) =>
      call(h, 'POST', '/api/holds/best', {
        eventId: event.id,
        zoneId: platea,
        quantity,
        accessible,
      });
    const names = async (res: Awaited<ReturnType<typeof best>>) => {
      expect(res.statusCode).toBe(201);
      const ids = res.json().seats.map((s: { id: string }) => s.id) as string[];
      const found = await rows<{ name: string }>(
        t.database.db,
        sql`select name from seats where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by index`,
      );
      return found.map((s) => s.name);
    };

    // Row A has 8 ordinary seats (3..10): a block of 8 fits there and nowhere takes seat 1 or 2.
    const ordinary = await signInAs(t, 'customer');
    expect(await names(await best(ordinary.headers, 8))).toEqual([
      'A-3',
      'A-4',
      'A-5',
      'A-6',
      'A-7',
      'A-8',
      'A-9',
      'A-10',
    ]);
    const next = await signInAs(t, 'customer');
    expect(await names(await best(next.headers, 2))).not.toContain('A-1');

    const wheelchair = await signInAs(t, 'customer');
    expect(await names(await best(wheelchair.headers, 2, true))).toEqual(['A-1', 'A-2']);
    const another = await signInAs(t, 'customer');
    const none = await best(another.headers, 2, true);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(
      'No quedan puestos accesibles con asiento de acompañante libres en esta zona.',
    );

    const wrong = await best(another.headers, 3, true);
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain(
      'Un puesto accesible se aparta junto con el asiento de su acompañante: indique 2',
    );
  });
});

describe('[PLAN] a table sold whole', () => {
  it('is held with all its chairs or not at all, let go whole, shown as such, and never picked by best available', async () => {
    const { headers } = await signInAs(t, 'admin');
    const venue = await newVenue(headers);
    const plan = hall();
    plan.elements.push({
      kind: 'TABLE',
      id: 'mesa2',
      section: 'mesas',
      x: 320,
      y: 300,
      chairs: 4,
      label: 'Mesa VIP',
      sale: 'WHOLE',
    });
    expect((await call(headers, 'PUT', `/api/locations/${venue}/plan`, plan)).statusCode).toBe(200);
    const event = await newEvent(headers, venue, new Date(Date.now() - 60_000).toISOString());
    const map = (await call(undefined, 'GET', `/api/events/${event.id}/seat-map`)).json() as {
      zones: {
        id: string;
        name: string;
        tables: { id: string; name: string; soldWhole?: boolean }[];
        seats: { id: string; name: string; tableId?: string; status: string }[];
      }[];
    };
    const mesas = map.zones.find((z) => z.name === 'Mesas')!;
    const vip = mesas.tables.find((x) => x.name === 'Mesa VIP')!;
    expect(vip.soldWhole).toBe(true);
    expect(mesas.tables.find((x) => x.name === 'Mesa 1')!.soldWhole).toBeUndefined();
    const chairs = mesas.seats.filter((s) => s.tableId === vip.id).map((s) => s.id);
    expect(chairs).toHaveLength(4);
    const byName = (name: string) => mesas.seats.find((s) => s.name === name)!.id;
    const perChair = byName('Mesa 1-1');

    const buyer = await signInAs(t, 'customer');
    const hold = (seatIds: string[]) =>
      call(buyer.headers, 'POST', '/api/holds', { eventId: event.id, seatIds });
    // Two chairs of four: refused, naming the table and the chairs left out; nothing held.
    const part = await hold(chairs.slice(0, 2));
    expect(part.statusCode).toBe(422);
    expect(part.json().error.code).toBe('TABLE_SOLD_WHOLE');
    expect(part.json().error.message).toBe(
      'La mesa Mesa VIP se vende completa: reserve sus 4 puestos juntos.',
    );
    expect(part.json().error.details.seatIds.sort()).toEqual(chairs.slice(2).sort());
    const heldCount = () =>
      rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from seat_holds where event_id = ${event.id}`,
      ).then((r) => r[0].n);
    expect(await heldCount()).toBe(0);
    // A chair of a table sold chair by chair is held alone, as ever.
    expect((await hold([perChair])).statusCode).toBe(201);
    // The whole table: held.
    expect((await hold(chairs)).statusCode).toBe(201);
    expect(await heldCount()).toBe(5);
    // Letting one chair go lets the table go.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${chairs[0]}`,
      headers: buyer.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await heldCount()).toBe(1);

    // Mesa 1 keeps no four chairs side by side: best available has no four to give, and the
    // four free chairs of Mesa VIP are not for it.
    const other = await signInAs(t, 'customer');
    const apart = await call(other.headers, 'POST', '/api/holds', {
      eventId: event.id,
      seatIds: [byName('Mesa 1-4'), byName('Mesa 1-7')],
    });
    expect(apart.statusCode).toBe(201);
    const best = await call(buyer.headers, 'POST', '/api/holds/best', {
      eventId: event.id,
      zoneId: mesas.id,
      quantity: 4,
    });
    expect(best.statusCode).toBe(409);
    const two = await call(buyer.headers, 'POST', '/api/holds/best', {
      eventId: event.id,
      zoneId: mesas.id,
      quantity: 2,
    });
    expect(two.statusCode).toBe(201);
    const picked = two.json().seats.map((s: { id: string }) => s.id) as string[];
    expect(picked.some((id) => chairs.includes(id))).toBe(false);
  });
});

describe('[PLAN] the public map is drawn from the plan', () => {
  it("names the plan's blocks instead of listing seats, and decodes to exactly the seats sold", async () => {
    const { headers } = await signInAs(t, 'supervisor');
    const venue = await newVenue(headers);
    const plan = hall({
      platea: { numbering: { order: 'CENTRE' }, removed: [{ row: 1, seat: 4 }], rotation: 10 },
    });
    plan.elements.push({ kind: 'TEXT', id: 'rotulo', x: 200, y: 380, text: 'Salida' });
    expect((await call(headers, 'PUT', `/api/locations/${venue}/plan`, plan)).statusCode).toBe(200);
    const event = await newEvent(headers, venue, new Date(Date.now() - 60_000).toISOString());
    const json = await getJson<SeatMap>(t, `/api/events/${event.id}/seat-map`);
    type Placed = Pick<
      SeatMap['zones'][number]['seats'][number],
      'id' | 'row' | 'index' | 'name' | 'tableId' | 'x' | 'y'
    >;
    const bySeat = (map: { zones: { seats: Placed[] }[] }) =>
      new Map(
        map.zones.flatMap((z) =>
          z.seats.map(({ id, row, index, name, tableId, x, y }) => [
            id,
            { row, index, name, tableId, x, y },
          ]),
        ),
      );

    const compact = await compactSeatMap(t, event.id);
    expect(bySeat(compact.map)).toEqual(bySeat(json));
    // A page loaded before plan runs existed (no f=2) gets the same seats, in the same order
    // (the same ordinals and version), as plain runs it can read.
    const plain = await compactSeatMap(t, event.id, {}, '');
    expect(plain.layout.drawing).toBeUndefined();
    expect(plain.layout.version).toBe(compact.layout.version);
    expect(plain.layout.zones.flatMap((z) => z.runs).every((r) => r[0]! >= 0)).toBe(true);
    expect(plain.ids).toEqual(compact.ids);
    expect(bySeat(plain.map)).toEqual(bySeat(json));
    expect(bySeat(json).size).toBe(47);
    // Every zone is whole runs of the drawing: one per block or table.
    expect(compact.layout.zones.map((z) => z.runs)).toEqual([
      [[-2, 0, 29]],
      [[-3, 0, 10]],
      [[-4, 0, 8, 0]],
    ]);
    // The stage, its label, the table's top and the text are drawn as the promoter drew them.
    expect(compact.layout.drawing).toEqual([
      { kind: 'SHAPE', x: 200, y: 40, width: 200, height: 40, role: 'STAGE', label: 'Escenario' },
      expect.objectContaining({
        kind: 'ROWS',
        curve: 150,
        rotation: 10,
        numbering: { order: 'CENTRE' },
      }),
      expect.objectContaining({ kind: 'ROWS', numbering: { order: 'RTL' } }),
      { kind: 'TABLE', section: 'mesas', x: 200, y: 300, chairs: 8, label: 'Mesa 1' },
      { kind: 'TEXT', x: 200, y: 380, text: 'Salida' },
    ]);
    // Names come from the drawing (centre numbering included): none is listed, no row either.
    expect(compact.layout.zones.every((z) => !z.names && z.rows.length === 0)).toBe(true);

    // A seat moved by hand after the copy is no longer the drawing's: it travels as its own
    // run, and the map still shows exactly what is sold.
    await t.database.db.execute(
      sql`update seats set x = x + 3 where event_id = ${event.id} and name = 'B-1'`,
    );
    invalidateLayout(event.id);
    const moved = await compactSeatMap(t, event.id);
    const after = await getJson<SeatMap>(t, `/api/events/${event.id}/seat-map`);
    expect(bySeat(moved.map)).toEqual(bySeat(after));
    expect(moved.layout.zones[0].runs.filter((r) => r[0]! >= 0)).toHaveLength(1);
    expect(moved.layout.version).not.toBe(compact.layout.version);
  });
});
