import type { SeatModel } from './seat-model';

export type Direction = 'left' | 'right' | 'up' | 'down';

const KEYS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export function directionOf(key: string): Direction | undefined {
  return KEYS[key];
}

/**
 * The nearest seat in a direction (a 45° cone), preferring the same zone: arrow keys
 * walk a row with left/right and change rows with up/down, wherever the seats are.
 */
export function nextSeat(model: SeatModel, from: number, direction: Direction): number | null {
  const zone = model.zones[model.zoneOf[from]];
  return (
    search(model, from, direction, zone.first, zone.last) ??
    search(model, from, direction, 0, model.x.length)
  );
}

function search(model: SeatModel, from: number, direction: Direction, first: number, last: number) {
  const fx = model.x[from];
  const fy = model.y[from];
  let best: number | null = null;
  let bestScore = Infinity;
  for (let i = first; i < last; i++) {
    if (i === from || model.zones[model.zoneOf[i]].general) continue;
    const dx = model.x[i] - fx;
    const dy = model.y[i] - fy;
    const along =
      direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const across = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    if (along <= 0 || across > along) continue;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
