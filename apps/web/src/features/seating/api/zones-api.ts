import type { z } from 'zod';
import type {
  seatGenerationSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
} from '@tickera/shared/schemas/seating';
import type { SeatGenerationResult, Zone } from '@tickera/shared/schemas/seating';
import { apiFetch } from '../../../lib/api-client';

export function createZone(eventId: string, body: z.input<typeof zoneInputSchema>): Promise<Zone> {
  return apiFetch(`/events/${eventId}/zones`, { method: 'POST', body });
}

export function updateZone(zoneId: string, body: z.input<typeof zonePatchSchema>): Promise<Zone> {
  return apiFetch(`/zones/${zoneId}`, { method: 'PATCH', body });
}

export function generateSeats(
  zoneId: string,
  body: z.input<typeof seatGenerationSchema>,
): Promise<SeatGenerationResult> {
  return apiFetch(`/zones/${zoneId}/seats`, { method: 'POST', body });
}

export function generateTables(
  zoneId: string,
  body: z.input<typeof tableGenerationSchema>,
): Promise<SeatGenerationResult> {
  return apiFetch(`/zones/${zoneId}/tables`, { method: 'POST', body });
}
