import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { Button } from 'primereact/button';
import type { PlanElement } from '@tickera/shared/venue-plan';
import {
  GRID,
  boxesMeet,
  elementBox,
  moveCorner,
  snap,
  toLocal,
  turned,
  unionBox,
  updateElement,
  type Box,
  type Outlined,
} from '../designer/plan-edit';
import { fitView, zoomAt, type View } from '../designer/view';
import type { PlanEditor } from '../designer/use-plan-editor';
import { PlanElementView, type SeatMarks } from './plan-element-view';

const PALETTE = ['#1565c0', '#6a1b9a', '#00838f', '#ef6c00', '#ad1457', '#558b2f'];
/** Pointer travel (px) under which a press is a click, not a drag. */
const CLICK_SLOP = 3;

type Gesture =
  | {
      kind: 'move';
      from: [number, number];
      grabbed: PlanElement;
      ids: string[];
      seat: string | null;
      wasSelected: boolean;
      moved: boolean;
    }
  | { kind: 'pan'; from: [number, number]; view: View; moved: boolean }
  | { kind: 'box'; from: [number, number] }
  /** The turn handle of the one selected element: `start` is the pointer's first angle. */
  | { kind: 'rotate'; element: PlanElement; start: number }
  /** A corner of the one selected polygon. */
  | { kind: 'corner'; element: Outlined; index: number };

/** Handles are this many screen pixels across, at any zoom. */
const HANDLE_PX = 6;
/** The turn handle sits this far (screen pixels) above the selection. */
const TURN_HANDLE_PX = 26;

const isPolygon = (e: PlanElement | undefined): e is Outlined =>
  (e?.kind === 'AREA' || e?.kind === 'SHAPE') && e.shape === 'POLYGON' && !!e.points;

/**
 * The drawing: click selects (Shift adds), a second click on a seat of the selected block
 * picks that seat, drag moves (snapped to the grid), Shift+drag on empty space selects
 * with a box, drag on empty space pans, the wheel zooms. Arrows move, Supr deletes.
 */
