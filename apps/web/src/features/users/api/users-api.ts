import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CreateUser, PatchUser, Profile } from '@tickera/shared/schemas/users';
import { apiFetch } from '../../../lib/api-client';

export type SortField = 'createdAt' | 'email' | 'name' | 'lastName' | 'role';

export interface UserFilters {
  page: number;
  email: string;
  role: string;
  isActive: '' | 'true' | 'false';
  sortField: SortField;
  sortOrder: 'asc' | 'desc';
}

export interface UsersPage {
  users: Profile[];
  total: number;
  hasMore: boolean;
}

export const USERS_PAGE_SIZE = 10;

/** GET /api/users: paged, filtered by e-mail (contains), role and state, sorted. */
export const usersQuery = (f: UserFilters) =>
  queryOptions({
    queryKey: ['users', f],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(f.page),
        limit: String(USERS_PAGE_SIZE),
        sortField: f.sortField,
        sortOrder: f.sortOrder,
      });
      if (f.email.trim()) params.set('email', f.email.trim());
      if (f.role) params.set('role', f.role);
      if (f.isActive) params.set('isActive', f.isActive);
      return apiFetch<UsersPage>(`/users?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** PATCH /api/users/:id: activate/deactivate (admin, supervisor) or change the role (admin). */
export function patchUser(id: string, body: PatchUser): Promise<Profile> {
  return apiFetch<Profile>(`/users/${id}`, { method: 'PATCH', body });
}

/** POST /api/users (admin): a staff account with its role and password. */
export function createUser(body: CreateUser): Promise<Profile> {
  return apiFetch<Profile>('/users', { method: 'POST', body });
}
