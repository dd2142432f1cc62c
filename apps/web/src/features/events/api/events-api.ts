import { queryOptions } from '@tanstack/react-query';
import type { EventCategory } from '@tickera/shared/constants';
import type { EventSummary } from '@tickera/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/events[?category=]: published events on sale, soonest first. */
export const eventsQuery = (category?: EventCategory) =>
  queryOptions({
    queryKey: ['events', 'list', category ?? 'ALL'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: EventSummary[] }>(category ? `/events?category=${category}` : '/events', {
        signal,
        auth: 'none',
      }).then((r) => r.items),
  });
