import { useCallback, useMemo, useState } from 'react';
import { expandPlan, type PlanSeat, type VenuePlan } from '@tickera/shared/venue-plan';
import { record, redo, startHistory, undo } from './history';
import {
  addElement,
  duplicateElements,
  moveElements,
  removeElements,
  rotateElements,
  type NewElement,
} from './plan-edit';

/**
 * The designer's state: the plan with its undo stack, the selected elements and, inside a
 * selected row block, one selected seat. Seats are drawn with `expandPlan`, the function
 * events use, so the canvas shows what a sale will get.
 */
export function usePlanEditor(initial: VenuePlan) {
  const [history, setHistory] = useState(() => startHistory(initial));
  const [selection, setSelection] = useState<string[]>([]);
  const [seat, setSeat] = useState<string | null>(null);
  const plan = history.present;
  const seats = useMemo(() => expandPlan(plan), [plan]);
  const seatsByElement = useMemo(() => {
    const out = new Map<string, PlanSeat[]>();
    for (const s of seats) {
      const list = out.get(s.elementId);
      if (list) list.push(s);
      else out.set(s.elementId, [s]);
    }
    return out;
  }, [seats]);
  // An undo may take away a selected element: what is gone is no longer selected.
  const selected = useMemo(
    () => selection.filter((id) => plan.elements.some((e) => e.id === id)),
    [selection, plan],
  );
  const selectedSeat = seat && seats.some((s) => s.key === seat) ? seat : null;

  /** One edit of the plan; edits with the same `key` in a row are one undo step. */
  const change = useCallback(
    (edit: (p: VenuePlan) => VenuePlan, key: string | null = null) =>
      setHistory((h) => record(h, edit(h.present), key)),
    [],
  );
  const select = useCallback((ids: string[]) => {
    setSelection(ids);
    setSeat(null);
  }, []);

  /** Edits of the whole selection, for the toolbar and the keyboard. */
  const apply = (edit: (p: VenuePlan, ids: string[]) => VenuePlan) => {
    if (selected.length) change((p) => edit(p, selected));
  };
  const actions = {
    add(what: NewElement, x: number, y: number) {
      const made = addElement(plan, what, x, y);
      change(() => made.plan);
      select([made.id]);
    },
    duplicate() {
      if (!selected.length) return;
      const made = duplicateElements(plan, selected);
      change(() => made.plan);
      select(made.ids);
    },
    remove: () => apply(removeElements),
    rotate: (deg: number) => apply((p, ids) => rotateElements(p, ids, deg)),
    move: (dx: number, dy: number) => apply((p, ids) => moveElements(p, ids, dx, dy)),
  };

  return {
    plan,
    actions,
    seats,
    seatsByElement,
    selected,
    selectedSeat,
    select,
    selectSeat: setSeat,
    change,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: useCallback(() => setHistory(undo), []),
    redo: useCallback(() => setHistory(redo), []),
  };
}
export type PlanEditor = ReturnType<typeof usePlanEditor>;
