import { queryOptions } from '@tanstack/react-query';
import type { CartSummary } from '@tickera/shared/schemas/holds';
import type { CreateOrder, Order } from '@tickera/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client';

export interface Bank {
  id: string;
  code: string;
  name: string;
}

/** GET /api/cart/summary: what the order will charge, in USD and Bs.S. */
export const cartSummaryQuery = (userId: string | undefined, eventId: string) =>
  queryOptions({
    queryKey: ['cart-summary', userId ?? 'none', eventId],
    queryFn: ({ signal }) =>
      apiFetch<CartSummary>(`/cart/summary?eventId=${encodeURIComponent(eventId)}`, { signal }),
    enabled: !!userId && !!eventId,
    staleTime: 0,
  });

export const banksQuery = () =>
  queryOptions({
    queryKey: ['banks'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Bank[] }>('/banks', { signal, auth: 'none' }).then((r) => r.items),
    staleTime: 60 * 60_000,
  });

/** POST /api/orders. The key is made once per checkout: a retried click cannot pay twice. */
export function createOrder(body: CreateOrder, idempotencyKey: string): Promise<Order> {
  return apiFetch<Order>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => apiFetch<Order>(`/orders/${orderId}`, { signal }),
    enabled: !!orderId,
  });

/** GET /api/orders/mine: the buyer's orders except ANULADA. */
export const myOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId ?? 'none'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Order[] }>('/orders/mine', { signal }).then((r) => r.items),
    enabled: !!userId,
    staleTime: 0,
  });
