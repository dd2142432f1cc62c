import { queryOptions } from '@tanstack/react-query';
import type { EventCategory } from '@tickera/shared/constants';
import type { AdminEvent, EventDetail, EventSummary } from '@tickera/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';
import { toIsoTime } from '../../../lib/format';

/**
 * The event catalogue: read by the public pages, the seat map, the box office, the order
 * and ticket filters and the event set-up alike, so each endpoint has its one query here.
 */

/** GET /api/events[?category=]: published events on sale, soonest first (same for every role). */
export const eventsQuery = (category?: EventCategory) =>
  queryOptions({
    queryKey: ['events', 'list', category ?? 'ALL'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: EventSummary[] }>(category ? `/events?category=${category}` : '/events', {
        signal,
        auth: 'none',
      }).then((r) => r.items),
  });

/**
 * GET /api/events/:id. The public read goes without a token; the set-up read sends the
 * staff token, and the server then includes unpublished events and every zone.
 */
export const eventDetailQuery = (eventId: string, audience: 'public' | 'staff' = 'public') =>
  queryOptions({
    queryKey: ['events', 'detail', eventId, audience],
    queryFn: ({ signal }) =>
      apiFetch<EventDetail>(`/events/${eventId}`, {
        signal,
        auth: audience === 'public' ? 'none' : 'auto',
      }),
    enabled: !!eventId,
    ...(audience === 'staff' ? { staleTime: 0 } : {}),
  });

/** GET /api/admin/events, its times made ISO-8601. */
export const adminEventsQuery = () =>
  queryOptions({
    queryKey: ['events', 'admin'],
    queryFn: async ({ signal }) => {
      const { items } = await apiFetch<{ items: AdminEvent[] }>('/admin/events', { signal });
      return items.map((e) => ({
        ...e,
        startAt: toIsoTime(e.startAt),
        publishAt: e.publishAt ? toIsoTime(e.publishAt) : null,
      }));
    },
  });

export interface EventOption {
  id: string;
  name: string;
  startAt: string;
}

const toOptions = (items: { id: string; name: string; startAt: string }[]): EventOption[] =>
  items.map((e) => ({ id: e.id, name: e.name, startAt: toIsoTime(e.startAt) }));

/**
 * Events to filter or sell by. Event managers see all of them (unpublished too, via
 * /api/admin/events); sales staff see what is on sale (/api/events). The same cached
 * lists as the catalogue and the set-up, only narrowed.
 */
export const eventOptionsQuery = (allEvents: boolean) => {
  // Both lists carry id, name and startAt, which is all `toOptions` reads.
  const list = (allEvents ? adminEventsQuery() : eventsQuery()) as ReturnType<typeof eventsQuery>;
  return queryOptions({ ...list, select: toOptions, staleTime: 5 * 60_000 });
};
