import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export interface BankOption {
  id: string;
  code: string;
  name: string;
}

/** GET /api/banks: the active banks, by code. */
export const activeBanksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: BankOption[] }>('/banks', { signal, auth: 'none' }).then((r) => r.items),
    staleTime: 60 * 60_000,
  });
