import { drawingBounds } from './paint-drawing';
import type { Rect, SeatModel } from './seat-model';

/**
 * What the seats face: a concert's stage or a ballpark's field, derived for zones drawn by
 * hand; for a venue plan, what the promoter drew (`plan`: the model's drawing is painted).
 */
export interface VenueFeature {
  kind: 'stage' | 'field' | 'plan';
  label: string;
  rect: Rect;
}

/** The widest horizontal band with no zone in it, between zones (a field the stands ring). */
function innerGap(model: SeatModel): { top: number; bottom: number } | null {
  const spans = model.zones
    .map((z) => [z.rect.y, z.rect.y + z.rect.height] as const)
    .sort((a, b) => a[0] - b[0]);
  let best: { top: number; bottom: number } | null = null;
  let reach = spans[0]?.[1] ?? 0;
  for (const [top, bottom] of spans.slice(1)) {
    if (top > reach && (!best || top - reach > best.bottom - best.top)) {
      best = { top: reach, bottom: top };
    }
    reach = Math.max(reach, bottom);
  }
  return best;
}

export function venueFeature(model: SeatModel, category: string | undefined): VenueFeature {
  const b = model.bounds;
  if (model.drawing.length)
    return { kind: 'plan', label: '', rect: drawingBounds(model.drawing) ?? b };
  if (category === 'DEPORTE') {
    const gap = innerGap(model);
    if (gap && gap.bottom - gap.top > 150) {
      const inset = (gap.bottom - gap.top) * 0.08;
      return {
        kind: 'field',
        label: 'TERRENO DE JUEGO',
        rect: {
          x: b.x + b.width * 0.12,
          y: gap.top + inset,
          width: b.width * 0.76,
          height: gap.bottom - gap.top - 2 * inset,
        },
      };
    }
    return {
      kind: 'field',
      label: 'TERRENO DE JUEGO',
      rect: { x: b.x + b.width * 0.1, y: b.y - 110, width: b.width * 0.8, height: 90 },
    };
  }
  return {
    kind: 'stage',
    label: 'ESCENARIO',
    rect: { x: b.x + b.width * 0.2, y: b.y - 90, width: b.width * 0.6, height: 60 },
  };
}
