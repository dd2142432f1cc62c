import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';

export const TICKETS_PAGE_SIZE = 10;

export interface TicketRow {
  id: string;
  code: string;
  status: 'VALIDA' | 'INGRESADA' | 'ANULADA';
  checkedInAt: string | null;
  orderId: string;
  orderNumber: number;
  eventName: string;
  eventStartAt: string;
  zoneName: string;
  seatName: string;
  customerName: string;
  customerEmail: string | null;
}

/** GET /api/tickets: search by code, customer or e-mail (2+ characters), by event. */
export const ticketsQuery = (f: { q: string; eventId: string; page: number }) =>
  queryOptions({
    queryKey: ['tickets', f],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(f.page),
        limit: String(TICKETS_PAGE_SIZE),
      });
      if (f.q.trim().length >= 2) params.set('q', f.q.trim());
      if (f.eventId) params.set('eventId', f.eventId);
      return apiFetch<Paged<TicketRow>>(`/tickets?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
