import { queryOptions } from '@tanstack/react-query';
import type { CartSummary } from '@tickera/shared/schemas/holds';
import type { CreateOrder, Order } from '@tickera/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client';

export interface Bank {
  id: string;
  code: string;
  name: string;
}

/** GET /api/cart/summary: what the sale will charge (fee, IVA), USD and Bs.S. */
export const boxOfficeSummaryQuery = (userId: string | undefined, eventId: string) =>
  queryOptions({
    queryKey: ['cart-summary', userId ?? 'none', eventId],
    queryFn: ({ signal }) =>
      apiFetch<CartSummary>(`/cart/summary?eventId=${encodeURIComponent(eventId)}`, { signal }),
    enabled: !!userId && !!eventId,
    staleTime: 0,
  });

/** GET /api/banks: the active banks a transfer or pago móvil may come from. */
export const activeBanksQuery = () =>
  queryOptions({
    queryKey: ['banks', 'active'],
    queryFn: ({ signal }) => apiFetch<{ items: Bank[] }>('/banks', { signal }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });

/** POST /api/orders for a customer, from the staff member's holds; one key per sale. */
export function createBoxOfficeOrder(body: CreateOrder, idempotencyKey: string): Promise<Order> {
  return apiFetch<Order>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
