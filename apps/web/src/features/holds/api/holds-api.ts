import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BestHoldCreated } from '@tickera/shared/schemas/holds';
import type { holdCreatedSchema, holdListSchema } from '@tickera/shared/schemas/holds';
import { apiFetch } from '../../../lib/api-client';
import { ensureSession } from '../../../lib/anonymous-session';
import { getBooking, setBooking } from './booking-store';

export type HoldsCreated = z.infer<typeof holdCreatedSchema>;
export type { BestHoldCreated } from '@tickera/shared/schemas/holds';
export type Hold = z.infer<typeof holdListSchema>['holds'][number];

/** How many of this tab's hold requests (take, release) have come back so far. */
let ownChanges = 0;

/** Runs a hold request and counts it once it is over, whatever its outcome. */
async function ownChange<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } finally {
    ownChanges++;
  }
}

/**
 * A read of what the server holds for us (our holds, the seat statuses) that no request of
 * ours overtook: an answer asked before one of our holds came back may not show it, and
 * would take the seat back on the map (or end the booking). Such an answer is asked again;
 * after a few tries (a buyer clicking without pause) the last one is taken, and the next
 * hold's own re-read corrects it.
 */
export async function readAfterOwnHolds<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const seen = ownChanges;
    const answer = await read();
    if (seen === ownChanges || attempt === 4) return answer;
  }
}

/** The caller's live holds for an event (the cart). Keyed by user: a sign-in changes it. */
export const holdsQuery = (userId: string | undefined, eventId: string) =>
  queryOptions({
    queryKey: ['holds', userId ?? 'none', eventId],
    queryFn: ({ signal }) =>
      readAfterOwnHolds(() =>
        apiFetch<{ holds: Hold[] }>(`/holds?eventId=${encodeURIComponent(eventId)}`, { signal }),
      ).then((r) => r.holds),
    enabled: !!userId,
    staleTime: 0,
  });

/**
 * POST /api/holds, all or nothing; starts an anonymous session first when needed.
 * The booking (and with it the countdown) follows the server's deadline.
 */
export async function holdSeats(eventId: string, seatIds: string[]): Promise<HoldsCreated> {
  await ensureSession();
  const created = await ownChange(() =>
    apiFetch<HoldsCreated>('/holds', { method: 'POST', body: { eventId, seatIds } }),
  );
  rememberHolds(eventId, created);
  return created;
}

/**
 * POST /api/holds/best: the server picks `quantity` adjacent seats of the zone (the rule
 * of packages/shared/src/best-seats.ts, over what is free right now) and holds them.
 */
export async function holdBestSeats(
  eventId: string,
  zoneId: string,
  quantity: number,
  /** An accessible place with its companion's seat (quantity 2). */
  accessible = false,
): Promise<BestHoldCreated> {
  await ensureSession();
  const created = await ownChange(() =>
    apiFetch<BestHoldCreated>('/holds/best', {
      method: 'POST',
      body: { eventId, zoneId, quantity, ...(accessible ? { accessible } : {}) },
    }),
  );
  rememberHolds(eventId, created);
  return created;
}

function rememberHolds(eventId: string, created: HoldsCreated): void {
  const current = getBooking();
  const same = current?.eventId === eventId ? current : null;
  const expiresAt =
    same && Date.parse(same.expiresAt) < Date.parse(created.expiresAt)
      ? same.expiresAt
      : created.expiresAt;
  const seatIds = [...new Set([...(same?.seatIds ?? []), ...created.holds.map((h) => h.seatId)])];
  setBooking({ eventId, seatIds, expiresAt });
}

export async function releaseSeat(eventId: string, seatId: string): Promise<void> {
  await ownChange(() => apiFetch<void>(`/holds/${seatId}`, { method: 'DELETE' }));
  const current = getBooking();
  if (current?.eventId === eventId) {
    setBooking({ ...current, seatIds: current.seatIds.filter((id) => id !== seatId) });
  }
}

/** DELETE /api/holds[?eventId=]: all the caller's holds, for one event or everywhere. */
export async function releaseHolds(eventId?: string): Promise<void> {
  const query = eventId ? `?eventId=${encodeURIComponent(eventId)}` : '';
  await ownChange(() => apiFetch<void>(`/holds${query}`, { method: 'DELETE' }));
  const current = getBooking();
  if (current && (!eventId || current.eventId === eventId)) setBooking(null);
}

/**
 * The server's list is the truth: the booking takes its seats and earliest deadline
 * (or ends when nothing is held). A booking for another event is left alone.
 */
export function syncBookingFromHolds(eventId: string, holds: Hold[]): void {
  const current = getBooking();
  if (current && current.eventId !== eventId) return;
  if (holds.length === 0) {
    if (current) setBooking(null);
    return;
  }
  const expiresAt = holds.reduce(
    (min, h) => (Date.parse(h.expiresAt) < Date.parse(min) ? h.expiresAt : min),
    holds[0].expiresAt,
  );
  const seatIds = holds.map((h) => h.seatId);
  if (
    current &&
    current.expiresAt === expiresAt &&
    current.seatIds.length === seatIds.length &&
    seatIds.every((id) => current.seatIds.includes(id))
  ) {
    return;
  }
  setBooking({ eventId, seatIds, expiresAt });
}
