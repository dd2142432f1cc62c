import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import type { TicketRow } from '@tickera/shared/schemas/tickets';

export const TICKETS_PAGE_SIZE = 10;

/** A row of the box office's list of issued tickets (the server's answer, as the shared schema says). */
export type { TicketRow };

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
