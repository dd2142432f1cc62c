import { SEAT_RADIUS, type Rect, type SeatModel } from './seat-model';
import { fitView, visibleRect, zoomAt, type Size, type View } from './viewport';

/**
 * The overlay of focusable seats holds at most this many buttons; above it (a whole
 * stadium in view) the map shows zones to zoom into instead. Measured in
 * bench/seat-map-render.mjs: ~3,000 buttons re-cull in well under a frame budget.
 */
export const SEAT_BUDGET = 3000;

/** Seat indices inside `rect`, in model order (zone by zone); stops after `limit`. */
export function seatsIn(model: SeatModel, rect: Rect, limit = Infinity): number[] {
  const out: number[] = [];
  const x1 = rect.x + rect.width;
  const y1 = rect.y + rect.height;
  for (const zone of model.zones) {
    // General admission's places are not buttons: its area is (seat-overlay.tsx).
    if (zone.general) continue;
    const r = zone.rect;
    if (r.x > x1 || r.x + r.width < rect.x || r.y > y1 || r.y + r.height < rect.y) continue;
    for (let i = zone.first; i < zone.last; i++) {
      const x = model.x[i];
      const y = model.y[i];
      if (x < rect.x || x > x1 || y < rect.y || y > y1) continue;
      out.push(i);
      if (out.length > limit) return out;
    }
  }
  return out;
}

/** The smallest target a finger is given (WCAG 2.5.8: 24 × 24 CSS px). */
export const MIN_TARGET_PX = 24;
/**
 * A phone (a viewport under 640 px) or a screen that can be touched: its seats are
 * touched, not clicked. The viewport, not the map's box: the box office's map on a
 * desktop beside the menu is narrow too, and is used with a mouse.
 */
function touchable(): boolean {
  return (
    typeof matchMedia === 'function' &&
    matchMedia('(max-width: 639px), (any-pointer: coarse)').matches
  );
}

/**
 * The least scale at which seats are buttons: on a phone or a touch screen a seat's button
 * (2 × SEAT_RADIUS map units) must be MIN_TARGET_PX across, so the overview offers zones
 * until then; a mouse points finely enough at any scale (decision 024).
 */
export function seatButtonScale(): number {
  return touchable() ? MIN_TARGET_PX / (2 * SEAT_RADIUS) : 0;
}

/** True when the seats on screen are few enough to be buttons, and big enough to touch. */
export function showsSeats(model: SeatModel, view: View, size: Size): boolean {
  return (
    view.scale >= seatButtonScale() &&
    seatsIn(model, visibleRect(view, size), SEAT_BUDGET).length <= SEAT_BUDGET
  );
}

/** A view of `rect` close enough that its seats become buttons (zooming into its middle). */
export function viewForDetail(model: SeatModel, rect: Rect, size: Size, padding = 24): View {
  let view = fitView(rect, size, padding);
  for (let step = 0; step < 12 && !showsSeats(model, view, size); step++) {
    const cx = (rect.x + rect.width / 2) * view.scale + view.tx;
    const cy = (rect.y + rect.height / 2) * view.scale + view.ty;
    view = zoomAt(view, 1.3, cx, cy, 0);
  }
  return view;
}
