import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EventDetail } from '@tickera/shared/schemas/events';
import type { eventPatchSchema } from '@tickera/shared/schemas/events';
import type { locationInputSchema, locationPatchSchema } from '@tickera/shared/schemas/locations';
import type {
  seatGenerationSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
} from '@tickera/shared/schemas/seating';
import { apiFetch } from '../../../lib/api-client';
import { toIsoTime } from '../../reservations/api/sales-events-api';

/** A row of GET /api/admin/events (every event, unpublished and inactive too). */
export interface AdminEvent {
  id: string;
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  startAt: string;
  publishAt: string | null;
  isActive: boolean;
  printTypes: string[];
  locationName: string;
  locationCity: string;
  seats: number;
  sold: number;
}

export interface Location {
  id: string;
  name: string;
  code: string;
  address: string | null;
  city: string;
  country: string;
  capacityMax: number;
  isActive: boolean;
}

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

/** GET /api/events/:id with the staff token: unpublished events and every zone. */
export const eventSetupQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'setup', eventId],
    queryFn: ({ signal }) => apiFetch<EventDetail>(`/events/${eventId}`, { signal }),
    enabled: !!eventId,
    staleTime: 0,
  });

/** GET /api/admin/events/:id: everything the edit form shows, incl. the money configuration. */
export interface AdminEventDetail {
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
    queryFn: ({ signal }) => apiFetch<AdminEventDetail>(`/admin/events/${eventId}`, { signal }),
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

export function createZone(
  eventId: string,
  body: z.input<typeof zoneInputSchema>,
): Promise<{ id: string; name: string }> {
  return apiFetch(`/events/${eventId}/zones`, { method: 'POST', body });
}

export function updateZone(
  zoneId: string,
  body: z.input<typeof zonePatchSchema>,
): Promise<{ id: string; name: string }> {
  return apiFetch(`/zones/${zoneId}`, { method: 'PATCH', body });
}

export function generateSeats(
  zoneId: string,
  body: z.input<typeof seatGenerationSchema>,
): Promise<{ created: number }> {
  return apiFetch(`/zones/${zoneId}/seats`, { method: 'POST', body });
}

export function generateTables(
  zoneId: string,
  body: z.input<typeof tableGenerationSchema>,
): Promise<{ created: number; tables?: number }> {
  return apiFetch(`/zones/${zoneId}/tables`, { method: 'POST', body });
}

export const locationsQuery = () =>
  queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Location[] }>('/locations', { signal }).then((r) => r.items),
  });

export function createLocation(body: z.input<typeof locationInputSchema>): Promise<Location> {
  return apiFetch<Location>('/locations', { method: 'POST', body });
}

export function updateLocation(
  id: string,
  body: z.input<typeof locationPatchSchema>,
): Promise<Location> {
  return apiFetch<Location>(`/locations/${id}`, { method: 'PATCH', body });
}
