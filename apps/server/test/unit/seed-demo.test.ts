import { verify } from '@node-rs/argon2';
import { ROLES } from '@tickera/shared/roles';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { profiles, roles, users } from '../../src/db/schema/auth';
import { events } from '../../src/db/schema/events';
import { locations } from '../../src/db/schema/locations';
import { seats, tables, zones } from '../../src/db/schema/seating';
import { banks } from '../../src/db/schema/stores';
import { coupons } from '../../src/db/schema/coupons';
import { exchangeRates } from '../../src/db/schema/rates';
import { membershipTypeEvents, membershipTypes } from '../../src/db/schema/memberships';
import { createTicketCodes } from '../../src/modules/tickets/ticket-code';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/seed/seed-demo';
import { businessSettings } from '../../src/db/schema/settings';
import { settingsInputSchema } from '@tickera/shared/schemas/settings';
import { rows } from '../../src/lib/sql';

let database: Database;
let firstRun: boolean;
const now = new Date();

beforeAll(async () => {
  database = await openPglite();
  await migrate(database);
  const started = performance.now();
  firstRun = await seedDemo(database.db, createTicketCodes('s'.repeat(32)));
  console.log(`seedDemo en PGlite: ${Math.round(performance.now() - started)} ms`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function countRows(table: typeof users | typeof events | typeof seats | typeof zones) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row.n;
}

async function eventByCategory(category: 'DEPORTE' | 'CONCIERTO', locationCode: string) {
  const [row] = await database.db
    .select({ id: events.id, printTypes: events.printTypes, startAt: events.startAt })
    .from(events)
    .innerJoin(locations, eq(locations.id, events.locationId))
    .where(and(eq(events.category, category), eq(locations.code, locationCode)))
    .limit(1);
  return row;
}

describe('seedDemo', () => {
  it('seeds once: the second call does nothing and duplicates nothing', async () => {
    expect(firstRun).toBe(true);
    const before = await Promise.all([users, events, zones, seats].map((t) => countRows(t)));
    expect(await seedDemo(database.db, createTicketCodes('s'.repeat(32)))).toBe(false);
    const after = await Promise.all([users, events, zones, seats].map((t) => countRows(t)));
    expect(after).toEqual(before);
  });

  it('creates the role catalogue and one account per demo role that signs in with the demo password', async () => {
    const roleRows = await database.db.select({ name: roles.name }).from(roles);
    expect(roleRows.map((r) => r.name).sort()).toEqual([...ROLES].sort());

    const rows = await database.db
      .select({
        email: users.email,
        role: users.role,
        passwordHash: users.passwordHash,
        name: profiles.name,
        identification: profiles.identification,
        phone: profiles.phone,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    expect(rows).toHaveLength(6);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const account of DEMO_ACCOUNTS) {
      const row = byEmail.get(account.email);
      expect(row?.role).toBe(account.role);
      expect(row?.name).toBe(account.name);
      expect(row?.identification).toMatch(/^V-\d{7,8}$/);
      expect(row?.phone).toMatch(/^04(12|14|16|24|26)-\d{7}$/);
    }
    expect(new Set(rows.map((r) => r.role))).toEqual(
      new Set(['admin', 'supervisor', 'sales', 'auditor', 'chekiner', 'customer']),
    );
    expect(await verify(byEmail.get('admin@tickera.test')!.passwordHash!, DEMO_PASSWORD)).toBe(
      true,
    );
  });

  it('has at least three published future events and one unpublished event', async () => {
    const rows = await database.db
      .select({ publishAt: events.publishAt, startAt: events.startAt })
      .from(events);
    const published = rows.filter((e) => e.publishAt && e.publishAt <= now && e.startAt > now);
    const unpublished = rows.filter((e) => !e.publishAt || e.publishAt > now);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(unpublished).toHaveLength(1);
    for (const e of published) {
      // Evening in Caracas (UTC-4): 18:00–21:59 local is 22:00–01:59 UTC.
      const caracasHour = (e.startAt.getUTCHours() + 20) % 24;
      expect(caracasHour).toBeGreaterThanOrEqual(18);
      expect(caracasHour).toBeLessThan(22);
    }
  });

  it('gives the baseball game at least 20,000 seats with distinct map positions', async () => {
    const game = await eventByCategory('DEPORTE', 'MONUMENTAL');
    const [row] = await database.db
      .select({
        n: count(),
        positions: sql<number>`count(distinct (${seats.x}, ${seats.y}))::int`,
        withoutPosition: sql<number>`count(*) filter (where ${seats.x} is null or ${seats.y} is null)::int`,
      })
      .from(seats)
      .where(eq(seats.eventId, game.id));
    expect(row.n).toBeGreaterThanOrEqual(20_000);
    expect(row.withoutPosition).toBe(0);
    expect(row.positions).toBe(row.n);

    const [seat] = await database.db
      .select({ name: seats.name, zone: zones.name })
      .from(seats)
      .innerJoin(zones, eq(zones.id, seats.zoneId))
      .where(
        and(
          eq(seats.eventId, game.id),
          eq(zones.code, 'CENTRAL'),
          eq(seats.row, 'A'),
          eq(seats.index, 14),
        ),
      );
    expect(seat).toEqual({ name: 'A-14', zone: 'Central' });
    const rowsOfGradas = await database.db
      .selectDistinct({ row: seats.row })
      .from(seats)
      .innerJoin(zones, eq(zones.id, seats.zoneId))
      .where(and(eq(seats.eventId, game.id), eq(zones.code, 'GRADAS-LI')));
    expect(rowsOfGradas.map((r) => r.row).sort()).toEqual(
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''), 'AA', 'AB', 'AC', 'AD'].sort(),
    );
  });

  it('makes every zone capacity equal its seats, each seat in its zone event', async () => {
    const rows = await database.db
      .select({
        capacity: zones.capacityMax,
        seats: count(seats.id),
        foreign: sql<number>`count(*) filter (where ${seats.eventId} <> ${zones.eventId})::int`,
      })
      .from(zones)
      .leftJoin(seats, eq(seats.zoneId, zones.id))
      .groupBy(zones.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const z of rows) {
      expect(z.seats).toBe(z.capacity);
      expect(z.foreign).toBe(0);
    }
  });

  it('sells the concert in GENERAL, DANCEFLOOR and VIP, the VIP by tables, with hard tickets', async () => {
    const concert = await eventByCategory('CONCIERTO', 'POLIEDRO');
    expect(concert.printTypes).toContain('HARDTICKET');
    const concertZones = await database.db
      .select()
      .from(zones)
      .where(eq(zones.eventId, concert.id));
    expect(concertZones.map((z) => z.type).sort()).toEqual(['DANCEFLOOR', 'GENERAL', 'VIP']);
    const vip = concertZones.find((z) => z.type === 'VIP')!;
    expect(vip.layout).toBe('TABLES');
    expect(Number(vip.basePrice)).toBeGreaterThan(
      Number(concertZones.find((z) => z.type === 'GENERAL')!.basePrice),
    );

    const vipSeats = await database.db
      .select({ row: seats.row, tableName: tables.name, tableCapacity: tables.capacityMax })
      .from(seats)
      .innerJoin(tables, eq(tables.id, seats.tableId))
      .where(eq(seats.zoneId, vip.id));
    expect(vipSeats).toHaveLength(vip.capacityMax);
    for (const s of vipSeats) expect(s.row).toBe(s.tableName);
    const perTable = new Map<string, number>();
    for (const s of vipSeats) perTable.set(s.tableName, (perTable.get(s.tableName) ?? 0) + 1);
    expect(perTable.size).toBeGreaterThan(1);
    for (const s of vipSeats) expect(perTable.get(s.tableName)).toBe(s.tableCapacity);
  });

  it('loads the Venezuelan banks with 4-digit codes and a current BCV rate', async () => {
    const bankRows = await database.db.select({ code: banks.code, name: banks.name }).from(banks);
    expect(bankRows.length).toBeGreaterThanOrEqual(18);
    for (const b of bankRows) expect(b.code).toMatch(/^\d{4}$/);
    expect(bankRows).toContainEqual({ code: '0134', name: 'Banesco' });

    const [current] = await database.db
      .select()
      .from(exchangeRates)
      .orderBy(sql`${exchangeRates.fetchedAt} desc`)
      .limit(1);
    expect(current.source).toBe('BCV');
    expect(Number(current.rate)).toBeGreaterThan(0);
    expect(now.getTime() - current.fetchedAt.getTime()).toBeLessThan(3_600_000);
    const [history] = await database.db.select({ n: count() }).from(exchangeRates);
    expect(history.n).toBeGreaterThan(1);
  });

  it('fills the business settings with a payee for every online method, valid by the settings rules', async () => {
    const [row] = await database.db.select().from(businessSettings);
    const parsed = settingsInputSchema.safeParse(row);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(row.paymentAccounts.map((a) => a.method).sort()).toEqual([
      'PAGO_MOVIL',
      'TRANSFERENCIA',
      'ZELLE',
    ]);
    const [bdv] = await database.db.select().from(banks).where(eq(banks.code, '0102'));
    const transfer = row.paymentAccounts.find((a) => a.method === 'TRANSFERENCIA')!;
    expect(transfer.bankId).toBe(bdv.id);
    expect(transfer.accountNumber!.startsWith('0102')).toBe(true);
  });

  it('ties every coupon to an event and the season ticket to two games', async () => {
    const all = await database.db.select().from(coupons);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.eventId !== null)).toBe(true);
    const concert = await eventByCategory('CONCIERTO', 'POLIEDRO');
    expect(all.find((c) => c.code === 'PROMO10')?.eventId).toBe(concert.id);

    const covered = await database.db
      .select({ category: events.category })
      .from(membershipTypeEvents)
      .innerJoin(membershipTypes, eq(membershipTypes.id, membershipTypeEvents.membershipTypeId))
      .innerJoin(events, eq(events.id, membershipTypeEvents.eventId))
      .where(and(eq(membershipTypes.code, 'ABONO-LEONES'), isNotNull(events.publishAt)));
    expect(covered).toHaveLength(2);
    expect(covered.every((e) => e.category === 'DEPORTE')).toBe(true);
  });

  it('gives the demo customer one paid order with tickets and one transfer awaiting approval', async () => {
    const found = await rows<{ status: string; tickets: number; reference: string }>(
      database.db,
      sql`select o.status, (select count(*)::int from tickets t where t.order_id = o.id) as tickets, p.reference
          from orders o join users u on u.id = o.customer_id join payments p on p.order_id = o.id
          where u.email = 'cliente@tickera.test' order by o.status`,
    );
    expect(found).toEqual([
      { status: 'PAGADA', tickets: 2, reference: '00458712' },
      { status: 'PENDIENTE', tickets: 0, reference: '31907755' },
    ]);
    // The unpaid one has a deadline (one day, the demo setting) like every PENDIENTE order.
    const [due] = await rows<{ hours: number }>(
      database.db,
      sql`select round(extract(epoch from payment_due_at - created_at) / 3600)::int as hours
          from orders where status = 'PENDIENTE'`,
    );
    expect(due.hours).toBe(24);
  });
});

