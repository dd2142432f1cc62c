import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '@tickera/shared/constants';
import type { OrderFilters } from '../api/orders-api';

function readStatus(value: string | null): OrderFilters['status'] {
  if (value === 'TODOS') return 'TODOS';
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as OrderStatus)
    : 'PENDIENTE';
}

/**
 * The list's filters live in the URL: a reload, a shared link or the way back from an
 * order's detail shows the same page. A changed filter goes back to page 1.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<OrderFilters>(
    () => ({
      status: readStatus(params.get('status')),
      eventId: params.get('event') ?? '',
      inReview: params.get('review') === '1',
      q: params.get('q') ?? '',
      page: Math.max(1, Number(params.get('page')) || 1),
    }),
    [params],
  );

  const update = useCallback(
    (change: Partial<OrderFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const out = new URLSearchParams();
      if (next.status !== 'PENDIENTE') out.set('status', next.status);
      if (next.eventId) out.set('event', next.eventId);
      if (next.inReview) out.set('review', '1');
      if (next.q) out.set('q', next.q);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [filters, setParams],
  );

  return { filters, update };
}
