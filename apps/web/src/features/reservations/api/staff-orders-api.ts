import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@tickera/shared/constants';
import type { Order } from '@tickera/shared/schemas/orders';
import { apiFetch } from '../../../lib/api-client';

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

export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => apiFetch<Order>(`/orders/${orderId}`, { signal }),
    enabled: !!orderId,
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

export interface PaymentUse {
  orderId: string;
  orderStatus: OrderStatus;
  bankName: string | null;
  reference: string;
  amount: string;
  currency: string;
  date: string | null;
  createdAt: string;
}

/** GET /api/payments?reference=: every payment that carried this reference (a reused transfer). */
export const paymentsByReferenceQuery = (reference: string) =>
  queryOptions({
    queryKey: ['payments', 'reference', reference],
    queryFn: ({ signal }) =>
      apiFetch<{ items: PaymentUse[] }>(`/payments?reference=${encodeURIComponent(reference)}`, {
        signal,
      }).then((r) => r.items),
    enabled: reference.trim().length > 0,
    staleTime: 0,
  });
