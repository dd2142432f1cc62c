import { dotLayerFor, paintDots } from './paint-dots';
import { labelFont, paintDrawing, paintDrawingLabels } from './paint-drawing';
import { SEAT_COLORS } from './seat-colors';
import { ACCESS, availableIn, SEAT_RADIUS, type Canvas2D, type PaintModel } from './seat-model';
import type { VenueFeature } from './venue-feature';
import { visibleRect, type Size, type View } from './viewport';

export interface PaintState {
  model: PaintModel;
  feature: VenueFeature;
  view: View;
  size: Size;
  dpr: number;
  pending: ReadonlySet<number>;
  dark: boolean;
}

/** Gives `canvas` a pixel for each device pixel of a box of `size` at `dpr` (a new size clears it). */
export function fitCanvas(canvas: HTMLCanvasElement | OffscreenCanvas, size: Size, dpr: number) {
  const width = Math.round(size.width * dpr);
  const height = Math.round(size.height * dpr);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
}

function hexToRgba(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function paintFeature(ctx: Canvas2D, feature: VenueFeature, dark: boolean) {
  const { x, y, width, height } = feature.rect;
  if (feature.kind === 'stage') {
    ctx.fillStyle = dark ? '#37474f' : '#263238';
    ctx.beginPath();
    ctx.roundRect(x, y, width, height, 12);
    ctx.fill();
    return;
  }
  // A ballpark: the fan of the outfield from home plate (towards the main stands, below).
  ctx.fillStyle = 'rgba(124, 179, 66, 0.28)';
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, 40);
  ctx.fill();
  const homeX = x + width / 2;
  const homeY = y + height * 0.94;
  const radius = Math.min(height * 0.9, width / 1.5);
  ctx.fillStyle = '#7cb342';
  ctx.beginPath();
  ctx.moveTo(homeX, homeY);
  ctx.arc(homeX, homeY, radius, (-3 * Math.PI) / 4, -Math.PI / 4);
  ctx.closePath();
  ctx.fill();
  const base = radius * 0.3;
  const diamond = (r: number, color: string) => {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(homeX, homeY);
    ctx.lineTo(homeX + r, homeY - r);
    ctx.lineTo(homeX, homeY - 2 * r);
    ctx.lineTo(homeX - r, homeY - r);
    ctx.closePath();
    ctx.fill();
  };
  diamond(base * 1.15, '#d7a86e');
  diamond(base * 0.8, '#8bc34a');
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(homeX - radius * Math.SQRT1_2, homeY - radius * Math.SQRT1_2);
  ctx.lineTo(homeX, homeY);
  ctx.lineTo(homeX + radius * Math.SQRT1_2, homeY - radius * Math.SQRT1_2);
  ctx.stroke();
}

function seatShape(path: Path2D, x: number, y: number, r: number, asDot: boolean) {
  if (asDot) {
    path.rect(x - r, y - r, 2 * r, 2 * r);
  } else {
    path.moveTo(x + r, y);
    path.arc(x, y, r, 0, Math.PI * 2);
  }
}

/**
 * Paints zones, tables and every seat in view; one path per colour keeps it fast. With
 * `labels: false` the names are left out and the call answers their paint, for the caller to
 * run later over the same picture (use-map-view.ts: a map's first frame).
 */
