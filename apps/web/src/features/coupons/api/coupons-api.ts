import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@tickera/shared/constants';
import type {
  Claim,
  Coupon as AdminCoupon,
  couponInputSchema,
  couponPatchSchema,
} from '@tickera/shared/schemas/coupons';
import { apiFetch } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/api-file';
import { searchParams } from '../../../lib/search-params';

type CouponList = { items: AdminCoupon[]; total: number };
type ClaimList = { items: Claim[]; total: number };

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

export type ClaimFilters = { eventId?: string; code?: string; from?: string; to?: string };

/** GET /api/coupons: newest first, with their uses left. */
export const couponsQuery = (page: number, f: { eventId?: string; code?: string } = {}) =>
  queryOptions({
    queryKey: ['coupons', 'list', page, f],
    queryFn: ({ signal }) =>
      apiFetch<CouponList>(`/coupons?${searchParams({ ...f, page, limit: DEFAULT_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The events that have coupons (the only ones with redemptions), for the claims filter. */
export const couponEventsQuery = () =>
  queryOptions({
    queryKey: ['coupons', 'events'],
    queryFn: async ({ signal }) => {
      const { items } = await apiFetch<CouponList>(`/coupons?limit=${MAX_PAGE_SIZE}`, { signal });
      const events = new Map<string, string>();
      for (const c of items) if (c.eventId) events.set(c.eventId, c.eventName ?? c.eventId);
      return [...events].map(([value, label]) => ({ value, label }));
    },
  });

export const createCoupon = (body: z.input<typeof couponInputSchema>) =>
  apiFetch<AdminCoupon>('/coupons', { method: 'POST', body });

export const updateCoupon = (id: string, body: z.input<typeof couponPatchSchema>) =>
  apiFetch<AdminCoupon>(`/coupons/${id}`, { method: 'PATCH', body });

/** GET /api/coupon-claims: redemptions, newest first. */
export const claimsQuery = (page: number, f: ClaimFilters) =>
  queryOptions({
    queryKey: ['coupons', 'claims', page, f],
    queryFn: ({ signal }) => {
      const query = searchParams({ ...f, page, limit: DEFAULT_PAGE_SIZE });
      return apiFetch<ClaimList>(`/coupon-claims?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The redemptions the filters find, as the server writes them: CSV or Excel (XLSX). */
export function downloadClaims(f: ClaimFilters, format: 'csv' | 'xlsx') {
  return downloadApiFile(
    `/coupon-claims/export?${searchParams({ ...f, format })}`,
    `cupones-reclamados.${format}`,
    'No se pudo exportar la lista.',
  );
}
