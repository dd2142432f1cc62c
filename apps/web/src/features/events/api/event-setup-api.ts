import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminEventDetail, EventRecord } from '@tickera/shared/schemas/events';
import type { eventPatchSchema } from '@tickera/shared/schemas/events';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/events/:id: everything the edit form shows, incl. the money configuration. */
export const editableEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'editable', eventId],
    queryFn: ({ signal }) => apiFetch<AdminEventDetail>(`/admin/events/${eventId}`, { signal }),
    staleTime: 0,
  });

export type EventBody = Record<string, unknown>;

export function createEvent(body: EventBody): Promise<EventRecord> {
  return apiFetch('/events', { method: 'POST', body });
}

export function updateEvent(
  id: string,
  body: z.input<typeof eventPatchSchema>,
): Promise<EventRecord> {
  return apiFetch(`/events/${id}`, { method: 'PATCH', body });
}
