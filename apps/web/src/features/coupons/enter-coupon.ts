import type { QueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@tickera/shared/messages';
import { clearBookingKeys, saveBannerEvent, savePromo } from '../holds/api/booking-store';
import { eventDetailQuery } from '../events/api/events-api';
import { releaseHolds } from '../holds/api/holds-api';
import { ApiError } from '../../lib/http';
import { getAuthState } from '../../lib/session';
import { fetchCoupon } from './api/coupons-api';

export type CouponOutcome =
  { kind: 'ready'; eventId: string } | { kind: 'invalid'; message: string } | { kind: 'no-event' };

/**
 * Spec §2 promotion entry: clear the previous cart (release held seats, forget the
 * booking keys), store the code, validate the coupon, load its event and keep the event
 * banner for the seat-selection page. A coupon without an event stops here.
 */
export async function enterCoupon(code: string, queryClient: QueryClient): Promise<CouponOutcome> {
  if (getAuthState().session) await releaseHolds().catch(() => undefined);
  clearBookingKeys({ banner: true });
  savePromo({ code });
  void queryClient.invalidateQueries({ queryKey: ['holds'] });

  let coupon;
  try {
    coupon = await fetchCoupon(code);
  } catch (error) {
    const known =
      error instanceof ApiError && (error.status === 404 || error.code === 'COUPON_INVALID');
    return {
      kind: 'invalid',
      message: known
        ? ERROR_MESSAGES.COUPON_INVALID
        : error instanceof ApiError
          ? error.message
          : ERROR_MESSAGES.INTERNAL,
    };
  }
  if (!coupon.eventId) {
    console.warn(`El cupón ${coupon.code} no tiene un evento asociado (event_id); no se continúa.`);
    return { kind: 'no-event' };
  }
  const event = await queryClient.fetchQuery(eventDetailQuery(coupon.eventId));
  saveBannerEvent(event);
  savePromo({
    code: coupon.code,
    eventId: coupon.eventId,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
  });
  return { kind: 'ready', eventId: event.id };
}
