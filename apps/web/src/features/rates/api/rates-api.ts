import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CurrentRate,
  RateEntry,
  manualRateSchema,
  rateRefreshSchema,
} from '@tickera/shared/schemas/rates';
import type { rateSchema } from '@tickera/shared/schemas/holds';
import { apiFetch } from '../../../lib/api-client';

export const RATES_PAGE_SIZE = 10;

/**
 * GET /api/rates/current, public: the BCV rate of the day (prices are in USD,
 * Bs.S = USD × rate). Read by the catalogue, the seat map, the box office and the
 * memberships sale.
 */
export const currentRateQuery = () =>
  queryOptions({
    queryKey: ['rates', 'current'],
    queryFn: ({ signal }) =>
      apiFetch<z.infer<typeof rateSchema>>('/rates/current', { signal, auth: 'none' }),
    staleTime: 10 * 60_000,
  });

/** GET /api/rates/current with its age; the public rate query does not carry `ageMinutes`. */
export const currentRateAdminQuery = () =>
  queryOptions({
    queryKey: ['rates', 'current', 'admin'],
    queryFn: ({ signal }) => apiFetch<CurrentRate>('/rates/current', { signal }),
    staleTime: 0,
  });

export const rateHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['rates', 'history', page],
    queryFn: ({ signal }) =>
      apiFetch<{ items: RateEntry[]; total: number; hasMore: boolean }>(
        `/rates?page=${page}&limit=${RATES_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/rates: a rate typed by an admin (es-VE "236,8389" or "236.8389"). */
export function saveManualRate(body: z.input<typeof manualRateSchema>): Promise<RateEntry> {
  return apiFetch<RateEntry>('/rates', { method: 'POST', body });
}

/** POST /api/rates/refresh: read the BCV page now (502 with a Spanish message if it fails). */
export function refreshFromBcv(): Promise<z.infer<typeof rateRefreshSchema>> {
  return apiFetch<z.infer<typeof rateRefreshSchema>>('/rates/refresh', { method: 'POST' });
}
