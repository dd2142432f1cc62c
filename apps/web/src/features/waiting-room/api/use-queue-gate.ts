import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@tickera/shared/roles';
import { useAuth } from '../../../lib/session';
import { useStartedQuery } from '../../../lib/use-started-query';
import {
  joinQueue,
  myPlaceQuery,
  pollDelayMs,
  setQueuePass,
  waitingRoomQuery,
  type QueuePlace,
  type WaitingRoom,
} from './waiting-room-api';

/** Staff who sell are never queued (API.md). */
const NOT_QUEUED: readonly Role[] = ['admin', 'supervisor', 'sales'];

export type QueueGate =
  | { kind: 'loading' }
  /** The map: no room, staff, or admitted with a live pass. */
  | { kind: 'open' }
  | {
      kind: 'waiting';
      room: WaitingRoom;
      place: QueuePlace | null;
      joining: boolean;
      error: string | null;
    };

/**
 * Whether the seat map may open for this visitor, and if not, the room and the place: the
 * place is the session's (kept across reloads and closed tabs on this device), joined
 * once, then looked at on a schedule that slows with the distance from the front.
 * `onAdmitted` runs once when the turn comes while the visitor waits on the page.
 */
export function useQueueGate(eventId: string, onAdmitted: () => void): QueueGate {
  const { user } = useAuth();
  const staff = !!user && NOT_QUEUED.includes(user.role);
  const client = useQueryClient();
  const room = useStartedQuery({
    ...waitingRoomQuery(eventId),
    enabled: !!eventId,
    refetchInterval: (q) => (q.state.data?.enabled ? 20_000 : false),
  });
  const queued = !!room.data?.enabled && !staff;
  const me = useStartedQuery({
    ...myPlaceQuery(eventId),
    enabled: queued,
    refetchInterval: (q) => pollDelayMs(q.state.data),
  });
  const join = useMutation({
    mutationFn: () => joinQueue(eventId),
    onSuccess: (place) => client.setQueryData(myPlaceQuery(eventId).queryKey, place),
  });
  const place = me.data;
  const mayJoin = queued && place?.state === 'NONE' && place.roomState !== 'OFF';
  const { mutate, isIdle } = join;
  useEffect(() => {
    if (mayJoin && isIdle) mutate();
  }, [mayJoin, isIdle, mutate]);

  const admitted = place?.state === 'ADMITTED';
  const seenWaiting = useRef(false);
  useEffect(() => {
    if (place?.state === 'WAITING') seenWaiting.current = true;
    if (admitted && seenWaiting.current) {
      seenWaiting.current = false;
      onAdmitted();
    }
  }, [place?.state, admitted, onAdmitted]);
  useEffect(() => {
    if (admitted && place?.passExpiresAt)
      setQueuePass({ eventId, expiresAt: Date.parse(place.passExpiresAt) });
  }, [admitted, place?.passExpiresAt, eventId]);

  if (!eventId || room.isError || (room.data && !queued)) return { kind: 'open' };
  if (!room.data || (!place && !me.isError)) return { kind: 'loading' };
  if (admitted) return { kind: 'open' };
  return {
    kind: 'waiting',
    room: room.data,
    place: place ?? null,
    joining: join.isPending,
    error: join.error?.message ?? me.error?.message ?? null,
  };
}
