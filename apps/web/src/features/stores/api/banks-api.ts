import { queryOptions } from '@tanstack/react-query';
import type { BankOption } from '@tickera/shared/schemas/stores';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/banks (public): the active banks a transfer or pago móvil may come from. Used by
 * checkout, the box office, the business settings and the reconciliation: one client here.
 */
export const activeBanksQuery = () =>
  queryOptions({
    queryKey: ['banks', 'active'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: BankOption[] }>('/banks', { signal, auth: 'none' }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });

/** The active banks as dropdown options ("0102 - Banco de Venezuela"). */
export const bankOptionsQuery = () =>
  queryOptions({
    ...activeBanksQuery(),
    select: (banks: BankOption[]) =>
      banks.map((b) => ({ value: b.id, label: `${b.code} - ${b.name}` })),
  });
