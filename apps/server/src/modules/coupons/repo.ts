import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { TIME_ZONE } from '@tickera/shared/constants';
import { coupons, orderCoupons } from '../../db/schema/coupons';
import { rows } from '../../lib/sql';

export interface CouponRow {
  id: string;
  code: string;
  eventId: string | null;
  discountType: 'PERCENT' | 'FIXED';
  discountValue: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  validTo: Date | null;
}

/** A coupon that can be used now: active, in its dates, not used up. */
export async function findUsableCoupon(db: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await rows<CouponRow>(
    db,
    sql`select id, code, event_id as "eventId", discount_type as "discountType", discount_value::text as "discountValue",
          max_uses as "maxUses", max_uses_per_customer as "maxUsesPerCustomer", used_count as "usedCount", valid_to as "validTo"
        from coupons
        where upper(code) = upper(${code}) and is_active and not is_delete
          and (valid_from is null or valid_from <= now()) and (valid_to is null or valid_to > now())
          and (max_uses is null or used_count < max_uses)`,
  );
  return row;
}

/** Counts one use, only while uses remain (the database decides the last one). */
export async function claimUse(db: Tx, couponId: string): Promise<boolean> {
  const claimed = await rows<{ id: string }>(
    db,
    sql`update coupons set used_count = used_count + 1 where id = ${couponId} and (max_uses is null or used_count < max_uses) returning id`,
  );
  return claimed.length === 1;
}

export async function countCustomerUses(
  db: Tx,
  couponId: string,
  customerId: string,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_coupons
        where coupon_id = ${couponId} and customer_id = ${customerId} and returned_at is null`,
  );
  return row.n;
}

export async function insertRedemption(db: Tx, values: typeof orderCoupons.$inferInsert) {
  await db.insert(orderCoupons).values(values);
}

/**
 * A cancelled order gives its coupon use back (the redemption row stays, for the record,
 * marked returned: the per-customer count leaves it out).
 */
export async function returnCouponUse(db: Tx, orderId: string): Promise<void> {
  await db.execute(
    sql`with returned as (
          update order_coupons set returned_at = now() where order_id = ${orderId} and returned_at is null
          returning coupon_id)
        update coupons set used_count = greatest(used_count - 1, 0)
        where id in (select coupon_id from returned)`,
  );
}

/** A coupon as staff see it: with its event's name and the uses left. */
export interface CouponAdminRow {
  id: string;
  code: string;
  eventId: string | null;
  discountType: 'PERCENT' | 'FIXED';
  discountValue: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  validFrom: Date | null;
  validTo: Date | null;
  isActive: boolean;
  createdAt: Date;
}

const adminColumns = sql`c.id, c.code, c.event_id as "eventId",
  c.discount_type as "discountType", c.discount_value::text as "discountValue",
  c.max_uses as "maxUses", c.max_uses_per_customer as "maxUsesPerCustomer",
  c.used_count as "usedCount", c.valid_from as "validFrom", c.valid_to as "validTo",
  c.is_active as "isActive", c.created_at as "createdAt"`;

export async function findCouponById(db: Tx, id: string): Promise<CouponAdminRow | undefined> {
  const [row] = await rows<CouponAdminRow>(
    db,
    sql`select ${adminColumns} from coupons c where c.id = ${id} and not c.is_delete`,
  );
  return row;
}

export async function listCoupons(
  db: Tx,
  q: { eventId?: string; code?: string; offset: number; limit: number },
): Promise<{ rows: CouponAdminRow[]; total: number }> {
  const where = sql.join(
    [
      sql`not c.is_delete`,
      ...(q.eventId ? [sql`c.event_id = ${q.eventId}`] : []),
      ...(q.code ? [sql`upper(c.code) like ${`%${q.code.toUpperCase()}%`}`] : []),
    ],
    sql` and `,
  );
  const [found, [{ total }]] = await Promise.all([
    rows<CouponAdminRow>(
      db,
      sql`select ${adminColumns} from coupons c
          where ${where} order by c.created_at desc, c.id limit ${q.limit} offset ${q.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from coupons c where ${where}`),
  ]);
  return { rows: found, total };
}

type CouponValues = Partial<{
  code: string;
  eventId: string;
  discountType: string;
  discountValue: string;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  isActive: boolean;
}>;

export async function insertCoupon(db: Tx, values: CouponValues & { code: string }) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: values.code,
      eventId: values.eventId,
      discountType: values.discountType!,
      discountValue: values.discountValue!,
      maxUses: values.maxUses ?? null,
      maxUsesPerCustomer: values.maxUsesPerCustomer ?? null,
      validFrom: values.validFrom ?? null,
      validTo: values.validTo ?? null,
    })
    .returning({ id: coupons.id });
  return row;
}

export async function updateCoupon(db: Tx, id: string, values: CouponValues) {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(sql`${coupons.id} = ${id} and not ${coupons.isDelete}`)
    .returning({ id: coupons.id });
  return row;
}

export interface ClaimRow {
  code: string;
  orderId: string;
  eventId: string;
  customerId: string;
  discount: string;
  createdAt: Date;
}

/** Redemptions, newest first; `from`/`to` are days in Caracas, both included. */
export async function listClaims(
  db: Tx,
  q: { eventId?: string; code?: string; from?: string; to?: string; offset: number; limit: number },
): Promise<{ rows: ClaimRow[]; total: number }> {
  const local = sql`(oc.created_at at time zone ${TIME_ZONE})::date`;
  const where = sql.join(
    [
      sql`true`,
      ...(q.eventId ? [sql`oc.event_id = ${q.eventId}`] : []),
      ...(q.code ? [sql`upper(oc.code) = ${q.code.toUpperCase()}`] : []),
      ...(q.from ? [sql`${local} >= ${q.from}::date`] : []),
      ...(q.to ? [sql`${local} <= ${q.to}::date`] : []),
    ],
    sql` and `,
  );
  const [found, [{ total }]] = await Promise.all([
    rows<ClaimRow>(
      db,
      sql`select oc.code, oc.order_id as "orderId", oc.event_id as "eventId", oc.customer_id as "customerId",
            oc.discount::text as discount, oc.created_at as "createdAt"
          from order_coupons oc where ${where} order by oc.created_at desc, oc.id limit ${q.limit} offset ${q.offset}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from order_coupons oc where ${where}`,
    ),
  ]);
  return { rows: found, total };
}
