/** Membership SQL: the types (season events, price, zone), the memberships and their orders. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  membershipOrders,
  memberships,
  membershipTypeEvents,
  membershipTypes,
} from '../../db/schema/memberships';
import { rows } from '../../lib/sql';

export interface TypeRow {
  id: string;
  code: string;
  name: string;
  price: string;
  zoneCode: string | null;
  isActive: boolean;
  events: { id: string; name: string; startAt: string }[];
}

const typeColumns = sql`t.id, t.code, t.name, t.price::text as price, t.zone_code as "zoneCode",
  t.is_active as "isActive",
  coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'startAt', e.start_at)
                            order by e.start_at, e.id)
            from membership_type_events te join events e on e.id = te.event_id
            where te.membership_type_id = t.id), '[]'::json) as events`;

export function listTypes(db: Tx): Promise<TypeRow[]> {
  return rows<TypeRow>(
    db,
    sql`select ${typeColumns} from membership_types t where not t.is_delete order by t.created_at desc, t.id`,
  );
}

export async function findType(db: Tx, id: string): Promise<TypeRow | undefined> {
  const [row] = await rows<TypeRow>(
    db,
    sql`select ${typeColumns} from membership_types t where t.id = ${id} and not t.is_delete`,
  );
  return row;
}

export async function insertType(
  db: Tx,
  v: { code: string; name: string; price: string; zoneCode: string | null; eventIds: string[] },
) {
  const [row] = await db
    .insert(membershipTypes)
    .values({ code: v.code, name: v.name, price: v.price, zoneCode: v.zoneCode })
    .returning({ id: membershipTypes.id });
  await db
    .insert(membershipTypeEvents)
    .values(v.eventIds.map((eventId) => ({ membershipTypeId: row.id, eventId })));
  return row;
}

export async function updateType(
  db: Tx,
  id: string,
  v: { name?: string; price?: string; zoneCode?: string | null; isActive?: boolean },
) {
  const [row] = await db
    .update(membershipTypes)
    .set(v)
    .where(sql`${membershipTypes.id} = ${id} and not ${membershipTypes.isDelete}`)
    .returning({ id: membershipTypes.id });
  return row;
}

export interface SeatKey {
  id: string;
  eventId: string;
  zoneId: string;
  zoneCode: string;
  zoneName: string;
  code: string;
  name: string;
}

/** Seats of `eventId` by id, with the keys that find the same seat in another event. */
export function findSeatKeys(db: Tx, eventId: string, seatIds: string[]): Promise<SeatKey[]> {
  return rows<SeatKey>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.code as "zoneCode",
          z.name as "zoneName", s.code, s.name
        from seats s join zones z on z.id = s.zone_id
        where s.event_id = ${eventId} and s.id in (${sql.join(
          seatIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and not s.is_delete and s.is_active`,
  );
}

/** The same seats (zone code + seat code) in other events. */
export function findSameSeats(
  db: Tx,
  eventIds: string[],
  keys: { zoneCode: string; code: string }[],
): Promise<SeatKey[]> {
  return rows<SeatKey>(
    db,
    sql`select s.id, s.event_id as "eventId", s.zone_id as "zoneId", z.code as "zoneCode",
          z.name as "zoneName", s.code, s.name
        from seats s join zones z on z.id = s.zone_id
        where s.event_id in (${sql.join(
          eventIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and (z.code, s.code) in (${sql.join(
            keys.map((k) => sql`(${k.zoneCode}, ${k.code})`),
            sql`, `,
          )})
          and not s.is_delete and s.is_active and not z.is_delete`,
  );
}

/**
 * Of these (locked) seats, the ones another buyer has: sold in a live order, held live by
 * someone other than `actorId`, or not on sale.
 */
export function findBlockedSeats(db: Tx, seatIds: string[], actorId: string) {
  const ids = sql.join(
    seatIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rows<{ id: string }>(
    db,
    sql`select s.id from seats s
        where s.id in (${ids}) and (
          s.status <> 'DISPONIBLE'
          or exists (select 1 from order_seats os where os.seat_id = s.id and os.is_active)
          or exists (select 1 from seat_holds h where h.seat_id = s.id and h.expires_at > now()
                     and h.user_id <> ${actorId}))`,
  );
}

/** The actor's own holds on these seats (the box office picked them on the map) go. */
export async function dropHolds(db: Tx, seatIds: string[]) {
  await db.execute(
    sql`delete from seat_holds where seat_id in (${sql.join(
      seatIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export async function insertMembership(
  db: Tx,
  v: { membershipCode: string; membershipTypeId: string; customerId: string; createdBy: string },
) {
  const [row] = await db.insert(memberships).values(v).returning({ id: memberships.id });
  return row.id;
}

export async function linkOrder(db: Tx, membershipId: string, orderId: string) {
  await db.insert(membershipOrders).values({ membershipId, orderId });
}

export interface MembershipRow {
  id: string;
  membershipCode: string;
  isActive: boolean;
  createdAt: Date;
  type: { id: string; code: string; name: string };
  customer: { id: string; name: string; email: string | null };
  orders: {
    id: string;
    number: number;
    status: string;
    eventId: string;
    eventName: string;
    startAt: string;
    total: string;
  }[];
  seats: { zone: string; name: string }[];
}

/** Memberships, newest first; `code` finds one by its membership code (any case). */
export function findMemberships(
  db: Tx,
  q: { code?: string; id?: string },
): Promise<MembershipRow[]> {
  const where = q.id
    ? sql`m.id = ${q.id}`
    : q.code
      ? sql`upper(m.membership_code) = ${q.code.toUpperCase()}`
      : sql`true`;
  return rows<MembershipRow>(
    db,
    sql`select m.id, m.membership_code as "membershipCode", m.is_active as "isActive",
          m.created_at as "createdAt",
          json_build_object('id', t.id, 'code', t.code, 'name', t.name) as type,
          json_build_object('id', u.id, 'email', u.email,
            'name', trim(coalesce(p.name, '') || ' ' || coalesce(p.last_name, ''))) as customer,
          coalesce((select json_agg(json_build_object('id', o.id, 'number', o.number,
                      'status', o.status, 'eventId', e.id, 'eventName', e.name,
                      'startAt', e.start_at, 'total', o.total::text) order by e.start_at, e.id)
                    from membership_orders mo join orders o on o.id = mo.order_id
                    join events e on e.id = o.event_id where mo.membership_id = m.id), '[]'::json) as orders,
          coalesce((select json_agg(json_build_object('zone', z.name, 'name', s.name) order by z.name, s.row, s.index)
                    from membership_orders mo join orders o on o.id = mo.order_id
                    join order_seats os on os.order_id = o.id join seats s on s.id = os.seat_id
                    join zones z on z.id = s.zone_id
                    where mo.membership_id = m.id
                      and o.id = (select o2.id from membership_orders mo2 join orders o2 on o2.id = mo2.order_id
                                  join events e2 on e2.id = o2.event_id
                                  where mo2.membership_id = m.id order by e2.start_at, e2.id limit 1)), '[]'::json) as seats
        from memberships m join membership_types t on t.id = m.membership_type_id
        join users u on u.id = m.customer_id left join profiles p on p.user_id = u.id
        where ${where} and not m.is_delete
        order by m.created_at desc, m.id limit 200`,
  );
}

/** Marks a membership removed; false when it already was. */
export async function deactivateMembership(db: Tx, id: string): Promise<boolean> {
  const done = await rows<{ id: string }>(
    db,
    sql`update memberships set is_active = false where id = ${id} and is_active and not is_delete returning id`,
  );
  return done.length === 1;
}
