import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { rememberedLayoutVersion, rememberLayoutVersion } from '../api/layout-versions';
import { resyncSeatStatus, seatLayoutQuery, seatStatusQuery } from '../api/seat-map-api';
import { applySeatChanges, applyStatus } from '../map/apply-changes';
import { buildSeatModelOffThread } from '../map/build-seat-model';
import type { SeatModel } from '../map/seat-model';
import type { SeatChange } from './use-seat-stream';

/**
 * The compact seat map's data (decision 016): the statuses (read on opening, again on a
 * resync) name the layout version to draw; the layout is asked for at once, by the version
 * this browser drew last, so a returning visitor draws from the browser's cache. The model
 * shown is the newest one whose statuses have been applied; `onChanges` takes the stream's.
 */
export function useSeatMapData(
  eventId: string,
  pending: RefObject<ReadonlySet<number>>,
  bump: () => void,
  onStatusApplied: (model: SeatModel) => void,
) {
  const queryClient = useQueryClient();
  const status = useQuery({ ...seatStatusQuery(eventId), enabled: !!eventId });
  const [asked, setAsked] = useState({ eventId: '', version: '' });
  const remembered = useMemo(() => rememberedLayoutVersion(eventId), [eventId]);
  const wanted = asked.eventId === eventId ? asked.version : remembered;
  const layout = useQuery({
    ...seatLayoutQuery(eventId, wanted),
    enabled: !!eventId,
    // While another version loads, the one drawn stays (never another event's).
    placeholderData: (previous?: SeatLayout) =>
      previous?.eventId === eventId ? previous : undefined,
  });
  // Built off the page's thread; a model counts only for the layout it was built from.
  const [made, setMade] = useState<{ from: SeatLayout; model?: SeatModel; error?: Error }>();
  useEffect(() => {
    const from = layout.data;
    if (!from) return;
    const wanted = new AbortController();
    buildSeatModelOffThread(from, wanted.signal).then(
      (model) => !wanted.signal.aborted && setMade({ from, model }),
      (error: Error) => !wanted.signal.aborted && setMade({ from, error }),
    );
    return () => wanted.abort();
  }, [layout.data]);
  // An unreadable layout fails as it did when the model was built while rendering.
  if (made?.error && made.from === layout.data) throw made.error;
  const built = made && made.from === layout.data ? (made.model ?? null) : null;
  const [model, setModel] = useState<SeatModel | null>(null);
  /** Stream changes that arrive before the first model: applied to it. */
  const early = useRef<SeatChange[]>([]);
  const resynced = useRef('');

  const resync = useCallback(() => resyncSeatStatus(queryClient, eventId), [queryClient, eventId]);

  useLayoutEffect(() => {
    if (!built || !status.data || layout.isFetching) return;
    const { version } = status.data;
    if (version !== built.layoutVersion) {
      // Ask for the version the statuses name; if that answered another, the layout
      // changed meanwhile: read the statuses again (once per pair).
      const pair = `${version}>${built.layoutVersion}`;
      if (wanted !== version) setAsked({ eventId, version });
      else if (resynced.current !== pair) {
        resynced.current = pair;
        resync();
      }
      return;
    }
    applyStatus(built, status.data, pending.current);
    if (applySeatChanges(built, early.current.splice(0), pending.current).stale) resync();
    rememberLayoutVersion(eventId, version);
    setModel(built);
    bump();
    onStatusApplied(built);
  }, [
    built,
    status.data,
    layout.isFetching,
    wanted,
    eventId,
    resync,
    pending,
    bump,
    onStatusApplied,
  ]);

  const shown = model?.eventId === eventId ? model : null;
  const onChanges = useCallback(
    (changes: SeatChange[]) => {
      if (!shown) {
        early.current.push(...changes);
        return;
      }
      const { changed, stale } = applySeatChanges(shown, changes, pending.current);
      if (changed) bump();
      if (stale) resync();
    },
    [shown, pending, bump, resync],
  );

  return { model: shown, failure: status.error ?? layout.error, resync, onChanges };
}
