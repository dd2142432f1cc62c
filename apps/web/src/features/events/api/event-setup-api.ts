import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { eventPatchSchema } from '@tickera/shared/schemas/venues';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/events/:id: everything the edit form shows, incl. the money configuration. */
export interface EditableEvent {
  id: string;
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  description: string | null;
  locationId: string;
  storeId: string | null;
  startAt: string;
  finishAt: string | null;
  publishAt: string | null;
  printTypes: string[];
  prefilledCodes: boolean;
  bannerUrl: string | null;
  isActive: boolean;
  config: {
    feePercent: string;
    feeOnlyDeclarative: boolean;
    taxPercent: string;
    ivaPercent: string;
  };
}

export const editableEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'editable', eventId],
    queryFn: ({ signal }) => apiFetch<EditableEvent>(`/admin/events/${eventId}`, { signal }),
    staleTime: 0,
  });

export type EventBody = Record<string, unknown>;

export function createEvent(body: EventBody): Promise<{ id: string; name: string }> {
  return apiFetch('/events', { method: 'POST', body });
}

export function updateEvent(
  id: string,
  body: z.input<typeof eventPatchSchema>,
): Promise<{ id: string; name: string }> {
  return apiFetch(`/events/${id}`, { method: 'PATCH', body });
}
