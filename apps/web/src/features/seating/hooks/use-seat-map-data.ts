import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { rememberedLayoutVersion, rememberLayoutVersion } from '../api/layout-versions';
import { resyncSeatStatus, seatLayoutQuery, seatStatusQuery } from '../api/seat-map-api';
import { applySeatChanges, applyStatus } from '../map/apply-changes';
import { buildSeatModelOffThread } from '../map/build-seat-model';
import type { SeatModel } from '../map/seat-model';
import type { SeatChange } from './use-seat-stream';
import { useStartedQuery } from '../../../lib/use-started-query';

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
  const status = useStartedQuery({ ...seatStatusQuery(eventId), enabled: !!eventId });
  const [asked, setAsked] = useState({ eventId: '', version: '' });
  const remembered = useMemo(() => rememberedLayoutVersion(eventId), [eventId]);
  const wanted = asked.eventId === eventId ? asked.version : remembered;
  const layout = useStartedQuery({
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
    // The map's arrival is a transition: React renders it in slices of a few milliseconds, and
    // a phone answers a tap between them (issue 28: one 60-90 ms task at phone speed).
    const arrived = (result: { model?: SeatModel; error?: Error }) => {
      if (!wanted.signal.aborted) startTransition(() => setMade({ from, ...result }));
    };
    buildSeatModelOffThread(from, wanted.signal).then(
      (model) => arrived({ model }),
      (error: Error) => arrived({ error }),
    );
    return () => wanted.abort();
  }, [layout.data]);
  // An unreadable layout fails as it did when the model was built while rendering.
  if (made?.error && made.from === layout.data) throw made.error;
  const built = made && made.from === layout.data ? (made.model ?? null) : null;
  const [model, setModel] = useState<SeatModel | null>(null);
  /** Stream changes that arrive before the first model: applied to it. */
  const early = useRef<SeatChange[]>([]);
  /**
   * The model whose statuses were applied: the stream's changes go to it from then on, even
   * while the transition that shows it has not committed yet.
   */
  const applied = useRef<SeatModel | null>(null);
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
    if (applied.current === built) {
      // Statuses read again for the map on the screen: repainted at once.
      bump();
    } else {
      applied.current = built;
      // A new map is not mounted in this commit (a layout effect's update is rendered before
      // the browser's next turn) but in a transition of its own (decision 061).
      startTransition(() => {
        setModel(built);
        bump();
      });
    }
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
      const target = applied.current?.eventId === eventId ? applied.current : null;
      if (!target) {
        early.current.push(...changes);
        return;
      }
      const { changed, stale } = applySeatChanges(target, changes, pending.current);
      if (changed) bump();
      if (stale) resync();
    },
    [eventId, pending, bump, resync],
  );

  return { model: shown, failure: status.error ?? layout.error, resync, onChanges };
}
