import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { holdsQuery, syncBookingFromHolds } from '../../../lib/holds-api';
import { useAuth } from '../../../lib/session';
import { seatMapQuery } from '../api/seat-map-api';
import { applyOwnHolds, applySeatChanges, ownSeats } from '../map/apply-changes';
import { buildSeatModel } from '../map/seat-model';
import { useSeatSelection } from './use-seat-selection';
import { useSeatStream } from './use-seat-stream';

/**
 * Everything a seat map page knows about the seats: the map (fetched once, then
 * kept live by the stream), our own holds (the server's list is the truth), and the
 * actions that change them.
 */
export function useSeatMapState(eventId: string, blocked: string | null) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const map = useQuery({ ...seatMapQuery(eventId), enabled: !!eventId });
  const holds = useQuery(holdsQuery(user?.id, eventId));
  const model = useMemo(() => (map.data ? buildSeatModel(map.data) : null), [map.data]);
  const [version, bump] = useReducer((v: number) => v + 1, 0);
  const selection = useSeatSelection(model, bump, blocked);
  const pendingRef = useRef(selection.pending);
  useEffect(() => {
    pendingRef.current = selection.pending;
  });

  useSeatStream(
    eventId,
    (changes) => {
      if (model && applySeatChanges(model, changes, pendingRef.current)) bump();
    },
    () => void queryClient.invalidateQueries({ queryKey: seatMapQuery(eventId).queryKey }),
  );

  useEffect(() => {
    if (!holds.data) return;
    if (
      model &&
      applyOwnHolds(model, new Set(holds.data.map((h) => h.seatId)), pendingRef.current)
    ) {
      bump();
    }
    syncBookingFromHolds(eventId, holds.data);
  }, [model, holds.data, eventId]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` marks in-place status changes
  const mine = useMemo(() => (model ? ownSeats(model) : []), [model, version]);

  return { map, model, version, mine, ...selection };
}
