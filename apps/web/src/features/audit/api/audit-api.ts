import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditList } from '@tickera/shared/schemas/reports';
import { apiFetch } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/api-file';
import { queryParams } from '../../../lib/http';

/** Rows per page: the trail is long and its rows are short. */
export const AUDIT_PAGE_SIZE = 20;

/** The audit's filters: part of the actor's e-mail, an action or family, an entity, days. */
export type AuditFilters = {
  actor?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
};

/** GET /api/audit: who did what and when, newest first, a page at a time. */
export const auditQuery = (page: number, f: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', page, f],
    queryFn: ({ signal }) =>
      apiFetch<AuditList>(`/audit?${queryParams({ ...f, page, limit: AUDIT_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The trail the filters find, as the server writes it (CSV). */
export function downloadAudit(f: AuditFilters) {
  return downloadApiFile(
    `/audit/export?${queryParams({ ...f, format: 'csv' })}`,
    'auditoria.csv',
    'No se pudo exportar la auditoría.',
  );
}