export function PlanCanvas({
  editor,
  snapping,
  highlighted,
  centre,
}: {
  editor: PlanEditor;
  snapping: boolean;
  highlighted: ReadonlySet<string>;
  /** Set here: the map point in the middle of the canvas, where the toolbar adds. */
  centre: RefObject<() => [number, number]>;
}) {
  const { plan, seatsByElement, selected, actions } = editor;
  const svg = useRef<SVGSVGElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ tx: 0, ty: 0, scale: 1 });
  const gesture = useRef<Gesture | null>(null);
  const [drag, setDrag] = useState<[number, number] | null>(null);
  const [band, setBand] = useState<Box | null>(null);
  /** While the turn handle is dragged: the degrees turned so far. */
  const [turn, setTurn] = useState<number | null>(null);
  /** While a corner is dragged: which, and where (the polygon's own coordinates). */
  const [cornerAt, setCornerAt] = useState<{ index: number; at: [number, number] } | null>(null);
  const single =
    selected.length === 1 ? plan.elements.find((e) => e.id === selected[0]) : undefined;

  const boxes = () =>
    plan.elements.map((e) => ({ e, box: elementBox(e, seatsByElement.get(e.id) ?? []) }));
  const fit = () => {
    const el = svg.current;
    if (el) setView(fitView(unionBox(boxes().map((b) => b.box)), el.clientWidth, el.clientHeight));
  };
  // The first view shows the whole plan.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(fit, []);
  // The wheel zooms the canvas, not the page: React's wheel listener cannot prevent scrolling.
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (ev: WheelEvent) => {
      ev.preventDefault();
      const r = el.getBoundingClientRect();
      setView((v) =>
        zoomAt(v, ev.deltaY < 0 ? 1.15 : 1 / 1.15, ev.clientX - r.left, ev.clientY - r.top),
      );
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const toMap = (ev: PointerEvent): [number, number] => {
    const r = svg.current!.getBoundingClientRect();
    return [
      (ev.clientX - r.left - view.tx) / view.scale,
      (ev.clientY - r.top - view.ty) / view.scale,
    ];
  };
  centre.current = () => {
    const el = svg.current;
    if (!el) return [0, 0];
    return [
      (el.clientWidth / 2 - view.tx) / view.scale,
      (el.clientHeight / 2 - view.ty) / view.scale,
    ];
  };
  const zoomButton = (factor: number) => {
    const el = svg.current!;
    setView((v) => zoomAt(v, factor, el.clientWidth / 2, el.clientHeight / 2));
  };

  const onPointerDown = (ev: PointerEvent<SVGSVGElement>) => {
    if (ev.button !== 0) return;
    svg.current!.setPointerCapture(ev.pointerId);
    // The keys (arrows, Supr, R) act on what was just clicked.
    surface.current!.focus({ preventScroll: true });
    const target = ev.target as Element;
    const at = toMap(ev);
    const handle = target.closest('[data-handle]');
    if (handle && single) {
      gesture.current =
        handle.getAttribute('data-handle') === 'rotate'
          ? {
              kind: 'rotate',
              element: single,
              start: Math.atan2(at[1] - single.y, at[0] - single.x),
            }
          : {
              kind: 'corner',
              element: single as Outlined,
              index: Number(handle.getAttribute('data-corner')),
            };
      return;
    }
    const id = target.closest('[data-element]')?.getAttribute('data-element');
    const element = plan.elements.find((e) => e.id === id);
    if (!element) {
      gesture.current = ev.shiftKey
        ? { kind: 'box', from: at }
        : { kind: 'pan', from: [ev.clientX, ev.clientY], view, moved: false };
      return;
    }
    if (ev.shiftKey || ev.ctrlKey || ev.metaKey) {
      editor.select(
        selected.includes(element.id)
          ? selected.filter((x) => x !== element.id)
          : [...selected, element.id],
      );
      return;
    }
    const wasSelected = selected.includes(element.id);
    if (!wasSelected) editor.select([element.id]);
    gesture.current = {
      kind: 'move',
      from: at,
      grabbed: element,
      ids: wasSelected ? selected : [element.id],
      seat: target.getAttribute('data-seat'),
      wasSelected,
      moved: false,
    };
  };

  const onPointerMove = (ev: PointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pan') {
      const dx = ev.clientX - g.from[0];
      const dy = ev.clientY - g.from[1];
      g.moved ||= Math.hypot(dx, dy) >= CLICK_SLOP;
      setView({ ...g.view, tx: g.view.tx + dx, ty: g.view.ty + dy });
      return;
    }
    const [x, y] = toMap(ev);
    if (g.kind === 'rotate') {
      const degrees = ((Math.atan2(y - g.element.y, x - g.element.x) - g.start) * 180) / Math.PI;
      // Snapping turns in steps of 15°, as the toolbar and the R key do.
      setTurn(snapping ? Math.round(degrees / 15) * 15 : Math.round(degrees));
      return;
    }
    if (g.kind === 'corner') {
      const [lx, ly] = toLocal(g.element, [x, y]);
      setCornerAt({ index: g.index, at: snapping ? [snap(lx), snap(ly)] : [lx, ly] });
      return;
    }
    if (g.kind === 'box') {
      setBand({
        minX: Math.min(x, g.from[0]),
        minY: Math.min(y, g.from[1]),
        maxX: Math.max(x, g.from[0]),
        maxY: Math.max(y, g.from[1]),
      });
      return;
    }
    if (!g.moved && Math.hypot(x - g.from[0], y - g.from[1]) * view.scale < CLICK_SLOP) return;
    g.moved = true;
    // Snapping puts the grabbed element's origin on the grid; the others keep their offsets.
    const to = (origin: number, d: number) =>
      snapping ? snap(origin + d) - origin : Math.round(d);
    setDrag([to(g.grabbed.x, x - g.from[0]), to(g.grabbed.y, y - g.from[1])]);
  };

  const onPointerUp = () => {
    const g = gesture.current;
    gesture.current = null;
    if (g?.kind === 'pan' && !g.moved) editor.select([]);
    if (g?.kind === 'rotate' && turn) actions.rotate(turn);
    if (g?.kind === 'corner' && cornerAt) {
      const { index, at } = cornerAt;
      editor.change((p) =>
        updateElement(p, g.element.id, (x) => moveCorner(x as Outlined, index, at)),
      );
    }
    if (g?.kind === 'box' && band) {
      const inside = boxes()
        .filter((b) => boxesMeet(b.box, band))
        .map((b) => b.e.id);
      editor.select([...new Set([...selected, ...inside])]);
    }
    if (g?.kind === 'move') {
      if (g.moved && drag) actions.move(drag[0], drag[1]);
      else if (g.wasSelected && g.seat && g.grabbed.kind === 'ROWS') {
        editor.select([g.grabbed.id]);
        editor.selectSeat(g.seat);
      } else if (g.wasSelected) editor.select([g.grabbed.id]);
    }
    setDrag(null);
    setBand(null);
    setTurn(null);
    setCornerAt(null);
  };

  /**
   * A gesture the browser took over (a phone's system gesture, a touch it made a scroll): what
   * the drag showed is dropped, and what its release would have done (move, turn, a corner,
   * a box's selection) is not. What the press did stays (an element chosen on it), as does
   * the view a pan reached: neither changes the plan.
   */
  const onPointerCancel = () => {
    gesture.current = null;
    setDrag(null);
    setBand(null);
    setTurn(null);
    setCornerAt(null);
  };

  const onKeyDown = (ev: KeyboardEvent) => {
    const step = (snapping ? GRID : 1) * (ev.shiftKey ? 5 : 1);
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (arrows[ev.key]) actions.move(...arrows[ev.key]);
    else if (ev.key === 'Delete' || ev.key === 'Backspace') actions.remove();
    else if (ev.key === 'Escape') editor.select([]);
    else if (ev.key === 'r' || ev.key === 'R') actions.rotate(ev.shiftKey ? -15 : 15);
    else return;
    ev.preventDefault();
  };

  const marks: SeatMarks = { highlighted, picked: editor.selectedSeat };
  const colors = new Map(
    plan.sections.map((s, i) => [s.id, s.color ?? PALETTE[i % PALETTE.length]]),
  );
  const chosen = new Set(selected);
  const selectedBox = unionBox(
    boxes()
      .filter((b) => chosen.has(b.e.id))
      .map((b) => b.box),
  );
  const dragAt = drag ? `translate(${drag[0]} ${drag[1]})` : undefined;
  const turnAt = turn && single ? `rotate(${turn} ${single.x} ${single.y})` : undefined;
  /** The element as drawn now: with the corner being dragged where the pointer is. */
  const shown = <E extends PlanElement>(e: E): E =>
    cornerAt && e.id === single?.id && isPolygon(e)
      ? moveCorner(e, cornerAt.index, cornerAt.at)
      : e;
  const handle = HANDLE_PX / view.scale;
  const gridStep = view.scale * GRID < 6 ? GRID * 10 : GRID;

  return (
    <div className="plan-canvas">
      <div
        ref={surface}
        className="plan-canvas__surface"
        tabIndex={0}
        role="application"
        aria-label="Lienzo del plano"
        aria-describedby="plan-canvas-help"
        onKeyDown={onKeyDown}
      >
        <svg
          ref={svg}
          aria-hidden="true"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <defs>
            <pattern
              id="plan-grid"
              width={gridStep}
              height={gridStep}
              patternUnits="userSpaceOnUse"
            >
              <path d={`M ${gridStep} 0 L 0 0 0 ${gridStep}`} className="plan-grid-line" />
            </pattern>
          </defs>
          <g transform={`translate(${view.tx} ${view.ty}) scale(${view.scale})`}>
            <rect
              x={-100_000}
              y={-100_000}
              width={200_000}
              height={200_000}
              fill="url(#plan-grid)"
            />
            {plan.elements.map((e) => (
              <g
                key={e.id}
                data-element={e.id}
                className={
                  chosen.has(e.id) ? 'plan-element plan-element--selected' : 'plan-element'
                }
                transform={chosen.has(e.id) ? (dragAt ?? turnAt) : undefined}
              >
                <PlanElementView
                  element={shown(e)}
                  seats={seatsByElement.get(e.id) ?? []}
                  color={'section' in e ? (colors.get(e.section) ?? PALETTE[0]) : PALETTE[0]}
                  marks={marks}
                />
              </g>
            ))}
            {selectedBox && turn === null && !cornerAt ? (
              <rect
                className="plan-selection"
                transform={dragAt}
                x={selectedBox.minX - 3}
                y={selectedBox.minY - 3}
                width={selectedBox.maxX - selectedBox.minX + 6}
                height={selectedBox.maxY - selectedBox.minY + 6}
              />
            ) : null}
            {single && selectedBox && !drag && turn === null ? (
              <g className="plan-handles">
                {isPolygon(single)
                  ? turned(single, shown(single).points!).map(([cx, cy], k) => {
                      return (
                        <circle
                          key={k}
                          data-handle="corner"
                          data-corner={k}
                          className="plan-handle"
                          cx={cx}
                          cy={cy}
                          r={handle}
                        />
                      );
                    })
                  : null}
                {cornerAt ? null : (
                  <>
                    <line
                      className="plan-handle-line"
                      x1={(selectedBox.minX + selectedBox.maxX) / 2}
                      y1={selectedBox.minY - 3}
                      x2={(selectedBox.minX + selectedBox.maxX) / 2}
                      y2={selectedBox.minY - TURN_HANDLE_PX / view.scale}
                    />
                    <circle
                      data-handle="rotate"
                      className="plan-handle plan-handle--rotate"
                      cx={(selectedBox.minX + selectedBox.maxX) / 2}
                      cy={selectedBox.minY - TURN_HANDLE_PX / view.scale}
                      r={handle}
                    />
                  </>
                )}
              </g>
            ) : null}
            {band ? (
              <rect
                className="plan-band"
                x={band.minX}
                y={band.minY}
                width={band.maxX - band.minX}
                height={band.maxY - band.minY}
              />
            ) : null}
          </g>
        </svg>
      </div>
      <p id="plan-canvas-help" className="plan-canvas__help">
        Clic selecciona (Mayús añade); un segundo clic en un asiento del bloque lo elige. Arrastre
        mueve; el punto azul de arriba gira; los puntos de un polígono mueven sus esquinas; Mayús +
        arrastre selecciona con un recuadro; la rueda acerca. Flechas mueven, Supr borra, R gira.
      </p>
      <div className="plan-canvas__zoom">
        <Button
          icon="pi pi-search-plus"
          rounded
          text
          aria-label="Acercar"
          onClick={() => zoomButton(1.25)}
        />
        <Button
          icon="pi pi-search-minus"
          rounded
          text
          aria-label="Alejar"
          onClick={() => zoomButton(0.8)}
        />
        <Button icon="pi pi-expand" rounded text aria-label="Ver todo el plano" onClick={fit} />
        <span className="plan-canvas__scale">{Math.round(view.scale * 100)} %</span>
      </div>
    </div>
  );
}
