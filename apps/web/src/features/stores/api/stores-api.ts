import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  bankInputSchema,
  bankPatchSchema,
  storeInputSchema,
  storePatchSchema,
} from '@tickera/shared/schemas/stores';
import type { Bank, Store } from '@tickera/shared/schemas/stores';
import { apiFetch } from '../../../lib/api-client';

export type StoreInput = z.input<typeof storeInputSchema>;
export type StorePatch = z.input<typeof storePatchSchema>;

export const storesQuery = () =>
  queryOptions({
    queryKey: ['stores'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Store[] }>('/stores', { signal }).then((r) => r.items),
  });

export function createStore(body: StoreInput): Promise<Store> {
  return apiFetch<Store>('/stores', { method: 'POST', body });
}

export function updateStore(id: string, body: StorePatch): Promise<Store> {
  return apiFetch<Store>(`/stores/${id}`, { method: 'PATCH', body });
}

/** GET /api/admin/banks: every bank, inactive ones too. */
export const allBanksQuery = () =>
  queryOptions({
    queryKey: ['banks', 'all'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Bank[] }>('/admin/banks', { signal }).then((r) => r.items),
  });

export function createBank(body: z.input<typeof bankInputSchema>): Promise<Bank> {
  return apiFetch<Bank>('/banks', { method: 'POST', body });
}

export function updateBank(id: string, body: z.input<typeof bankPatchSchema>): Promise<Bank> {
  return apiFetch<Bank>(`/banks/${id}`, { method: 'PATCH', body });
}
