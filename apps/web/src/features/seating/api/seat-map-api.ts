import { queryOptions } from '@tanstack/react-query';
import type { SeatMap } from '@tickera/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/events/:id/seat-map. Always fetched fresh on opening the page (statuses
 * change every second on a busy event); the stream keeps it current afterwards.
 */
export const seatMapQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['seat-map', eventId],
    queryFn: ({ signal }) => apiFetch<SeatMap>(`/events/${eventId}/seat-map`, { signal }),
    staleTime: 0,
    gcTime: 60_000,
    refetchOnMount: 'always',
  });
