/** The purchase summary of spec §3 (fn_summary_order): the caller's live holds, priced. */
import { addMoney, convertToVes, multiplyMoney } from '@tickera/shared/money';
import { priceOrder } from '@tickera/shared/pricing';
import type { CartSummary } from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import * as events from '../events/public';
import { findEventPricing } from '../events/public';
import { previewCoupon } from '../coupons/service';
import { currentRate } from '../rates/service';
import { listDescribedHolds } from './described-holds';

export async function getCartSummary(
  ctx: AppContext,
  userId: string,
  eventId: string,
  couponCode?: string,
): Promise<CartSummary> {
  const event = await events.findEvent(ctx.db, eventId, false);
  if (!event) throw new AppError('NOT_FOUND');
  const [holds, rate, pricing] = await Promise.all([
    listDescribedHolds(ctx.db, userId, eventId),
    currentRate(ctx.db),
    findEventPricing(ctx.db, eventId),
  ]);
  const zones = new Map<string, { zoneName: string; seatsCount: number; price: string }>();
  for (const { seat } of holds) {
    const z = zones.get(seat.zoneId) ?? {
      zoneName: seat.zoneName,
      seatsCount: 0,
      price: seat.basePrice,
    };
    z.seatsCount += 1;
    zones.set(seat.zoneId, z);
  }
  const lines = [...zones.values()].map((z) => ({
    zoneName: z.zoneName,
    seatsCount: z.seatsCount,
    zonePriceTotal: multiplyMoney(z.price, z.seatsCount),
  }));
  const total = addMoney('0', ...lines.map((l) => l.zonePriceTotal));
  // The coupon as the order will apply it (its own checks, nothing counted yet).
  const coupon = couponCode
    ? await previewCoupon(ctx.db, { code: couponCode, eventId, customerId: userId, base: total })
    : null;
  const price = priceOrder(
    holds.map((h) => h.seat.basePrice),
    pricing,
    rate.rate,
    coupon?.discount,
  );
  return {
    event: event.name,
    eventId,
    eventDate: iso(event.startAt),
    eventLocation: `${event.locationName}, ${event.locationCity}`,
    zones: lines,
    totalPricesZones: total,
    currentRate: rate.display,
    totalPricesZonesVes: convertToVes(total, rate.rate),
    fee: price.fee,
    feeOnlyDeclarative: pricing.feeOnlyDeclarative,
    tax: price.tax,
    iva: price.iva,
    discount: price.discount,
    discountVes: convertToVes(price.discount, rate.rate),
    couponCode: coupon?.code ?? null,
    total: price.total,
    totalVes: price.totalVes,
    rateFetchedAt: rate.fetchedAt,
    expiresAt: holds.length
      ? iso(holds.reduce((m, h) => (h.expiresAt < m ? h.expiresAt : m), holds[0].expiresAt))
      : null,
  };
}
