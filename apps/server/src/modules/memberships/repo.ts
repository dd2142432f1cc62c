/** Membership SQL: the types (season events, price, zone), the memberships and their orders. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  membershipOrders,
  memberships,
  membershipTypeEvents,
  membershipTypes,
} from '../../db/schema/memberships';
import { anyUuid, rows } from '../../lib/sql';

export interface TypeRow {
  id: string;
  code: string;
  name: string;
  price: string;
  zoneCode: string | null;
  isActive: boolean;
  /** The season's events (named by the service). */
  eventIds: string[];
}

const typeColumns = sql`t.id, t.code, t.name, t.price::text as price, t.zone_code as "zoneCode",
  t.is_active as "isActive",
  coalesce((select json_agg(te.event_id) from membership_type_events te
            where te.membership_type_id = t.id), '[]'::json) as "eventIds"`;

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
  customerId: string;
  /** Its orders, one per season event (orders', described by the service). */
  orderIds: string[];
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
          m.customer_id as "customerId",
          coalesce((select json_agg(mo.order_id) from membership_orders mo where mo.membership_id = m.id), '[]'::json)
            as "orderIds"
        from memberships m join membership_types t on t.id = m.membership_type_id
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

/** The orders of the membership this order belongs to (none when it belongs to none). */
export async function findSeasonOrderIds(db: Tx, orderId: string): Promise<string[]> {
  const found = await rows<{ orderId: string }>(
    db,
    sql`select mo2.order_id as "orderId" from membership_orders mo
        join membership_orders mo2 on mo2.membership_id = mo.membership_id
        where mo.order_id = ${orderId}`,
  );
  return found.map((f) => f.orderId);
}

/** For each of these orders that belongs to a membership, every order of that membership. */
export async function findSeasonOrders(db: Tx, orderIds: string[]): Promise<Map<string, string[]>> {
  const seasons = new Map<string, string[]>();
  if (!orderIds.length) return seasons;
  const found = await rows<{ orderId: string; seasonOrderId: string }>(
    db,
    sql`select mo.order_id as "orderId", mo2.order_id as "seasonOrderId" from membership_orders mo
        join membership_orders mo2 on mo2.membership_id = mo.membership_id
        where mo.order_id = ${anyUuid(orderIds)}`,
  );
  for (const f of found)
    seasons.set(f.orderId, [...(seasons.get(f.orderId) ?? []), f.seasonOrderId]);
  return seasons;
}
