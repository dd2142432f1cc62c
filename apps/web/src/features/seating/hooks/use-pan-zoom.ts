import { useEffect, useRef, type RefObject } from 'react';
import { zoomAt, type View } from '../map/viewport';

interface PanZoomOptions {
  getView: () => View;
  /** `settled` is true when a gesture ended (the overlay may re-cull now). */
  setView: (view: View, settled: boolean) => void;
  minScale: () => number;
}

/** A drag starts after this many pixels; below it a press is a click on a seat. */
const DRAG_THRESHOLD = 5;
const WHEEL_SETTLE_MS = 160;

/** Drag to pan, wheel or pinch to zoom (mouse, pen and touch through Pointer Events). */
export function usePanZoom(ref: RefObject<HTMLElement | null>, options: PanZoomOptions): void {
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let start: { x: number; y: number } | null = null;
    let dragging = false;
    let swallowClick = false;
    let wheelTimer = 0;

    // Measured when a gesture starts (a press, the first turn of the wheel), never before one:
    // reading it on every move, or here as the map mounts, would force a layout (issue 28).
    let box: Pick<DOMRect, 'left' | 'top'> = { left: 0, top: 0 };
    const local = (e: PointerEvent | WheelEvent) => ({
      x: e.clientX - box.left,
      y: e.clientY - box.top,
    });

    const down = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      if (pointers.size === 0) box = el.getBoundingClientRect();
      pointers.set(e.pointerId, local(e));
      if (pointers.size === 1) {
        start = local(e);
        dragging = false;
        swallowClick = false;
      } else {
        dragging = true;
        for (const id of pointers.keys()) el.setPointerCapture?.(id);
      }
    };

    const move = (e: PointerEvent) => {
      const previous = pointers.get(e.pointerId);
      if (!previous) return;
      const p = local(e);
      const { getView, setView, minScale } = opts.current;
      if (pointers.size === 1) {
        if (!dragging && start && Math.hypot(p.x - start.x, p.y - start.y) > DRAG_THRESHOLD) {
          dragging = true;
          swallowClick = true;
          el.setPointerCapture?.(e.pointerId);
        }
        if (dragging) {
          const v = getView();
          setView({ ...v, tx: v.tx + p.x - previous.x, ty: v.ty + p.y - previous.y }, false);
        }
      } else if (pointers.size === 2) {
        const other = [...pointers.entries()].find(([id]) => id !== e.pointerId)![1];
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(p.x - other.x, p.y - other.y);
        const mid0 = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
        const mid1 = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 };
        const zoomed = zoomAt(
          getView(),
          before > 0 ? after / before : 1,
          mid0.x,
          mid0.y,
          minScale(),
        );
        setView(
          { ...zoomed, tx: zoomed.tx + mid1.x - mid0.x, ty: zoomed.ty + mid1.y - mid0.y },
          false,
        );
        swallowClick = true;
      }
      pointers.set(e.pointerId, p);
    };

    const up = (e: PointerEvent) => {
      if (!pointers.delete(e.pointerId)) return;
      if (pointers.size === 0) {
        if (dragging) opts.current.setView(opts.current.getView(), true);
        dragging = false;
        start = null;
      }
    };

    // A drag that ends over a seat must not toggle it.
    const click = (e: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.stopPropagation();
      e.preventDefault();
    };

    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      if (!wheelTimer) box = el.getBoundingClientRect();
      const p = local(e);
      const { getView, setView, minScale } = opts.current;
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      setView(zoomAt(getView(), Math.exp(-delta * 0.0015), p.x, p.y, minScale()), false);
      window.clearTimeout(wheelTimer);
      wheelTimer = window.setTimeout(() => {
        wheelTimer = 0;
        setView(getView(), true);
      }, WHEEL_SETTLE_MS);
    };

    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('click', click, true);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      window.clearTimeout(wheelTimer);
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('click', click, true);
      el.removeEventListener('wheel', wheel);
    };
  }, [ref]);
}
