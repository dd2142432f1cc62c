import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@tickera/shared/schemas/orders';
import { apiFetch } from './api-client';

/**
 * GET /api/orders/mine: the buyer's orders except ANULADA. Read by Mis Entradas and by the
 * customer's home page, so its one query lives here.
 */
export const myOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId ?? 'none'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Order[] }>('/orders/mine', { signal }).then((r) => r.items),
    enabled: !!userId,
    staleTime: 0,
  });
