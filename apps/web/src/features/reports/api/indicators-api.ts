import { queryOptions } from '@tanstack/react-query';
import type { Indicators } from '@tickera/shared/schemas/reports';
import { apiFetch } from '../../../lib/api-client';

/** How often today's figures refresh themselves on screen (issue 13: every 30 s). */
export const INDICATORS_REFRESH_MS = 30_000;

/**
 * GET /api/indicators/today (admin, supervisor): today's figures in Caracas, per event.
 * Read by Indicadores para Hoy and by the staff home page; both refresh on their own.
 */
export const todayIndicatorsQuery = () =>
  queryOptions({
    queryKey: ['indicators', 'today'],
    queryFn: ({ signal }) => apiFetch<Indicators>('/indicators/today', { signal }),
    refetchInterval: INDICATORS_REFRESH_MS,
    staleTime: 0,
  });
