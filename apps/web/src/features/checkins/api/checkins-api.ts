import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CheckinAnswer,
  CheckinBySeatBody,
  CheckinPage,
  CheckinRequestBody,
  CheckinSummary,
  CheckinSyncBody,
  DoorEvent,
  DoorSettings,
  DoorSettingsBody,
  OfflineList,
} from '@tickera/shared/schemas/checkins';
import { apiFetch } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/api-file';

export const CHECKINS_PAGE_SIZE = 20;
/** How often the list and the zone counts refresh themselves. */
export const LIST_REFRESH_MS = 5_000;
/** How often the counts per gate refresh (the server reads them once per 1.5 s per event). */
export const SUMMARY_REFRESH_MS = 3_000;

/** GET /api/checkins/events: today's events and the next ones. */
export const doorEventsQuery = () =>
  queryOptions({
    queryKey: ['checkins', 'events'],
    queryFn: ({ signal }) => apiFetch<{ items: DoorEvent[] }>('/checkins/events', { signal }),
    select: (d) => d.items,
    staleTime: 60_000,
  });

export interface CheckinFilters {
  eventId: string;
  q: string;
  status: '' | 'IN' | 'OUT';
  page: number;
}

function listParams(f: Omit<CheckinFilters, 'page'>) {
  const params = new URLSearchParams({ eventId: f.eventId });
  if (f.q.trim().length >= 2) params.set('q', f.q.trim());
  if (f.status) params.set('status', f.status);
  return params;
}

/** GET /api/checkins: the event's tickets with their entry, and counts per zone; live. */
export const checkinsQuery = (f: CheckinFilters, pageSize = CHECKINS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['checkins', 'list', f, pageSize],
    queryFn: ({ signal }) => {
      const params = listParams(f);
      params.set('page', String(f.page));
      params.set('limit', String(pageSize));
      return apiFetch<CheckinPage>(`/checkins?${params}`, { signal });
    },
    enabled: Boolean(f.eventId),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFRESH_MS,
  });

export function downloadCheckinsCsv(f: Omit<CheckinFilters, 'page'>, eventName: string) {
  const slug = eventName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return downloadApiFile(
    `/checkins/export?${listParams(f)}`,
    `ingresos-${slug}.csv`,
    'No se pudo exportar el listado.',
  );
}

export const checkIn = (body: CheckinRequestBody) =>
  apiFetch<CheckinAnswer>('/checkins', { method: 'POST', body });

export const checkInBySeat = (body: CheckinBySeatBody) =>
  apiFetch<CheckinAnswer>('/checkins/by-seat', { method: 'POST', body });

export const syncScans = (body: CheckinSyncBody) =>
  apiFetch<{ results: CheckinAnswer[] }>('/checkins/sync', { method: 'POST', body });

export const fetchOfflineList = (eventId: string) =>
  apiFetch<OfflineList>(`/checkins/tickets?eventId=${encodeURIComponent(eventId)}`);

/** GET /api/checkins/summary: people inside, entries and exits, per gate; live. */
export const checkinSummaryQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['checkins', 'summary', eventId],
    queryFn: ({ signal }) =>
      apiFetch<CheckinSummary>(`/checkins/summary?eventId=${encodeURIComponent(eventId)}`, {
        signal,
      }),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
    refetchInterval: SUMMARY_REFRESH_MS,
  });

/** GET /api/events/:id/door: whether a ticket that went out may come in again. */
export const doorSettingsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['checkins', 'door', eventId],
    queryFn: ({ signal }) =>
      apiFetch<DoorSettings>(`/events/${encodeURIComponent(eventId)}/door`, { signal }),
    enabled: Boolean(eventId),
  });

export const saveDoorSettings = (eventId: string, body: DoorSettingsBody) =>
  apiFetch<DoorSettings>(`/events/${encodeURIComponent(eventId)}/door`, { method: 'PUT', body });
