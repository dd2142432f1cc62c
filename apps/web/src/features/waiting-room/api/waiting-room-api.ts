/**
 * The waiting room's public face (API.md "Waiting room", decision 034): the room's state,
 * my place (polled at a pace that slows with the distance from the front), the join with
 * its proof of work, the staff setting, and the pass the top bar shows.
 */
import { useSyncExternalStore } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type {
  QueueChallenge,
  QueuePlace,
  WaitingRoom,
  WaitingRoomInput,
  WaitingRoomSettings,
} from '@tickera/shared/schemas/waiting-room';
import { leadingZeroBits } from '@tickera/shared/proof-of-work';
import { apiFetch } from '../../../lib/api-client';
import { ensureSession } from '../../../lib/anonymous-session';

export type { QueuePlace, WaitingRoom, WaitingRoomSettings };

/** GET /api/events/:id/waiting-room (anyone). */
export const waitingRoomQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['waiting-room', eventId],
    queryFn: ({ signal }) =>
      apiFetch<WaitingRoom>(`/events/${eventId}/waiting-room`, { signal, auth: 'none' }),
    staleTime: 5_000,
  });

/** GET /api/events/:id/queue/me (the session's place). */
export const myPlaceQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['waiting-room', eventId, 'me'],
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiFetch<QueuePlace>(`/events/${eventId}/queue/me`, { signal });
    },
    staleTime: 0,
  });

/** A turn due within this many seconds is looked at when it is due. */
const DUE_SOON_S = 10;

/**
 * How long until the next look at my place: a couple of seconds near the front, up to half
 * a minute far back (the ETA halved, so the turn is not missed by much), with ±20 % jitter
 * so thousands of pages do not ask in step. Due within DUE_SOON_S: just after the turn is
 * due (0.3–0.7 s late, at least 1.5–2.5 s from now), so a buyer is not kept out a poll's
 * length after being let in.
 */
export function pollDelayMs(place: QueuePlace | undefined, random = Math.random): number {
  let base: number;
  if (!place || place.state === 'ADMITTED' || place.state === 'EXPIRED') base = 10_000;
  else if (place.position === null) {
    // Before the draw: the opening's moment decides.
    const untilOpen = place.opensAt ? Date.parse(place.opensAt) - Date.now() : 30_000;
    base = untilOpen > 60_000 ? 30_000 : untilOpen > 10_000 ? untilOpen / 3 : 2_000;
  } else {
    const ahead = place.ahead ?? 0;
    const eta = place.etaSeconds;
    if (eta !== null && eta <= DUE_SOON_S)
      // Never sooner than 1.5–2.5 s: when admission lags (a slow tick) the same estimate comes
      // back, and pages must not ask in step or faster than before.
      return Math.round(Math.max(1_500 + 1_000 * random(), eta * 1000 + 300 + 400 * random()));
    base = ahead < 20 ? 2_000 : ahead < 200 ? 5_000 : ahead < 2_000 ? 15_000 : 30_000;
    if (eta !== null) base = Math.min(base, Math.max(2_000, eta * 500));
  }
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** SHA-256(challenge + nonce) with `bits` leading zero bits, with WebCrypto (about 1 s at 16 bits on a phone). */
async function solve(challenge: string, bits: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', encoder.encode(challenge + nonce)),
    );
    if (leadingZeroBits(digest, bits)) return nonce;
  }
}

/** POST /api/events/:id/queue: the proof of work first (when asked), then the join. */
export async function joinQueue(eventId: string): Promise<QueuePlace> {
  await ensureSession();
  const asked = await apiFetch<QueueChallenge>(`/events/${eventId}/queue/challenge`);
  const proof =
    asked.challenge && asked.bits > 0
      ? { challenge: asked.challenge, nonce: await solve(asked.challenge, asked.bits) }
      : {};
  return apiFetch<QueuePlace>(`/events/${eventId}/queue`, { method: 'POST', body: proof });
}

/** PUT /api/events/:id/waiting-room (admin, supervisor). */
export function saveWaitingRoom(
  eventId: string,
  body: WaitingRoomInput,
): Promise<WaitingRoomSettings> {
  return apiFetch(`/events/${eventId}/waiting-room`, { method: 'PUT', body });
}

/** The pass of the room the buyer was admitted through: shown beside the hold timer. */
export interface QueuePass {
  eventId: string;
  expiresAt: number;
}
let pass: QueuePass | null = null;
const listeners = new Set<() => void>();

export function setQueuePass(next: QueuePass | null): void {
  if (pass?.eventId === next?.eventId && pass?.expiresAt === next?.expiresAt) return;
  pass = next;
  for (const l of listeners) l();
}

export function useQueuePass(): QueuePass | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pass,
    () => pass,
  );
}
