/// <reference lib="webworker" />
/**
 * The seat map painted off the page's thread (issue 28, decision 059): the page's canvas is
 * handed over (`transferControlToOffscreen`) and this worker draws every frame of it, so the
 * page's thread neither builds the picture of 20,400 seats nor copies the canvas for the
 * compositor. The page sends the model once and a frame's state (view, size, statuses,
 * pending seats) when it changes; frames are painted at most once per animation frame, the
 * latest state winning.
 */
import { fitCanvas, paintSeatMap } from './paint-seat-map';
import type { PainterMessage, PaintFrame } from './map-painter';
import type { Canvas2D, PaintModel } from './seat-model';

declare const self: DedicatedWorkerGlobalScope;

let context: Canvas2D | null = null;
let model: PaintModel | null = null;
/** The model has not been painted yet: the page is told when it is (its map is ready). */
let fresh = false;
let next: PaintFrame | null = null;
let scheduled = false;

const nextFrame: (run: () => void) => void =
  typeof self.requestAnimationFrame === 'function'
    ? (run) => self.requestAnimationFrame(run)
    : (run) => setTimeout(run, 0);

function draw() {
  scheduled = false;
  const frame = next;
  if (!context || !model || !frame) return;
  next = null;
  fitCanvas(context.canvas, frame.size, frame.dpr);
  paintSeatMap(context, {
    model,
    feature: frame.feature,
    view: frame.view,
    size: frame.size,
    dpr: frame.dpr,
    pending: new Set(frame.pending),
    dark: frame.dark,
  });
  if (fresh) {
    fresh = false;
    // Said once the frame is on the screen: a worker's canvas is committed when its frame ends.
    nextFrame(() => self.postMessage({ painted: true }));
  }
}

self.onmessage = (event: MessageEvent<PainterMessage>) => {
  const message = event.data;
  if ('canvas' in message) {
    context = message.canvas.getContext('2d');
    // An error here is the page's cue to paint the map itself (map-painter.ts).
    if (!context) throw new Error('El lienzo del mapa no tiene contexto 2D en el worker');
  } else if ('model' in message) {
    model = message.model;
    fresh = true;
  } else {
    if (message.frame.status && model) model.status = message.frame.status;
    next = message.frame;
    if (!scheduled) {
      scheduled = true;
      nextFrame(draw);
    }
  }
};
