import { queryOptions } from '@tanstack/react-query';
import type { Settings, SettingsInput } from '@tickera/shared/schemas/settings';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/settings: the operator's payee accounts, support contacts and payment deadline. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => apiFetch<Settings>('/settings', { signal, auth: 'none' }),
    staleTime: 60_000,
  });

/** PUT /api/settings (admin). */
export function saveSettings(body: SettingsInput): Promise<Settings> {
  return apiFetch<Settings>('/settings', { method: 'PUT', body });
}
