import { queryOptions } from '@tanstack/react-query';
import type { EventDetail } from '@tickera/shared/schemas/events';
import type { z } from 'zod';
import type { rateSchema } from '@tickera/shared/schemas/holds';
import { apiFetch } from './api-client';

/** Read by the catalogue, the seat map and the promotion entry alike. */
export const eventDetailQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'detail', eventId],
    queryFn: ({ signal }) => apiFetch<EventDetail>(`/events/${eventId}`, { signal, auth: 'none' }),
  });

export type CurrentRate = z.infer<typeof rateSchema>;

/** The BCV rate of the day: prices are in USD, Bs.S = USD × rate. */
export const currentRateQuery = () =>
  queryOptions({
    queryKey: ['rates', 'current'],
    queryFn: ({ signal }) => apiFetch<CurrentRate>('/rates/current', { signal, auth: 'none' }),
    staleTime: 10 * 60_000,
  });
