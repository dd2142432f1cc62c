import { fromCents, percentOf, toCents } from '@tickera/shared/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import * as repo from './repo';
import { lockForTransaction } from '../../lib/locks';

/** GET /api/coupons/:code — unknown, expired, used up, inactive or without event are all COUPON_INVALID. */
export async function getCoupon(ctx: AppContext, code: string) {
  const c = await repo.findUsableCoupon(ctx.db, code);
  if (!c || !c.eventId) throw new AppError('COUPON_INVALID', undefined, undefined, 404);
  return {
    code: c.code,
    eventId: c.eventId,
    discountType: c.discountType,
    discountValue: c.discountValue,
    validTo: c.validTo ? iso(c.validTo) : null,
    remainingUses: c.maxUses === null ? null : c.maxUses - c.usedCount,
  };
}

/** Applies a coupon to an order being created; returns the discount on `base` (USD). */
export async function redeemCoupon(
  tx: Tx,
  p: { code: string; eventId: string; customerId: string; base: string },
) {
  const c = await repo.findUsableCoupon(tx, p.code);
  if (!c || c.eventId !== p.eventId)
    throw new AppError('COUPON_INVALID', {
      fields: { couponCode: 'Cupón inválido para este evento' },
    });
  // One customer's redemptions of one coupon are counted one order at a time.
  await lockForTransaction(tx, c.id, p.customerId);
  if (
    c.maxUsesPerCustomer !== null &&
    (await repo.countCustomerUses(tx, c.id, p.customerId)) >= c.maxUsesPerCustomer
  ) {
    throw new AppError('COUPON_INVALID', {
      fields: { couponCode: 'Ya usó este cupón el máximo de veces' },
    });
  }
  if (!(await repo.claimUse(tx, c.id)))
    throw new AppError('COUPON_INVALID', { fields: { couponCode: 'El cupón se agotó' } });
  const raw = c.discountType === 'PERCENT' ? percentOf(p.base, c.discountValue) : c.discountValue;
  const discount = toCents(raw) > toCents(p.base) ? p.base : fromCents(toCents(raw));
  return { couponId: c.id, code: c.code, discount };
}
