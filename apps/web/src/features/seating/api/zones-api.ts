import type { z } from 'zod';
import type {
  seatGenerationSchema,
  tableGenerationSchema,
  zoneInputSchema,
  zonePatchSchema,
} from '@tickera/shared/schemas/venues';
import { apiFetch } from '../../../lib/api-client';

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
