import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';

export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';

export interface MailRow {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const MAIL_PAGE_SIZE = 20;

/** GET /api/mail: the outgoing e-mail log (admin, supervisor). */
export const mailQuery = (f: { status: MailStatus | ''; to: string; page: number }) =>
  queryOptions({
    queryKey: ['mail', f],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(f.page), limit: String(MAIL_PAGE_SIZE) });
      if (f.status) params.set('status', f.status);
      if (f.to.trim().length >= 2) params.set('to', f.to.trim());
      return apiFetch<Paged<MailRow>>(`/mail?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** POST /api/mail/:id/resend: queue that e-mail again. */
export function resendMail(id: string): Promise<{ queued: boolean }> {
  return apiFetch<{ queued: boolean }>(`/mail/${id}/resend`, { method: 'POST' });
}
