import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { holdsQuery, syncBookingFromHolds } from '../../holds/api/holds-api';
import { useAuth } from '../../../lib/session';
import { useStartedQuery } from '../../../lib/use-started-query';
import { applyOwnHolds, ownSeats, zonesWithOwnSeats } from '../map/apply-changes';
import { fillPlaceIds, type SeatModel } from '../map/seat-model';
import { useSeatMapData } from './use-seat-map-data';
import { useSeatSelection } from './use-seat-selection';
import { useSeatStream } from './use-seat-stream';
import { useZoneIds } from './use-zone-ids';

const ignore = () => undefined;

/**
 * Everything a seat map page knows about the seats: the map (statuses and layout, kept
 * live by the stream; use-seat-map-data.ts), the seat ids of the zones it needed so far,
 * our own holds (the server's list is the truth), and the actions that change them.
 */
export function useSeatMapState(eventId: string, blocked: string | null) {
  const { user } = useAuth();
  const holds = useStartedQuery(holdsQuery(user?.id, eventId));
  const [version, bump] = useReducer((v: number) => v + 1, 0);
  const [idsVersion, idsArrived] = useReducer((v: number) => v + 1, 0);
  const pendingRef = useRef<ReadonlySet<number>>(new Set());
  const loadZoneIds = useZoneIds(idsArrived);
  // The zones holding our seats: their ids, so the cart can release them and our list of holds can be matched.
  const onStatusApplied = useCallback(
    (m: SeatModel) => void loadZoneIds(m, zonesWithOwnSeats(m)).catch(ignore),
    [loadZoneIds],
  );
  const { model, failure, resync, onChanges } = useSeatMapData(
    eventId,
    pendingRef,
    bump,
    onStatusApplied,
  );
  const ensureZoneIds = useCallback(
    (zones: Iterable<number>) => (model ? loadZoneIds(model, zones) : Promise.resolve(false)),
    [model, loadZoneIds],
  );
  /** For the overlay: a zone whose ids fail to load keeps its seats painted, not offered, until the next try. */
  const showZones = useCallback(
    (zones: number[]) => void ensureZoneIds(zones).catch(ignore),
    [ensureZoneIds],
  );
  const selection = useSeatSelection(model, bump, blocked, ensureZoneIds);
  useEffect(() => {
    pendingRef.current = selection.pending;
  });

  useSeatStream(eventId, onChanges, resync);

  const asked = useRef('');
  useEffect(() => {
    if (!holds.data) return;
    syncBookingFromHolds(eventId, holds.data);
    if (!model) return;
    const heldIds = holds.data.map((h) => h.seatId);
    // Our general-admission places are named by their numbers, not by their zone's ids.
    model.zones.forEach((zone, z) => {
      if (!zone.general) return;
      const places = holds.data.filter(
        (h) => h.seat.zone.id === zone.id && !model.index.has(h.seatId),
      );
      if (places.length)
        fillPlaceIds(
          model,
          z,
          places.map((h) => ({ id: h.seatId, index: h.seat.index })),
        );
    });
    if (applyOwnHolds(model, new Set(heldIds), pendingRef.current)) bump();
    // Holds the loaded ids cannot place (taken in another tab, in a zone not loaded here):
    // the statuses name our seats by ordinal, and their zones' ids then load.
    const unplaced = heldIds
      .filter((id) => !model.index.has(id))
      .sort()
      .join();
    // A general-admission zone never loads its ids (its places are named by number).
    const ownLoaded = zonesWithOwnSeats(model).every(
      (z) => model.zones[z].idsLoaded || model.zones[z].general,
    );
    if (unplaced && ownLoaded && asked.current !== unplaced) {
      asked.current = unplaced;
      resync();
    }
  }, [model, holds.data, eventId, idsVersion, resync]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` marks in-place status changes
  const mine = useMemo(() => (model ? ownSeats(model) : []), [model, version]);

  return { model, version, mine, failure, showZones, ...selection };
}
