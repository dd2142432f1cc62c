import { memo } from 'react';
import { ROLE_COLORS } from '@tickera/shared/plan-drawing';
import type { PlanElement, PlanSeat, ShapeElement, AreaElement } from '@tickera/shared/venue-plan';
import { SEAT_RADIUS } from '../designer/plan-edit';

/** How a seat is marked on the canvas. */
export interface SeatMarks {
  /** Seats a refused save named (422). */
  highlighted: ReadonlySet<string>;
  /** The seat picked inside the selected row block. */
  picked: string | null;
}

function Outline({ e, fill }: { e: ShapeElement | AreaElement; fill: string }) {
  const common = { fill, className: 'plan-outline' };
  if (e.shape === 'POLYGON' && e.points)
    return <polygon points={e.points.map((p) => p.join(',')).join(' ')} {...common} />;
  if (e.shape === 'ELLIPSE') return <ellipse rx={e.width / 2} ry={e.height / 2} {...common} />;
  return <rect x={-e.width / 2} y={-e.height / 2} width={e.width} height={e.height} {...common} />;
}

function seatClass(s: PlanSeat, marks: SeatMarks): string {
  let c = 'plan-seat';
  if (s.accessible) c += ' plan-seat--accessible';
  if (s.companion) c += ' plan-seat--companion';
  if (marks.highlighted.has(s.key)) c += ' plan-seat--refused';
  if (marks.picked === s.key) c += ' plan-seat--picked';
  return c;
}

/** The first seat of each row, where the row's label is written. */
function rowStarts(seats: readonly PlanSeat[]): PlanSeat[] {
  const seen = new Set<string>();
  return seats.filter((s) => !seen.has(s.row) && seen.add(s.row));
}

/** One element of the plan as drawn on the canvas (map units; the canvas scales them). */
export const PlanElementView = memo(function PlanElementView({
  element: e,
  seats,
  color,
  marks,
}: {
  element: PlanElement;
  seats: readonly PlanSeat[];
  color: string;
  marks: SeatMarks;
}) {
  const at = `translate(${e.x} ${e.y}) rotate(${e.rotation})`;
  const seatDots = seats.map((s) => (
    <circle
      key={s.key}
      data-seat={s.key}
      cx={s.x}
      cy={s.y}
      r={SEAT_RADIUS}
      fill={s.accessible || s.companion ? undefined : color}
      className={seatClass(s, marks)}
    />
  ));
  if (e.kind === 'ROWS')
    return (
      <>
        {rowStarts(seats).map((s) => (
          <text key={s.row} x={s.x - 9} y={s.y} className="plan-row-label">
            {s.row}
          </text>
        ))}
        {seatDots}
      </>
    );
  if (e.kind === 'TABLE')
    return (
      <>
        <g transform={at}>
          {e.shape === 'ROUND' ? (
            <circle r={e.width / 2} className="plan-table" />
          ) : (
            <rect
              x={-e.width / 2}
              y={-e.height / 2}
              width={e.width}
              height={e.height}
              className="plan-table"
            />
          )}
          <text className="plan-table-label">{e.label}</text>
        </g>
        {seatDots}
      </>
    );
  if (e.kind === 'TEXT')
    return (
      <text transform={at} fontSize={e.size} className="plan-text">
        {e.text}
      </text>
    );
  const caption = e.kind === 'AREA' ? `${e.label ?? 'Área'} · ${e.capacity}` : e.label;
  return (
    <g transform={at}>
      <Outline e={e} fill={e.kind === 'AREA' ? color : (e.color ?? ROLE_COLORS[e.role])} />
      {caption ? <text className="plan-shape-label">{caption}</text> : null}
    </g>
  );
});
