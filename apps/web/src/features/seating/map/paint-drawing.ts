import type { DrawnElement, DrawnShape } from '@tickera/shared/plan-drawing';
import { ROLE_COLORS } from '@tickera/shared/plan-drawing';
import type { Canvas2D, Rect } from './seat-model';

/**
 * What the promoter drew besides seats (decision 049): stages, fields, entrances, aisles,
 * labels, table tops and general-admission areas, painted in map units under the seats, as
 * the designer's canvas shows them. Their words are painted in screen pixels afterwards.
 */
type Drawn = Exclude<DrawnElement, { kind: 'ROWS' }>;

const corners = (width: number, height: number): [number, number][] => [
  [-width / 2, -height / 2],
  [width / 2, -height / 2],
  [width / 2, height / 2],
  [-width / 2, height / 2],
];

/** The element's outline in its own coordinates (before rotation). */
function outlinePoints(e: Drawn): [number, number][] {
  if (e.kind === 'TEXT') {
    const width = e.size * 0.6 * e.text.length;
    return corners(width, e.size);
  }
  if ((e.kind === 'SHAPE' || e.kind === 'AREA') && e.shape === 'POLYGON' && e.points)
    return e.points;
  return corners(e.width, e.kind === 'TABLE' && e.shape === 'ROUND' ? e.width : e.height);
}

/** The box around every drawn element (turned), or null when nothing besides seats is drawn. */
export function drawingBounds(drawing: readonly DrawnElement[]): Rect | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const e of drawing) {
    if (e.kind === 'ROWS') continue;
    const a = (e.rotation * Math.PI) / 180;
    for (const [lx, ly] of outlinePoints(e)) {
      const x = e.x + lx * Math.cos(a) - ly * Math.sin(a);
      const y = e.y + lx * Math.sin(a) + ly * Math.cos(a);
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return x0 === Infinity ? null : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function outlinePath(ctx: Canvas2D, e: Exclude<Drawn, { kind: 'TEXT' }>) {
  ctx.beginPath();
  if (e.kind === 'TABLE' ? e.shape === 'ROUND' : e.shape === 'ELLIPSE') {
    const height = e.kind === 'TABLE' ? e.width : e.height;
    ctx.ellipse(0, 0, e.width / 2, height / 2, 0, 0, Math.PI * 2);
    return;
  }
  outlinePoints(e).forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
}

export const shapeColor = (e: DrawnShape) => e.color ?? ROLE_COLORS[e.role];

/** Outlines in map units; `colorOf(section)` is a section's zone colour (absent: not on sale). */
export function paintDrawing(
  ctx: Canvas2D,
  drawing: readonly DrawnElement[],
  colorOf: (section: string) => string | undefined,
  scale: number,
  dark: boolean,
): void {
  for (const e of drawing) {
    if (e.kind === 'ROWS' || e.kind === 'TEXT') continue;
    ctx.save();
    ctx.translate(e.x, e.y);
    ctx.rotate((e.rotation * Math.PI) / 180);
    outlinePath(ctx, e);
    ctx.lineWidth = 1.5 / scale;
    if (e.kind === 'SHAPE') {
      ctx.globalAlpha = e.role === 'FIELD' ? 0.55 : 0.9;
      ctx.fillStyle = shapeColor(e);
      ctx.fill();
    } else if (e.kind === 'TABLE') {
      ctx.fillStyle = dark ? '#37474f' : '#eceff1';
      ctx.strokeStyle = colorOf(e.section) ?? '#78909c';
      ctx.fill();
      ctx.stroke();
    } else {
      // General admission: its zone's colour when on sale, grey (dashed) while it is not.
      const color = colorOf(e.section);
      ctx.globalAlpha = 0.25;
      ctx.fillStyle = color ?? '#9e9e9e';
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.setLineDash(color ? [] : [6 / scale, 4 / scale]);
      ctx.strokeStyle = color ?? '#78909c';
      ctx.stroke();
    }
    ctx.restore();
  }
}

/**
 * A label's font at a whole number of pixels: the text's glyphs are drawn once per size, so a
 * size that follows the zoom's every fraction (a new one each frame of a pinch) draws them all
 * again each frame (issue 28: 40-55 ms for eight new sizes at 4× slowed CPU).
 */
export function labelFont(weight: number, px: number): string {
  return `${weight} ${Math.floor(px)}px system-ui, sans-serif`;
}

/** The drawing's words (shape labels, free text, areas), in screen pixels: crisp at any zoom. */
export function paintDrawingLabels(
  ctx: Canvas2D,
  drawing: readonly DrawnElement[],
  view: { scale: number; tx: number; ty: number },
  dark: boolean,
  /** An area's words while its section is sold (places left); absent: its label and capacity. */
  areaText: (section: string) => string | undefined = () => undefined,
): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const e of drawing) {
    let text: string | undefined;
    let px: number;
    let white = true;
    if (e.kind === 'TEXT') {
      text = e.text;
      px = e.size * view.scale;
      white = dark;
    } else if (e.kind === 'SHAPE' || e.kind === 'AREA') {
      text =
        e.kind === 'AREA'
          ? (areaText(e.section) ?? `${e.label ?? 'Área general'} · ${e.capacity}`)
          : e.label;
      const box = e.shape === 'POLYGON' && e.points ? drawingBounds([e])! : e;
      px = Math.floor(Math.min(22, box.height * view.scale * 0.35));
      if (text) {
        // Shrunk to fit inside its outline (an ellipse's middle is narrower than its box).
        ctx.font = labelFont(700, px);
        const room = box.width * view.scale * (e.shape === 'RECT' ? 0.9 : 0.7);
        px = Math.min(px, (px * room) / ctx.measureText(text).width);
      }
      white = e.kind === 'SHAPE' || dark;
    } else continue;
    // Too small to read (or no room at all: NaN).
    if (!text || !(px >= 8)) continue;
    ctx.font = labelFont(700, Math.min(px, 28));
    ctx.save();
    ctx.translate(e.x * view.scale + view.tx, e.y * view.scale + view.ty);
    ctx.rotate((e.rotation * Math.PI) / 180);
    // A halo keeps white words legible on a light shape and dark ones on a busy area.
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = white ? 'rgba(0, 0, 0, 0.45)' : 'rgba(255, 255, 255, 0.85)';
    ctx.fillStyle = white ? '#ffffff' : '#263238';
    ctx.strokeText(text, 0, 0);
    ctx.fillText(text, 0, 0);
    ctx.restore();
  }
}

const ROLE_NAMES: Record<DrawnShape['role'], string | null> = {
  STAGE: 'Tarima',
  FIELD: 'Terreno de juego',
  ENTRANCE: 'Entrada',
  AISLE: 'Pasillo',
  OTHER: null,
};

/**
 * The drawing in words, for whoever cannot see the canvas: where the stage, the entrances
 * and the labels are is part of choosing a seat. Null when the plan draws nothing besides seats.
 */
export function describeDrawing(drawing: readonly DrawnElement[]): string | null {
  const parts = drawing.flatMap((e) => {
    if (e.kind === 'TEXT') return [e.text];
    if (e.kind === 'AREA')
      return [`${e.label ? `${e.label}: área` : 'Área'} general para ${e.capacity} personas`];
    if (e.kind === 'SHAPE') return [e.label ?? ROLE_NAMES[e.role] ?? []].flat();
    return [];
  });
  return parts.length ? `Plano del lugar: ${parts.join('; ')}.` : null;
}
