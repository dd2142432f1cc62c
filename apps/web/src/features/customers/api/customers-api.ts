import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Order } from '@tickera/shared/schemas/orders';
import type { CreateCustomer, Profile } from '@tickera/shared/schemas/users';
import { apiFetch } from '../../../lib/api-client';

export interface CustomersPage {
  items: Profile[];
  total: number;
  hasMore: boolean;
}

/** The server wants at least 2 characters to search. */
export const MIN_SEARCH = 2;

/** GET /api/customers?q=: by cédula (with or without V-), e-mail, phone or name. */
export const customerSearchQuery = (q: string, page = 1, limit = 10) =>
  queryOptions({
    queryKey: ['customers', 'search', q, page, limit],
    queryFn: ({ signal }) =>
      apiFetch<CustomersPage>(
        `/customers?${new URLSearchParams({ q, page: String(page), limit: String(limit) })}`,
        { signal },
      ),
    enabled: q.trim().length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });

/** GET /api/customers/:id: the profile and every order (cancelled ones too). */
export const customerDetailQuery = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', 'detail', customerId],
    queryFn: ({ signal }) =>
      apiFetch<{ profile: Profile; orders: Order[] }>(`/customers/${customerId}`, { signal }),
    enabled: !!customerId,
    staleTime: 0,
  });

/** POST /api/customers: a walk-in customer; they get an e-mail to set their password. */
export function createCustomer(body: CreateCustomer): Promise<Profile> {
  return apiFetch<Profile>('/customers', { method: 'POST', body });
}