export function paintSeatMap(
  ctx: Canvas2D,
  state: PaintState,
  { labels = true } = {},
): (() => void) | undefined {
  const { model, view, size, dpr, pending, dark } = state;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.tx, dpr * view.ty);

  const plan = state.feature.kind === 'plan';
  // Each general-admission section's places left, counted once a paint (areas and words).
  const left = new Map(
    plan
      ? model.zones.flatMap((z) =>
          z.general && z.section ? [[z.section, availableIn(model, z)] as const] : [],
        )
      : [],
  );
  if (plan) {
    // A general-admission area with no place left is painted as not on sale (grey, dashed).
    const colors = new Map(
      model.zones.flatMap((z) =>
        z.section && left.get(z.section) !== 0 ? [[z.section, z.color]] : [],
      ),
    );
    paintDrawing(ctx, model.drawing, (s) => colors.get(s), view.scale, dark);
  } else paintFeature(ctx, state.feature, dark);
  const seen = visibleRect(view, size, 0.02);
  const pixelRadius = SEAT_RADIUS * view.scale;
  const asDot = pixelRadius < 1.6;
  // Seats a few pixels across are written as pixels after the zones (paint-dots.ts).
  const dots = asDot ? dotLayerFor(ctx.canvas) : null;
  const checkPending = pending.size > 0;
  const held = new Path2D();
  const sold = new Path2D();
  const mine = new Path2D();
  const busy = new Path2D();
  const accessible = new Path2D();
  const companion = new Path2D();

  for (const zone of model.zones) {
    const r = zone.rect;
    // General admission is its drawn area: its places have no seat to paint.
    if (zone.general) continue;
    if (
      r.x > seen.x + seen.width ||
      r.x + r.width < seen.x ||
      r.y > seen.y + seen.height ||
      r.y + r.height < seen.y
    ) {
      continue;
    }
    // A plan draws its own table tops and no box around a section: only what was designed
    // (a zone added by hand to the event keeps its box).
    if (!plan || !zone.section) {
      ctx.fillStyle = hexToRgba(zone.color, dark ? 0.16 : 0.09);
      ctx.strokeStyle = hexToRgba(zone.color, 0.45);
      ctx.lineWidth = 1.5 / view.scale;
      ctx.beginPath();
      ctx.roundRect(r.x - 4, r.y - 4, r.width + 8, r.height + 8, 8);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = hexToRgba(zone.color, 0.22);
      for (const t of zone.tables) {
        ctx.beginPath();
        ctx.arc(t.x, t.y, t.radius, 0, Math.PI * 2);
        ctx.fill();
      }
    }

    if (dots) continue;
    const available = new Path2D();
    const x0 = seen.x - SEAT_RADIUS;
    const x1 = seen.x + seen.width + SEAT_RADIUS;
    const y0 = seen.y - SEAT_RADIUS;
    const y1 = seen.y + seen.height + SEAT_RADIUS;
    for (let i = zone.first; i < zone.last; i++) {
      const x = model.x[i];
      const y = model.y[i];
      if (x < x0 || x > x1 || y < y0 || y > y1) continue;
      const status = model.status[i];
      if (checkPending && pending.has(i)) seatShape(busy, x, y, SEAT_RADIUS, asDot);
      else if (status === 0) seatShape(available, x, y, SEAT_RADIUS, asDot);
      else if (status === 1) seatShape(held, x, y, SEAT_RADIUS, asDot);
      else if (status === 2) seatShape(sold, x, y, SEAT_RADIUS * 0.7, asDot);
      else seatShape(mine, x, y, SEAT_RADIUS, asDot);
      if (model.access[i] === ACCESS.accessible)
        seatShape(accessible, x, y, SEAT_RADIUS + 1.5, false);
      else if (model.access[i] === ACCESS.companion)
        seatShape(companion, x, y, SEAT_RADIUS + 1.5, false);
    }
    ctx.fillStyle = zone.color;
    ctx.fill(available);
  }
  if (dots) paintDots(ctx, dots, model, view, dpr, pending);
  ctx.fillStyle = SEAT_COLORS.held;
  ctx.fill(held);
  ctx.fillStyle = SEAT_COLORS.sold;
  ctx.fill(sold);
  ctx.fillStyle = SEAT_COLORS.pending;
  ctx.fill(busy);
  ctx.fillStyle = SEAT_COLORS.mine;
  ctx.fill(mine);
  if (pixelRadius >= 3) {
    ctx.strokeStyle = dark ? '#e8f5e9' : '#14532d';
    ctx.lineWidth = 1.2 / view.scale;
    ctx.stroke(mine);
    ctx.strokeStyle = SEAT_COLORS.access;
    ctx.lineWidth = 2.4 / view.scale;
    ctx.stroke(accessible);
    ctx.lineWidth = 1.2 / view.scale;
    ctx.stroke(companion);
  }
  if (!labels) return () => paintLabels(ctx, state, left);
  paintLabels(ctx, state, left);
}

