import { describe, expect, it } from 'vitest';
import {
  expandPlan,
  validatePlan,
  venuePlanSchema,
  type RowBlock,
} from '@tickera/shared/venue-plan';
import {
  addElement,
  boxesMeet,
  duplicateElements,
  elementBox,
  emptyPlan,
  moveElements,
  placeOf,
  addCorner,
  moveCorner,
  removeCorner,
  rotateElements,
  setSeatFlag,
  toLocal,
  withOutline,
  type Outlined,
  snap,
  updateElement,
  type NewElement,
} from './plan-edit';

const ALL: NewElement[] = ['ROWS', 'TABLE', 'AREA', 'STAGE', 'FIELD', 'ENTRANCE', 'AISLE', 'TEXT'];

function planWithEverything() {
  let plan = emptyPlan();
  ALL.forEach((what, i) => {
    plan = addElement(plan, what, i * 300 + 3, 7).plan;
  });
  return plan;
}

describe('designer edits', () => {
  it('snaps to the 10-unit grid', () => {
    expect(snap(14)).toBe(10);
    expect(snap(15)).toBe(20);
    expect(snap(-26)).toBe(-30);
  });

  it('adds complete elements on the grid, with a section of the layout each needs', () => {
    const plan = planWithEverything();
    // What the editor holds is what the server stores: parsing adds nothing.
    expect(venuePlanSchema.parse(plan)).toEqual(plan);
    expect(plan.sections.map((s) => s.layout)).toEqual(['NUMBERED', 'TABLES', 'GENERAL_ADMISSION']);
    expect(plan.elements.every((e) => e.x % 10 === 0 && e.y % 10 === 0)).toBe(true);
    expect(validatePlan(plan).ok).toBe(true);
    const second = addElement(plan, 'ROWS', 0, 400);
    expect(second.plan.sections).toHaveLength(3);
    expect(second.id).toBe('filas-2');
  });

  it('duplicates with new ids beside the original; the copy of a block in one section overlaps', () => {
    const { plan, id } = addElement(emptyPlan(), 'ROWS', 0, 0);
    const copy = duplicateElements(plan, [id]);
    expect(copy.ids).toEqual(['filas-2']);
    const made = copy.plan.elements[1];
    expect([made.x, made.y]).toEqual([20, 20]);
    const check = validatePlan(copy.plan);
    expect(check.ok).toBe(false);
    const moved = moveElements(copy.plan, copy.ids, 0, 200);
    expect(validatePlan(moved).ok).toBe(false); // same names A-1… in one section
    const renamed = updateElement(moved, 'filas-2', (e) => ({
      ...(e as RowBlock),
      rowLabels: { style: 'LETTERS', start: 4, skipIO: true },
    }));
    expect(validatePlan(renamed).ok).toBe(true);
  });

  it('rotates within the schema range', () => {
    const { plan, id } = addElement(emptyPlan(), 'TABLE', 0, 0);
    const turned = rotateElements(rotateElements(plan, [id], 350), [id], 25);
    expect(turned.elements[0].rotation).toBe(15);
    expect(rotateElements(plan, [id], -375).elements[0].rotation).toBe(-15);
  });

  it('flags one seat as one thing at a time, and a removed seat is not drawn', () => {
    const { plan, id } = addElement(emptyPlan(), 'ROWS', 0, 0);
    const key = `${id}/1/4`;
    const at = placeOf(key)!;
    expect(at).toEqual({ element: id, place: { row: 1, seat: 4 } });
    const block = plan.elements[0] as RowBlock;
    const accessible = setSeatFlag(block, at.place, 'accessible', true);
    const companion = setSeatFlag(accessible, at.place, 'companion', true);
    expect(companion.accessible).toEqual([]);
    expect(companion.companion).toEqual([at.place]);
    const seats = expandPlan({
      ...plan,
      elements: [setSeatFlag(companion, at.place, 'removed', true)],
    });
    expect(seats).toHaveLength(29);
    expect(seats.some((s) => s.key === key)).toBe(false);
    expect(setSeatFlag(accessible, at.place, 'accessible', false).accessible).toEqual([]);
  });

  it('boxes an element by its seats, and a box meets another it overlaps', () => {
    const { plan } = addElement(emptyPlan(), 'ROWS', 0, 0);
    const box = elementBox(plan.elements[0], expandPlan(plan));
    expect(box).toEqual({ minX: -49, minY: -4, maxX: 49, maxY: 24 });
    expect(boxesMeet(box, { minX: 40, minY: 20, maxX: 60, maxY: 60 })).toBe(true);
    expect(boxesMeet(box, { minX: 50, minY: 20, maxX: 60, maxY: 60 })).toBe(false);
  });

  it('makes an area a polygon from its box and back, corners added, moved and removed', () => {
    const { plan } = addElement(emptyPlan(), 'AREA', 100, 50);
    const area = { ...(plan.elements[0] as Outlined), rotation: 90 };
    const polygon = withOutline(area, 'POLYGON');
    expect(polygon.points).toEqual([
      [-100, -50],
      [100, -50],
      [100, 50],
      [-100, 50],
    ]);
    const five = addCorner(polygon);
    expect(five.points![4]).toEqual([-100, 0]);
    const pulled = moveCorner(five, 4, [-160.4, 0.3]);
    expect(pulled.points![4]).toEqual([-160, 0]);
    // What the editor holds is what the server stores, and a plan with it is valid.
    const withPolygon = { ...plan, elements: [pulled] };
    expect(venuePlanSchema.parse(withPolygon)).toEqual(withPolygon);
    expect(validatePlan(withPolygon).ok).toBe(true);
    // Three corners stay at least.
    // A polygon stored without corners (the schema allows it) gets its box's four to edit.
    expect(addCorner({ ...area, shape: 'POLYGON', points: undefined }).points).toHaveLength(4);
    const three = removeCorner(removeCorner(five, 0), 0);
    expect(three.points).toHaveLength(3);
    expect(removeCorner(three, 0)).toBe(three);
    // Back to a box: the box round the corners, centred where they were (turned 90°).
    const box = withOutline(moveCorner(polygon, 1, [140, -50]), 'RECT');
    expect(box).toMatchObject({ shape: 'RECT', width: 240, height: 100, x: 100, y: 70 });
    expect(box.points).toBeUndefined();
  });

  it("finds a map point in an element's own coordinates", () => {
    const { plan } = addElement(emptyPlan(), 'STAGE', 100, 50);
    const stage = { ...plan.elements[0], rotation: 90 };
    const [lx, ly] = toLocal(stage, [100, 80]);
    expect(lx).toBeCloseTo(30);
    expect(ly).toBeCloseTo(0);
  });
});
