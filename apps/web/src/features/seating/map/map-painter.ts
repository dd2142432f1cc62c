import type { PaintState } from './paint-seat-map';
import type { PaintModel, SeatModel } from './seat-model';
import type { Size, View } from './viewport';
import type { VenueFeature } from './venue-feature';

/** A frame's state as the painter's worker receives it (paint.worker.ts). */
export interface PaintFrame {
  view: View;
  size: Size;
  dpr: number;
  pending: number[];
  dark: boolean;
  feature: VenueFeature;
  /** The seats' statuses, when they changed since the last frame sent. */
  status?: Uint8Array;
}

export type PainterMessage =
  { canvas: OffscreenCanvas } | { model: PaintModel } | { frame: PaintFrame };

/** The map's canvas painted by a worker (decision 059). */
export interface MapPainter {
  /** Paints `state` in the worker's next frame; `version` counts the model's status changes. */
  paint(state: Omit<PaintState, 'model'> & { model: SeatModel }, version: number): void;
  /** The worker is no longer needed (its canvas left the page). */
  stop(): void;
}

/** Canvases given to a worker: the page can no longer draw on them, even once it has failed. */
const handedOver = new WeakSet<HTMLCanvasElement>();

export const isHandedOver = (canvas: HTMLCanvasElement) => handedOver.has(canvas);

/** This browser can hand a canvas to a worker (not Node's tests, not an old Safari). */
export function canPaintOffThread(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/**
 * What the worker paints of a model: positions, statuses, access marks, zones and the plan's
 * drawing. A row keeps only its two ends, which is all the painter reads of it (its label's
 * place); the ids, names and tables' seats stay on the page.
 */
function paintModelOf(model: SeatModel): PaintModel {
  return {
    zones: model.zones.map((zone) => ({
      ...zone,
      rows: zone.rows.map((row) => ({
        label: row.label,
        seats: [row.seats[0], row.seats[row.seats.length - 1]],
      })),
    })),
    x: model.x,
    y: model.y,
    status: model.status.slice(),
    access: model.access,
    drawing: model.drawing,
  };
}

/**
 * Hands `canvas` to a new painter worker. `painted`: a model's first frame is on the screen;
 * `failed`: the worker could not start or crashed (the canvas is lost to the page: the caller
 * puts a new one in its place and paints it itself). Null when no worker could be made or the
 * canvas could not be handed over (the canvas is then still the page's).
 */
export function startMapPainter(
  canvas: HTMLCanvasElement,
  painted: () => void,
  failed: () => void,
): MapPainter | null {
  let worker: Worker | undefined;
  let offscreen: OffscreenCanvas;
  try {
    worker = new Worker(new URL('./paint.worker.ts', import.meta.url), { type: 'module' });
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    worker?.terminate();
    return null;
  }
  handedOver.add(canvas);
  const fail = (event: Event) => {
    event.preventDefault();
    worker.terminate();
    failed();
  };
  worker.onerror = fail;
  worker.onmessageerror = fail;
  worker.onmessage = () => painted();
  worker.postMessage({ canvas: offscreen } satisfies PainterMessage, [offscreen]);
  let sentModel: SeatModel | null = null;
  let sentVersion = -1;
  return {
    paint({ model, feature, view, size, dpr, pending, dark }, version) {
      const changed = model !== sentModel;
      if (changed) {
        sentModel = model;
        worker.postMessage({ model: paintModelOf(model) } satisfies PainterMessage);
      }
      const frame: PaintFrame = { view, size, dpr, pending: [...pending], dark, feature };
      if (!changed && version !== sentVersion) frame.status = model.status.slice();
      sentVersion = version;
      worker.postMessage(
        { frame } satisfies PainterMessage,
        frame.status ? [frame.status.buffer] : [],
      );
    },
    stop: () => worker.terminate(),
  };
}
