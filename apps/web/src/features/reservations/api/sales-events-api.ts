import { queryOptions } from '@tanstack/react-query';
import type { EventSummary } from '@tickera/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';

export interface EventOption {
  id: string;
  name: string;
  startAt: string;
}

/** `2027-01-20 23:00:00+00` (how /api/admin/events writes times) → ISO-8601. */
export function toIsoTime(value: string): string {
  return value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

/**
 * Events to filter or sell by. Event managers see all of them (unpublished too, via
 * /api/admin/events); sales staff see what is on sale (/api/events).
 */
export const eventOptionsQuery = (allEvents: boolean) =>
  queryOptions({
    queryKey: ['events', 'options', allEvents],
    queryFn: async ({ signal }): Promise<EventOption[]> => {
      const path = allEvents ? '/admin/events' : '/events';
      const { items } = await apiFetch<{ items: (EventSummary | EventOption)[] }>(path, { signal });
      return items.map((e) => ({ id: e.id, name: e.name, startAt: toIsoTime(e.startAt) }));
    },
    staleTime: 5 * 60_000,
  });

/** The public catalogue only: what a box-office sale may sell right now. */
export const eventsOnSaleQuery = () =>
  queryOptions({
    queryKey: ['events', 'on-sale'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: EventSummary[] }>('/events', { signal }).then((r) => r.items),
    staleTime: 60_000,
  });