describe('seedDemo: the venues are plans', () => {
  it('gives each demo venue its plan as version 1, and every demo event the seats of that plan', async () => {
    const found = await rows<Record<string, unknown>>(
      database.db,
      sql`
      select l.code, p.version, p.seats,
        (select count(*)::int from events e where e.location_id = l.id and e.plan_id = p.id) as events,
        (select count(*)::int from events e where e.location_id = l.id and e.plan_id is null) as drawn,
        (select count(*)::int from seats s join events e on e.id = s.event_id
          where e.plan_id = p.id and s.x is not null) / greatest(
          (select count(*)::int from events e where e.plan_id = p.id), 1) as "seatsPerEvent"
      from locations l join location_plans p on p.location_id = l.id order by l.code`,
    );
    expect(found).toEqual([
      {
        code: 'JOSE-BERNARDO-PEREZ',
        version: 1,
        seats: 24,
        events: 1,
        drawn: 0,
        seatsPerEvent: 24,
      },
      { code: 'MONUMENTAL', version: 1, seats: 20_400, events: 2, drawn: 0, seatsPerEvent: 20_400 },
      { code: 'POLIEDRO', version: 1, seats: 2_380, events: 1, drawn: 0, seatsPerEvent: 2_380 },
      {
        code: 'TERESA-CARRENO',
        version: 1,
        seats: 1_568,
        events: 1,
        drawn: 0,
        seatsPerEvent: 1_568,
      },
    ]);
  });
});
