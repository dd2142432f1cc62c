import type { Box } from './plan-edit';

/** How the canvas shows the map: screen = map × scale + (tx, ty). */
export interface View {
  tx: number;
  ty: number;
  scale: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 8;
const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The view that shows `box` whole and centred in a canvas of width × height (with a margin). */
export function fitView(box: Box | null, width: number, height: number): View {
  const b = box ?? { minX: -200, minY: -150, maxX: 200, maxY: 150 };
  const margin = 40;
  const scale = clampScale(
    Math.min(
      (width - 2 * margin) / Math.max(b.maxX - b.minX, 1),
      (height - 2 * margin) / Math.max(b.maxY - b.minY, 1),
    ),
  );
  return {
    scale,
    tx: width / 2 - ((b.minX + b.maxX) / 2) * scale,
    ty: height / 2 - ((b.minY + b.maxY) / 2) * scale,
  };
}

/** Zooms by `factor` keeping the screen point (sx, sy) over the same map point. */
export function zoomAt(view: View, factor: number, sx: number, sy: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, tx: sx - (sx - view.tx) * k, ty: sy - (sy - view.ty) * k };
}
