import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationInputSchema, locationPatchSchema } from '@tickera/shared/schemas/locations';
import type { Location } from '@tickera/shared/schemas/locations';
import { apiFetch } from '../../../lib/api-client';

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
