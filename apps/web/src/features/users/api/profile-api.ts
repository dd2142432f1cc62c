import { queryOptions } from '@tanstack/react-query';
import type { ChangePassword } from '@tickera/shared/schemas/auth';
import type { Profile, UpdateProfile } from '@tickera/shared/schemas/users';
import { apiFetch } from '../../../lib/api-client';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiFetch<Profile>('/profile', { signal }),
  });

export function updateProfile(body: UpdateProfile): Promise<Profile> {
  return apiFetch<Profile>('/profile', { method: 'PATCH', body });
}

/** PUT /api/auth/password: the signed-in user's own password, proven by the current one. */
export function changePassword(body: ChangePassword): Promise<void> {
  return apiFetch<void>('/auth/password', { method: 'PUT', body });
}
