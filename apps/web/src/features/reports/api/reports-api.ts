import { queryOptions } from '@tanstack/react-query';
import type {
  ProducerSales,
  ReportEvents,
  SalesByDayZone,
  SeatsByZone,
  Settlement,
} from '@tickera/shared/schemas/reports';
import { apiFetch } from '../../../lib/api-client';
import { downloadApiAttachment } from '../../../lib/api-file';
import type { EventOption } from '../../events/api/events-api';
import { queryParams } from '../../../lib/http';

/** What both report pages filter by: an event and a range of days in Caracas (YYYY-MM-DD). */
export interface ReportFilters {
  eventId?: string;
  from?: string;
  to?: string;
}

/** The tables of the sales report, by their path under /api/reports. */
interface SalesTables {
  'sales-by-day-zone': SalesByDayZone;
  'producer-sales': ProducerSales;
  'seats-by-zone': SeatsByZone;
}
export type SalesTable = keyof SalesTables;
export type SalesTableRows<T extends SalesTable> = SalesTables[T]['rows'];
export type ReportFormat = 'pdf' | 'xlsx' | 'csv';

/** GET /api/reports/events: every event a report can be about, the past ones included. */
export const reportEventsQuery = () =>
  queryOptions({
    queryKey: ['reports', 'events'],
    queryFn: ({ signal }) => apiFetch<ReportEvents>('/reports/events', { signal }),
    select: (r): EventOption[] => r.items.map(({ id, name, startAt }) => ({ id, name, startAt })),
    staleTime: 5 * 60_000,
  });

/** GET /api/reports/settlement: one event's paid sales, by zone and method, and its totals. */
export const settlementQuery = (f: ReportFilters & { eventId: string }) =>
  queryOptions({
    queryKey: ['reports', 'settlement', f],
    queryFn: ({ signal }) =>
      apiFetch<Settlement>(`/reports/settlement?${queryParams({ ...f })}`, { signal }),
    staleTime: 0,
  });

/** GET /api/reports/<table>: one table of the sales report (seats by zone needs an event). */
export const salesTableQuery = <T extends SalesTable>(table: T, f: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', table, f],
    queryFn: ({ signal }) =>
      apiFetch<SalesTables[T]>(`/reports/${table}?${queryParams({ ...f })}`, { signal }),
    enabled: table !== 'seats-by-zone' || Boolean(f.eventId),
    staleTime: 0,
  });

/** The report as the server writes it (PDF, Excel or CSV), saved under the server's name. */
export function downloadReport(
  report: SalesTable | 'settlement',
  f: ReportFilters,
  format: ReportFormat,
) {
  return downloadApiAttachment(
    `/reports/${report}?${queryParams({ ...f, format })}`,
    `${report}.${format}`,
    'No se pudo descargar el reporte.',
  );
}
