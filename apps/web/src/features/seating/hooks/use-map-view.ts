import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useLayoutConfig } from '../../../lib/layout-config';
import {
  canPaintOffThread,
  isHandedOver,
  startMapPainter,
  type MapPainter,
} from '../map/map-painter';
import { fitCanvas, paintSeatMap, type PaintState } from '../map/paint-seat-map';
import { unionRect, type SeatModel } from '../map/seat-model';
import { venueFeature } from '../map/venue-feature';
import { clampView, fitView, type Size, type View } from '../map/viewport';

/** After the last move of a gesture, the overlay re-culls its buttons. */
const SETTLE_MS = 150;

/** Maps are painted by a worker where the browser can (decision 059), until one fails. */
let offThread = canPaintOffThread();

interface MapViewRefs {
  box: RefObject<HTMLDivElement | null>;
  canvas: RefObject<HTMLCanvasElement | null>;
  layer: RefObject<HTMLDivElement | null>;
}

/**
 * The view of the map (scale and translation) and its paint loop: at most one canvas
 * paint per animation frame, the overlay layer moved by a CSS transform in the same
 * frame, and a `settled` view (state) for the overlay once a gesture pauses. The canvas is
 * painted by a worker where the browser can hand it over (decision 059); `canvasKey` changes
 * when that worker failed, for a new canvas painted here.
 */
export function useMapView(
  refs: MapViewRefs,
  model: SeatModel,
  category: string | undefined,
  pending: ReadonlySet<number>,
  version: number,
  size: Size,
) {
  const dark = useLayoutConfig().colorScheme === 'dark';
  const feature = useMemo(() => venueFeature(model, category), [model, category]);
  const content = useMemo(() => unionRect(model.bounds, feature.rect), [model, feature]);
  const viewRef = useRef<View | null>(null);
  const [settled, setSettled] = useState<View | null>(null);
  const frame = useRef(0);
  const labelFrame = useRef(0);
  /** The model of the last paint: a new one's first frame leaves its names to the next. */
  const painted = useRef<PaintState['model'] | null>(null);
  const settleTimer = useRef(0);
  const inputs = useRef({ model, feature, pending, dark, size, content, version });
  useLayoutEffect(() => {
    inputs.current = { model, feature, pending, dark, size, content, version };
  });
  /** The worker painting the canvas, and the timer that stops it once the map has gone. */
  const painter = useRef<{ canvas: HTMLCanvasElement; worker: MapPainter; stop: number } | null>(
    null,
  );
  const [canvasKey, setCanvasKey] = useState(0);

  /** The page's own paint, where no worker can paint. */
  const paintHere = useCallback((canvas: HTMLCanvasElement, state: PaintState) => {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    fitCanvas(canvas, state.size, state.dpr);
    // A map's first frame is its heaviest (every seat, the glyphs of every label's size for the
    // first time): its names follow in the next frame, so neither is a long task (issue 28).
    const first = painted.current !== state.model;
    painted.current = state.model;
    const labels = paintSeatMap(ctx, state, { labels: !first });
    if (labels) {
      labelFrame.current = requestAnimationFrame(() => {
        labelFrame.current = 0;
        labels();
      });
    }
  }, []);

  const paint = useCallback(() => {
    frame.current = 0;
    cancelAnimationFrame(labelFrame.current);
    labelFrame.current = 0;
    const view = viewRef.current;
    const canvas = refs.canvas.current;
    const { size: box, content: _content, version: changes, ...rest } = inputs.current;
    if (!view || !canvas || box.width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    const worker = offThread ? painterOf(canvas) : null;
    if (worker) worker.paint({ ...rest, view, size: box, dpr }, changes);
    // A canvas whose worker failed waits for the new one that takes its place.
    else if (isHandedOver(canvas)) return;
    else paintHere(canvas, { ...rest, view, size: box, dpr });
    const layer = refs.layer.current;
    if (layer) {
      layer.style.transform = `translate(${view.tx}px, ${view.ty}px) scale(${view.scale})`;
      // The focus ring of a seat keeps its width on screen at any zoom (seating.css).
      layer.style.setProperty('--map-scale', String(view.scale));
    }
    if (!worker) markDrawn();

    /** The map is on the screen: for the page's checks, and no longer busy (seat-map.tsx). */
    function markDrawn() {
      refs.box.current?.setAttribute('data-map-ready', 'true');
      refs.box.current?.removeAttribute('aria-busy');
    }

    function painterOf(canvas: HTMLCanvasElement): MapPainter | null {
      if (painter.current?.canvas === canvas) return painter.current.worker;
      const worker = startMapPainter(canvas, markDrawn, () => {
        // A canvas handed over cannot be drawn here: a new one takes its place.
        offThread = false;
        painter.current = null;
        setCanvasKey((key) => key + 1);
      });
      painter.current = worker ? { canvas, worker, stop: 0 } : null;
      if (!worker) offThread = false;
      return worker;
    }
  }, [refs, paintHere]);

  const schedule = useCallback(() => {
    frame.current ||= requestAnimationFrame(paint);
  }, [paint]);

  const setView = useCallback(
    (view: View, settle: boolean) => {
      const { content: c, size: box } = inputs.current;
      viewRef.current = clampView(view, c, box);
      schedule();
      window.clearTimeout(settleTimer.current);
      // While a gesture runs the canvas alone shows the seats: thousands of buttons riding
      // along cost Chromium a full re-layerize per frame (bench/seat-map-render.mjs).
      const el = refs.box.current;
      const done = () => {
        el?.classList.remove('is-moving');
        setSettled(viewRef.current);
      };
      if (settle) done();
      else {
        el?.classList.add('is-moving');
        settleTimer.current = window.setTimeout(done, SETTLE_MS);
      }
    },
    [schedule, refs],
  );

  const minScale = useCallback(() => {
    const { content: c, size: box } = inputs.current;
    return fitView(c, box).scale * 0.8;
  }, []);

  const fit = useCallback(() => {
    if (size.width > 0) setView(fitView(content, size), true);
  }, [content, size, setView]);

  // A new event or a new box size: show the whole venue.
  const fitted = useRef('');
  useLayoutEffect(() => {
    const key = `${model.eventId}:${size.width}x${size.height}`;
    if (size.width === 0 || fitted.current === key) return;
    fitted.current = key;
    fit();
  }, [model.eventId, size, fit]);

  useEffect(schedule, [schedule, version, pending, dark, model, feature, canvasKey]);
  useEffect(() => {
    // A remount at once (StrictMode, a hot reload) keeps the worker: a canvas is handed over once.
    if (painter.current) window.clearTimeout(painter.current.stop);
    return () => {
      const current = painter.current;
      if (!current) return;
      current.stop = window.setTimeout(() => {
        current.worker.stop();
        if (painter.current === current) painter.current = null;
      }, 0);
    };
  }, []);
  useEffect(
    () => () => {
      // Reset too: StrictMode mounts twice, and a stale id would block every later frame.
      cancelAnimationFrame(frame.current);
      cancelAnimationFrame(labelFrame.current);
      frame.current = 0;
      labelFrame.current = 0;
      window.clearTimeout(settleTimer.current);
    },
    [],
  );

  return { viewRef, settled, setView, minScale, fit, canvasKey };
}
