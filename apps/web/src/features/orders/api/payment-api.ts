import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '@tickera/shared/constants';
import type { CartSummary } from '@tickera/shared/schemas/holds';
import { apiFetch } from '../../../lib/api-client';

/** What the payment step reads, for the buyer's checkout and the box-office sale alike. */

/** GET /api/cart/summary: what the order will charge (fee, IVA), in USD and Bs.S. */
/** The summary of the caller's holds; with `couponCode`, priced with that coupon's discount. */
export const cartSummaryQuery = (
  userId: string | undefined,
  eventId: string,
  couponCode?: string,
) =>
  queryOptions({
    queryKey: ['cart-summary', userId ?? 'none', eventId, couponCode ?? ''],
    queryFn: ({ signal }) => {
      const coupon = couponCode ? `&couponCode=${encodeURIComponent(couponCode)}` : '';
      return apiFetch<CartSummary>(
        `/cart/summary?eventId=${encodeURIComponent(eventId)}${coupon}`,
        { signal },
      );
    },
    enabled: !!userId && !!eventId,
    staleTime: 0,
  });

/** The two currencies a bank payment may be in. */
export const PAYMENT_CURRENCIES = [
  { label: 'Bs.S', value: 'VES' },
  { label: 'USD', value: 'USD' },
];

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
