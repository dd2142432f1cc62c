import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { salesQuerySchema } from '@tickera/shared/schemas/reports';
import type { EventOption } from '../../events/api/events-api';
import { reportEventsQuery, type ReportFilters } from '../api/reports-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The soonest event still to come, else the latest one that has passed. */
export function defaultEventId(events: EventOption[], now = Date.now()): string | undefined {
  const byStart = [...events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return (byStart.find((e) => Date.parse(e.startAt) >= now) ?? byStart.at(-1))?.id;
}

/**
 * The server's rule for a range (the shared schema): a message when `to` comes before
 * `from`. Checked here so a wrong range asks nothing of the server.
 */
export function rangeError(f: ReportFilters): string | undefined {
  const parsed = salesQuerySchema.safeParse({ from: f.from, to: f.to });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'to')?.message;
}

/**
 * A report's filters live in the URL (a reload or a shared link shows the same report).
 * The events are every one a report can be about, those that have passed included.
 */
export function useReportFilters() {
  const events = useQuery(reportEventsQuery());
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ReportFilters>(() => {
    const day = (key: string) => {
      const value = params.get(key);
      return value && DAY.test(value) ? value : undefined;
    };
    return { eventId: params.get('event') || undefined, from: day('from'), to: day('to') };
  }, [params]);

  const update = useCallback(
    (change: ReportFilters) => {
      const next = { ...filters, ...change };
      const out = new URLSearchParams();
      if (next.eventId) out.set('event', next.eventId);
      if (next.from) out.set('from', next.from);
      if (next.to) out.set('to', next.to);
      setParams(out, { replace: true });
    },
    [filters, setParams],
  );

  return { filters, update, events, error: rangeError(filters) };
}
