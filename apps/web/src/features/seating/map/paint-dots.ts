import { SEAT_COLORS } from './seat-colors';
import { SEAT_RADIUS, type Canvas2D, type PaintModel } from './seat-model';
import type { View } from './viewport';

/**
 * Seats as dots written straight into pixels (issue 28, docs/decisions/054). In the overview a
 * seat is a square of a few device pixels; 20,400 of them as canvas paths cost a phone slowed
 * 4× about 100 ms in one frame (building the paths, then rastering them in the frame's
 * commit). Here a dot is a few writes into a typed array and the canvas receives one bitmap.
 */

/** A seat's colour by its state: available seats take their zone's. */
export interface DotColors {
  zones: Uint32Array;
  held: number;
  sold: number;
  mine: number;
  pending: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([0x0a0b0c0d]).buffer)[0] === 0x0d;

/** `#rrggbb` as one opaque pixel of an ImageData seen through a Uint32Array. */
export function packColor(hex: string): number {
  const n = parseInt(hex.slice(1, 7), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return LITTLE_ENDIAN
    ? ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0
    : ((r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
}

/** The side of a seat's dot in device pixels at `scale` (a sold seat is drawn smaller). */
export function dotSide(scale: number, dpr: number, sold = false): number {
  return Math.max(1, Math.round(2 * SEAT_RADIUS * (sold ? 0.7 : 1) * scale * dpr));
}

/**
 * Writes every drawn seat of `model` as a square dot into `pixels` (width × height device
 * pixels, cleared first), at `view` × `dpr`; dots cut by an edge keep their part inside.
 * General-admission places have no seat to paint (decision 052).
 */
export function writeDots(
  pixels: Uint32Array,
  width: number,
  height: number,
  model: PaintModel,
  view: View,
  dpr: number,
  pending: ReadonlySet<number>,
  colors: DotColors,
): void {
  pixels.fill(0);
  const k = view.scale * dpr;
  const side = dotSide(view.scale, dpr);
  const soldSide = dotSide(view.scale, dpr, true);
  const checkPending = pending.size > 0;
  for (let z = 0; z < model.zones.length; z++) {
    const zone = model.zones[z];
    if (zone.general) continue;
    for (let i = zone.first; i < zone.last; i++) {
      const status = model.status[i];
      let color: number;
      let s = side;
      if (checkPending && pending.has(i)) color = colors.pending;
      else if (status === 0) color = colors.zones[z];
      else if (status === 1) color = colors.held;
      else if (status === 2) {
        color = colors.sold;
        s = soldSide;
      } else color = colors.mine;
      const left = Math.round(model.x[i] * k + view.tx * dpr - s / 2);
      const top = Math.round(model.y[i] * k + view.ty * dpr - s / 2);
      const x0 = Math.max(0, left);
      const x1 = Math.min(width, left + s);
      const y1 = Math.min(height, top + s);
      if (x0 >= x1) continue;
      for (let y = Math.max(0, top); y < y1; y++)
        pixels.fill(color, y * width + x0, y * width + x1);
    }
  }
}

export interface DotLayer {
  image: ImageData;
  pixels: Uint32Array;
  canvas: OffscreenCanvas | HTMLCanvasElement;
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
}

/** One layer per map canvas, remade when the canvas changes size. */
const layers = new WeakMap<HTMLCanvasElement | OffscreenCanvas, DotLayer>();

/** The pixels the dots of `target` are written into; null without a 2D context for them. */
export function dotLayerFor(target: HTMLCanvasElement | OffscreenCanvas): DotLayer | null {
  const { width, height } = target;
  const known = layers.get(target);
  if (known && known.image.width === width && known.image.height === height) return known;
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as DotLayer['context'] | null;
  if (!context) return null;
  const image = context.createImageData(width, height);
  const layer = { image, pixels: new Uint32Array(image.data.buffer), canvas, context };
  layers.set(target, layer);
  return layer;
}

/** Paints the seats of `model` as dots over what `ctx` holds (its transform left as the identity). */
export function paintDots(
  ctx: Canvas2D,
  layer: DotLayer,
  model: PaintModel,
  view: View,
  dpr: number,
  pending: ReadonlySet<number>,
): void {
  const { width, height } = layer.image;
  writeDots(layer.pixels, width, height, model, view, dpr, pending, dotColors(model));
  layer.context.putImageData(layer.image, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer.canvas, 0, 0);
}

const colorsByModel = new WeakMap<PaintModel, DotColors>();

/** The dots' colours of `model` (its zones' and the states' of SEAT_COLORS), packed once. */
function dotColors(model: PaintModel): DotColors {
  let colors = colorsByModel.get(model);
  if (!colors) {
    colors = {
      zones: Uint32Array.from(model.zones, (z) => packColor(z.color)),
      held: packColor(SEAT_COLORS.held),
      sold: packColor(SEAT_COLORS.sold),
      mine: packColor(SEAT_COLORS.mine),
      pending: packColor(SEAT_COLORS.pending),
    };
    colorsByModel.set(model, colors);
  }
  return colors;
}
