import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderCoupons } from '../../db/schema/sales';
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
    sql`select count(*)::int as n from order_coupons oc join orders o on o.id = oc.order_id
        where oc.coupon_id = ${couponId} and o.customer_id = ${customerId} and o.status <> 'ANULADA'`,
  );
  return row.n;
}

export async function insertRedemption(db: Tx, values: typeof orderCoupons.$inferInsert) {
  await db.insert(orderCoupons).values(values);
}

/**
 * A cancelled order gives its coupon use back (the redemption row stays, for the record;
 * the per-customer count already ignores cancelled orders).
 */
export async function returnCouponUse(db: Tx, orderId: string): Promise<void> {
  await db.execute(
    sql`update coupons set used_count = greatest(used_count - 1, 0)
        where id in (select coupon_id from order_coupons where order_id = ${orderId})`,
  );
}
