import type { Rect } from './seat-model';

/** Screen = map × scale + translation (CSS pixels of the map's box). */
export interface View {
  scale: number;
  tx: number;
  ty: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The most a seat (radius 4 map units) is magnified: ~40 px across. */
export const MAX_SCALE = 5;

export function fitView(rect: Rect, size: Size, padding = 24): View {
  const scale = Math.min(
    (size.width - 2 * padding) / rect.width,
    (size.height - 2 * padding) / rect.height,
    MAX_SCALE,
  );
  return {
    scale,
    tx: (size.width - rect.width * scale) / 2 - rect.x * scale,
    ty: (size.height - rect.height * scale) / 2 - rect.y * scale,
  };
}

/** Keeps at least a margin of the content on screen, so the map cannot be lost. */
export function clampView(view: View, content: Rect, size: Size): View {
  const margin = 60;
  const left = content.x * view.scale + view.tx;
  const right = (content.x + content.width) * view.scale + view.tx;
  const top = content.y * view.scale + view.ty;
  const bottom = (content.y + content.height) * view.scale + view.ty;
  let { tx, ty } = view;
  if (right < margin) tx += margin - right;
  if (left > size.width - margin) tx -= left - (size.width - margin);
  if (bottom < margin) ty += margin - bottom;
  if (top > size.height - margin) ty -= top - (size.height - margin);
  return { scale: view.scale, tx, ty };
}

/** Zooms by `factor` keeping the screen point (px, py) still. */
export function zoomAt(view: View, factor: number, px: number, py: number, minScale: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(minScale, view.scale * factor));
  const k = scale / view.scale;
  return { scale, tx: px - (px - view.tx) * k, ty: py - (py - view.ty) * k };
}

/** The map rectangle on screen, grown by `margin` (a fraction of its size) on each side. */
export function visibleRect(view: View, size: Size, margin = 0): Rect {
  const width = size.width / view.scale;
  const height = size.height / view.scale;
  return {
    x: -view.tx / view.scale - width * margin,
    y: -view.ty / view.scale - height * margin,
    width: width * (1 + 2 * margin),
    height: height * (1 + 2 * margin),
  };
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** Centres the map point (x, y) on screen at the current scale. */
export function centreOn(view: View, x: number, y: number, size: Size): View {
  return {
    scale: view.scale,
    tx: size.width / 2 - x * view.scale,
    ty: size.height / 2 - y * view.scale,
  };
}
