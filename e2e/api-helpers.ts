/** Set-up through the API for the page tests: buyers, pending orders, paid tickets. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import type { VenuePlanInput } from '@tickera/shared/venue-plan';
import { DEMO, DEMO_PASSWORD, type DemoRole } from './fixtures';

export type Auth = { authorization: string };

export interface Order {
  id: string;
  number: number;
  totalVes: string;
  status: string;
  seats: {
    seat: { name: string; access: 'ACCESSIBLE' | 'COMPANION' | null };
    zone: { name: string };
    ticket: { code: string } | null;
  }[];
}

export async function staffAuth(request: APIRequestContext, role: DemoRole): Promise<Auth> {
  const res = await request.post('/api/auth/sign-in', {
    data: { email: DEMO[role], password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).session.accessToken}` };
}

/** The signed-in page's own session, as the header for `page.request` calls. */
export async function pageAuth(page: Page): Promise<Auth> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { accessToken: string }).accessToken,
    STORAGE_KEYS.authToken,
  );
  return { authorization: `Bearer ${token}` };
}

/** The password of the customers the tests register. */
export const CUSTOMER_PASSWORD = 'Clave.Segura.2026';

/** A new customer account named `name lastName`: its e-mail (for signIn) and bearer header. */
export async function newCustomerAccount(
  request: APIRequestContext,
  name = 'Carlos',
  lastName = 'Mendoza',
): Promise<{ email: string; auth: Auth }> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@tickera.test`;
  const res = await request.post('/api/auth/sign-up', {
    data: { email, password: CUSTOMER_PASSWORD, name, lastName },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, auth: { authorization: `Bearer ${(await res.json()).session.accessToken}` } };
}

/** A new customer account named `name lastName`. */
export async function newCustomer(
  request: APIRequestContext,
  name = 'Carlos',
  lastName = 'Mendoza',
): Promise<Auth> {
  return (await newCustomerAccount(request, name, lastName)).auth;
}

/**
 * The demo concert (VIP tables, numbered zones), found by name: tests add concerts of their
 * own (the door's start tonight), so "the first concert" is not always the demo's.
 */
export async function concert(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const events = (await (await request.get('/api/events?category=CONCIERTO')).json()) as {
    items: { id: string; name: string }[];
  };
  const found = events.items.find((e) => /Leyendas de la Salsa/.test(e.name));
  expect(found, 'el concierto de demostración').toBeDefined();
  return found!;
}

/** The demo ball game at the stadium (20,400 seats), found by name as `concert` is. */
export async function stadiumGame(request: APIRequestContext): Promise<string> {
  const events = (await (await request.get('/api/events?category=DEPORTE')).json()) as {
    items: { id: string; name: string }[];
  };
  const found = events.items.find((e) => /Leones del Caracas/.test(e.name));
  expect(found, 'el juego de demostración en el estadio').toBeDefined();
  return found!.id;
}

/** `auth` holds these seats of the event (its cart). */
export async function holdSeats(
  request: APIRequestContext,
  auth: Auth,
  eventId: string,
  seatIds: string[],
) {
  const hold = await request.post('/api/holds', { headers: auth, data: { eventId, seatIds } });
  expect(hold.status(), await hold.text()).toBe(201);
}

/** The event's seats by zone name, in the map's order. */
export async function seatsByZone(
  request: APIRequestContext,
  auth: Auth,
  eventId: string,
): Promise<Map<string, { id: string; name: string; status: string }[]>> {
  const map = (await (
    await request.get(`/api/events/${eventId}/seat-map`, { headers: auth })
  ).json()) as { zones: { name: string; seats: { id: string; name: string; status: string }[] }[] };
  return new Map(map.zones.map((z) => [z.name, z.seats]));
}

/**
 * A customer's pending pago móvil order for `seats` available seats of the event (the
 * first ones of the map), or for the seats whose ids are given.
 */
export async function pendingOrder(
  request: APIRequestContext,
  auth: Auth,
  eventId: string,
  reference: string,
  seats: number | string[] = 1,
  couponCode?: string,
): Promise<Order> {
  const free = Array.isArray(seats)
    ? seats
    : [...(await seatsByZone(request, auth, eventId)).values()]
        .flat()
        .filter((s) => s.status === 'available')
        .slice(0, seats)
        .map((s) => s.id);
  await holdSeats(request, auth, eventId, free);
  const summary = await (
    await request.get(
      `/api/cart/summary?eventId=${eventId}${couponCode ? `&couponCode=${couponCode}` : ''}`,
      { headers: auth },
    )
  ).json();
  const banks = await (await request.get('/api/banks')).json();
  const mercantil = banks.items.find((b: { code: string }) => b.code === '0105');
  const res = await request.post('/api/orders', {
    headers: auth,
    data: {
      eventId,
      paymentMethod: 'PAGO_MOVIL',
      ...(couponCode ? { couponCode } : {}),
      payment: {
        bankId: mercantil.id,
        reference,
        amount: summary.totalVes,
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date()),
        currency: 'VES',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

const PLANLESS_VENUE = { name: 'Plaza de pruebas', code: 'PZPRUEBAS', city: 'Caracas' };

/** The suite's venue without a seat plan, made the first time it is asked for. */
async function planlessVenue(
  request: APIRequestContext,
  admin: { authorization: string },
): Promise<string> {
  const find = async () => {
    const res = await request.get('/api/locations', { headers: admin });
    expect(res.status(), await res.text()).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; code: string }[] };
    return items.find((l) => l.code === PLANLESS_VENUE.code)?.id;
  };
  const known = await find();
  if (known) return known;
  const made = await request.post('/api/locations', { headers: admin, data: PLANLESS_VENUE });
  // 409: another test made it meanwhile.
  if (made.status() === 201) return ((await made.json()) as { id: string }).id;
  expect(made.status(), await made.text()).toBe(409);
  return (await find())!;
}

/**
 * A new event tonight (it starts in three hours, so its door is open: the scanner's offline
 * list is served from 12 h before the start), with one zone of 12 numbered seats.
 */
export async function tonightEvent(
  request: APIRequestContext,
): Promise<{ id: string; name: string }> {
  const admin = await staffAuth(request, 'admin');
  const tag = `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}`;
  const first = async (path: string) => {
    const res = await request.get(path, { headers: admin });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { items: { id: string }[] }).items[0].id;
  };
  // A venue with no seat plan: an event at a venue with a plan copies the plan's sections and
  // seats (decision 039), and these events have only the zone made here.
  const locationId = await planlessVenue(request, admin);
  const storeId = await first('/api/stores');
  const name = `Gaitas en Puerta ${tag}`;
  const created = await request.post('/api/events', {
    headers: admin,
    data: {
      name,
      code: `PUERTA-${tag}`.toUpperCase(),
      category: 'CONCIERTO',
      locationId,
      storeId,
      startAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      config: { feePercent: '10', feeOnlyDeclarative: false, taxPercent: '0', ivaPercent: '16' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const zone = await request.post(`/api/events/${id}/zones`, {
    headers: admin,
    data: { name: 'Platea', code: 'PLA', basePrice: '20.00', index: 0 },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const seats = await request.post(`/api/zones/${(await zone.json()).id}/seats`, {
    headers: admin,
    data: { rowFrom: 'A', rowTo: 'A', seatTo: 12 },
  });
  expect(seats.status(), await seats.text()).toBe(201);
  return { id, name };
}

/** A new customer's paid order of `seats` seats of the event (the concert unless given): its tickets. */
export async function paidTickets(
  request: APIRequestContext,
  seats: number,
  holder = 'Carlos',
  event?: { id: string; name: string },
) {
  const buyer = await newCustomer(request, holder, 'Mendoza');
  event ??= await concert(request);
  const eventId = event.id;
  const reference = `7${String(Date.now()).slice(-7)}${seats}`;
  const order = await pendingOrder(request, buyer, eventId, reference, seats);
  const paid = await approveOrder(request, order.id);
  return {
    eventId,
    eventName: event.name,
    tickets: paid.seats.map((s) => ({
      code: s.ticket!.code,
      seat: s.seat.name,
      zone: s.zone.name,
    })),
  };
}

/** Staff approve an order (admin unless said otherwise): the order, now PAGADA with tickets. */
export async function approveOrder(
  request: APIRequestContext,
  orderId: string,
  role: DemoRole = 'admin',
): Promise<Order> {
  const res = await request.post(`/api/orders/${orderId}/approve`, {
    headers: await staffAuth(request, role),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/**
 * A venue with `plan`, and an event there (on sale unless `draft`; it starts in `startsInMs`,
 * ten days unless said): its id and name, the venue's id and the tag of their names.
 */
export async function plannedVenueEvent(
  request: APIRequestContext,
  plan: VenuePlanInput,
  draft = false,
  startsInMs = 10 * 86_400_000,
) {
  const admin = await staffAuth(request, 'admin');
  const tag = `${Date.now() % 1_000_000}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const venue = await request.post('/api/locations', {
    headers: admin,
    data: { name: `Salón ${tag}`, code: `SALON-${tag}`, city: 'Caracas' },
  });
  expect(venue.status(), await venue.text()).toBe(201);
  const venueId = ((await venue.json()) as { id: string }).id;
  const saved = await request.put(`/api/locations/${venueId}/plan`, { headers: admin, data: plan });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await request.post('/api/events', {
    headers: admin,
    data: {
      name: `Función ${tag}`,
      code: `FUNCION-${tag}`,
      category: 'CONCIERTO',
      locationId: venueId,
      startAt: new Date(Date.now() + startsInMs).toISOString(),
      publishAt: draft ? null : new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return {
    eventId: ((await created.json()) as { id: string }).id,
    eventName: `Función ${tag}`,
    venueId,
    tag,
  };
}

/**
 * A plan of two rows of eight in one section, Platea, where the fourth seat of row B is a
 * wheelchair space and the fifth its companion's seat.
 */
export const ACCESSIBLE_ROWS_PLAN = {
  sections: [{ id: 'platea', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' }],
  elements: [
    {
      kind: 'ROWS',
      id: 'fila',
      section: 'platea',
      x: 200,
      y: 120,
      rows: 2,
      seatsPerRow: 8,
      accessible: [{ row: 1, seat: 3 }],
      companion: [{ row: 1, seat: 4 }],
    },
  ],
} as VenuePlanInput;
