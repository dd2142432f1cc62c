import { apiFetch } from '../../../lib/api-client';

export interface Coupon {
  code: string;
  eventId: string | null;
  discountType: string;
  discountValue: string;
  validTo: string | null;
  remainingUses: number | null;
}

/** GET /api/coupons/:code; 404 COUPON_INVALID when unknown, expired, used up or inactive. */
export function fetchCoupon(code: string): Promise<Coupon> {
  return apiFetch<Coupon>(`/coupons/${encodeURIComponent(code)}`, { auth: 'none' });
}
