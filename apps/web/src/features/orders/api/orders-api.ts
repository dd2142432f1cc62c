import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@tickera/shared/constants';
import type { CreateOrder, Order } from '@tickera/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client';

/**
 * The order endpoints, one function each: the buyer's checkout and "Mis entradas", the
 * staff list and detail, the box-office sale and the staff actions share them.
 */

/**
 * POST /api/orders, from the caller's live holds (the buyer's, or the staff member's for a
 * customer). The key is made once per checkout or sale: a retried click cannot pay twice.
 */
export function createOrder(body: CreateOrder, idempotencyKey: string): Promise<Order> {
  return apiFetch<Order>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /api/orders/:id: the buyer's own order, or any order for staff. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => apiFetch<Order>(`/orders/${orderId}`, { signal }),
    enabled: !!orderId,
    staleTime: 0,
  });

/**
 * GET /api/orders/mine: the buyer's orders except ANULADA. Read by Mis Entradas and by the
 * customer's home page.
 */
export const myOrdersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId ?? 'none'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: Order[] }>('/orders/mine', { signal }).then((r) => r.items),
    enabled: !!userId,
    staleTime: 0,
  });

export interface OrdersPage {
  items: Order[];
  total: number;
  hasMore: boolean;
}

/** The filters of "Reservaciones", as the URL keeps them. */
export interface OrderFilters {
  status: OrderStatus | 'TODOS';
  eventId: string;
  inReview: boolean;
  q: string;
  page: number;
}

export const ORDERS_PAGE_SIZE = 10;

function ordersSearch(f: OrderFilters): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(ORDERS_PAGE_SIZE) });
  if (f.status !== 'TODOS') params.set('status', f.status);
  if (f.eventId) params.set('eventId', f.eventId);
  if (f.inReview) params.set('inReview', 'true');
  if (f.q.trim()) params.set('q', f.q.trim());
  return params.toString();
}

/** GET /api/orders (staff), one page at a time; the previous page stays while the next loads. */
export const staffOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: ['orders', 'staff', filters],
    queryFn: ({ signal }) => apiFetch<OrdersPage>(`/orders?${ordersSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/orders/:id/approve; the body accepts a payment below the total (admin, supervisor). */
export function approveOrder(
  orderId: string,
  body?: { acceptShortfall: true; reason: string },
): Promise<Order> {
  return apiFetch<Order>(`/orders/${orderId}/approve`, { method: 'POST', body });
}

export function setOrderReview(orderId: string, inReview: boolean): Promise<Order> {
  return apiFetch<Order>(`/orders/${orderId}/review`, { method: 'POST', body: { inReview } });
}

export function cancelOrder(
  orderId: string,
  body: { reason: string; notesText?: string },
): Promise<Order> {
  return apiFetch<Order>(`/orders/${orderId}/cancel`, { method: 'POST', body });
}

/** POST /api/orders/:id/resend-tickets: the ticket e-mail goes out again (202). */
export function resendTickets(orderId: string): Promise<{ queued: boolean }> {
  return apiFetch<{ queued: boolean }>(`/orders/${orderId}/resend-tickets`, { method: 'POST' });
}
