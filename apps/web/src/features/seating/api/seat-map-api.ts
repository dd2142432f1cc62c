import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SeatLayout, SeatMapStatus, ZoneSeatIds } from '@tickera/shared/schemas/seating';
import { decodeUuids } from '@tickera/shared/seat-id-codec';
import { PLAN_LAYOUT_FORMAT } from '@tickera/shared/seat-layout-codec';
import { apiFetch } from '../../../lib/api-client';
import { readAfterOwnHolds } from '../../holds/api/holds-api';

/**
 * The compact seat map (decision 016). The statuses are read fresh on opening the page
 * (they change every second on a busy event; the stream keeps them current afterwards)
 * and name the layout version to draw.
 */
export const seatStatusQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['seat-map', eventId, 'status'],
    // Asked again when a hold of ours came back meanwhile: it would show our seat as taken.
    queryFn: ({ signal }) =>
      readAfterOwnHolds(() =>
        apiFetch<SeatMapStatus>(`/events/${eventId}/seat-map/status`, { signal }),
      ),
    staleTime: 0,
    gcTime: 60_000,
    refetchOnMount: 'always',
  });

/** Reads the statuses again (a missed change, another layout version); one request at a time. */
export function resyncSeatStatus(queryClient: QueryClient, eventId: string): void {
  const { queryKey } = seatStatusQuery(eventId);
  void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

/**
 * A layout version never changes: the browser keeps it (immutable) and so does the query.
 * `version` '' asks for the current layout (not kept by the browser); any version not
 * current is answered with the current one too, which names its own version.
 */
export const seatLayoutQuery = (eventId: string, version: string) =>
  queryOptions({
    queryKey: ['seat-map', eventId, 'layout', version],
    queryFn: ({ signal }) => {
      // f: this page reads plan runs (decision 049).
      const query = `?f=${PLAN_LAYOUT_FORMAT}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
      return apiFetch<SeatLayout>(`/events/${eventId}/seat-map/layout${query}`, { signal });
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });

/** One zone's seat ids of a layout version, decoded (`ids[k]` is ordinal `first + k`). */
export const zoneSeatIdsQuery = (eventId: string, version: string, zoneId: string) =>
  queryOptions({
    queryKey: ['seat-map', eventId, 'ids', version, zoneId],
    queryFn: async ({ signal }) => {
      const query = `v=${encodeURIComponent(version)}&zone=${zoneId}`;
      const answer = await apiFetch<ZoneSeatIds>(`/events/${eventId}/seat-map/ids?${query}`, {
        signal,
      });
      return { ...answer, ids: decodeUuids(answer.ids) };
    },
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
