import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resyncSeatStatus, zoneSeatIdsQuery } from '../api/seat-map-api';
import { fillZoneIds, type SeatModel } from '../map/seat-model';

/**
 * Seat ids arrive zone by zone (decision 016), only where the page needs them: before
 * holding or releasing a seat of a zone, for the zones holding seats of ours, and for the
 * zones whose seats the overlay shows as buttons. Resolves true once every zone asked for
 * is loaded (a general-admission zone never is: its places are named by number, as the
 * holds answer them); false when the server's layout moved on (the statuses are read again, and
 * name the new version to draw).
 */
export function useZoneIds(onLoaded: () => void) {
  const queryClient = useQueryClient();
  return useCallback(
    async (model: SeatModel, zones: Iterable<number>): Promise<boolean> => {
      // General admission's places are named by number instead (fillPlaceIds).
      const missing = [...new Set(zones)].filter(
        (z) => !model.zones[z].idsLoaded && !model.zones[z].general,
      );
      if (missing.length === 0) return true;
      const { eventId, layoutVersion } = model;
      const answers = await Promise.all(
        missing.map((z) =>
          queryClient.fetchQuery(zoneSeatIdsQuery(eventId, layoutVersion, model.zones[z].id)),
        ),
      );
      let current = true;
      answers.forEach((answer, k) => {
        if (answer.version === layoutVersion)
          fillZoneIds(model, missing[k], answer.first, answer.ids);
        else current = false;
      });
      onLoaded();
      if (!current) resyncSeatStatus(queryClient, eventId);
      return current;
    },
    [queryClient, onLoaded],
  );
}