/** Text in screen pixels, so it stays crisp at any zoom. */
function paintLabels(ctx: Canvas2D, state: PaintState, left: ReadonlyMap<string, number>) {
  const { model, view, dpr, dark, feature } = state;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const sx = (x: number) => x * view.scale + view.tx;
  const sy = (y: number) => y * view.scale + view.ty;
  const text = dark ? '#eceff1' : '#263238';
  const f = feature.rect;
  if (feature.kind === 'plan') {
    // A general-admission area on sale says how many places are left, not its capacity.
    paintDrawingLabels(ctx, model.drawing, view, dark, (section) => {
      const n = left.get(section);
      return n === undefined
        ? undefined
        : n
          ? `${n.toLocaleString('es-VE')} disponibles`
          : 'Agotado';
    });
  } else {
    const featureFont = Math.max(10, Math.min(22, f.height * view.scale * 0.28));
    ctx.font = labelFont(700, featureFont);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = feature.kind === 'stage' ? '#ffffff' : 'rgba(255,255,255,0.85)';
    const labelY = feature.kind === 'field' ? f.y + f.height * 0.12 : f.y + f.height / 2;
    ctx.fillText(feature.label, sx(f.x + f.width / 2), sy(labelY));
  }

  ctx.textAlign = 'left';
  ctx.textBaseline = 'bottom';
  ctx.font = labelFont(700, view.scale > 0.6 ? 14 : 12);
  // A halo keeps a zone's name legible where it crosses a neighbour at low zoom.
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = dark ? 'rgba(0, 0, 0, 0.75)' : 'rgba(255, 255, 255, 0.9)';
  // Zoomed out (a phone's overview), names fit their zone's width or are shortened, and one
  // that would cross a name already drawn is left out; the larger zones are named first.
  const fontPx = view.scale > 0.6 ? 14 : 12;
  const drawn: { x: number; y: number; w: number }[] = [];
  const bySize = [...model.zones].sort(
    (a, b) => b.rect.width * b.rect.height - a.rect.width * a.rect.height,
  );
  for (const zone of bySize) {
    const x = sx(zone.rect.x);
    const y = sy(zone.rect.y) - 7;
    const label = fitText(ctx, zone.name, Math.max(zone.rect.width * view.scale, 48));
    if (!label) continue;
    const w = ctx.measureText(label).width;
    if (drawn.some((d) => x < d.x + d.w + 6 && d.x < x + w + 6 && Math.abs(d.y - y) < fontPx + 2))
      continue;
    drawn.push({ x, y, w });
    ctx.strokeText(label, x, y);
    ctx.fillStyle = dark ? text : zone.color;
    ctx.fillText(label, x, y);
  }

  const pitch = 10 * view.scale;
  if (pitch >= 11) {
    ctx.font = labelFont(600, Math.min(13, pitch * 0.8));
    ctx.fillStyle = text;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (const zone of model.zones) {
      if (zone.layout === 'TABLES') continue;
      for (const row of zone.rows) {
        // Left of the row's left end: seat 1 is the right end of a row numbered right to left.
        const first = row.seats[0];
        const last = row.seats[row.seats.length - 1];
        const end = model.x[last] < model.x[first] ? last : first;
        ctx.fillText(row.label, sx(model.x[end] - SEAT_RADIUS - 3), sy(model.y[end]));
      }
    }
  }
  if (view.scale >= 0.9) {
    ctx.font = labelFont(600, Math.min(13, 10 * view.scale));
    ctx.fillStyle = text;
    ctx.textAlign = 'center';
    for (const zone of model.zones) {
      for (const t of zone.tables) ctx.fillText(t.name.replace('Mesa ', 'M'), sx(t.x), sy(t.y));
    }
  }
}

/** `text` as it fits in `width` pixels: whole, shortened with "…", or '' when not even 3 letters fit. */
function fitText(ctx: Canvas2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  for (let n = text.length - 1; n >= 3; n--) {
    const short = `${text.slice(0, n).trimEnd()}…`;
    if (ctx.measureText(short).width <= width) return short;
  }
  return '';
}
