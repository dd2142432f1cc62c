import { describe, expect, it } from 'vitest';
import { compactElement, drawnElement, drawnSeats } from './plan-drawing';
import type { PlanSeat } from './plan-geometry';
import {
  decodeZoneSeats,
  DrawingSeats,
  encodeZoneSeats,
  type LayoutSeat,
} from './seat-layout-codec';
import { expandPlan, planElementSchema, venuePlanSchema } from './venue-plan';

const sections = [
  { id: 'p', name: 'Platea', code: 'PLATEA', layout: 'NUMBERED' },
  { id: 'm', name: 'Mesas', code: 'MESAS', layout: 'TABLES' },
  { id: 'g', name: 'Pista', code: 'PISTA', layout: 'GENERAL_ADMISSION' },
] as const;

/** One of each kind, with only what the schema requires: every other field is its default. */
const minimal = [
  { kind: 'ROWS', id: 'r', section: 'p', x: 0, y: 0, rows: 2, seatsPerRow: 3 },
  { kind: 'TABLE', id: 't', section: 'm', x: 0, y: 0, chairs: 4, label: 'Mesa 1' },
  { kind: 'AREA', id: 'a', section: 'g', x: 0, y: 0, capacity: 50 },
  { kind: 'SHAPE', id: 's', x: 0, y: 0 },
  { kind: 'TEXT', id: 'x', x: 0, y: 0, text: 'Entrada' },
] as const;

/** A theatre's worth of variety: a curve, a turn, centre and right-to-left numbering, a pillar. */
const theatre = venuePlanSchema.parse({
  sections,
  elements: [
    {
      kind: 'SHAPE',
      id: 'stage',
      x: 0,
      y: -60,
      width: 300,
      height: 40,
      role: 'STAGE',
      label: 'Escenario',
    },
    {
      kind: 'ROWS',
      id: 'curva',
      section: 'p',
      x: -100,
      y: 40,
      rotation: -20,
      rows: 6,
      seatsPerRow: 15,
      curve: 240,
      numbering: { order: 'CENTRE', start: 1 },
      rowLabels: { start: 3, skipIO: true },
      removed: [{ row: 2, seat: 7 }],
      accessible: [{ row: 0, seat: 0 }],
    },
    {
      kind: 'ROWS',
      id: 'lado',
      section: 'p',
      x: 200,
      y: 100,
      rotation: 15,
      rows: 3,
      seatsPerRow: 8,
      numbering: { order: 'RTL' },
      rowLabels: { style: 'NUMBERS', start: 10 },
    },
    {
      kind: 'TABLE',
      id: 'm1',
      section: 'm',
      x: 0,
      y: 300,
      shape: 'RECT',
      width: 60,
      height: 30,
      chairs: 7,
      label: 'Mesa 1',
      rotation: 33,
    },
    {
      kind: 'AREA',
      id: 'pista',
      section: 'g',
      x: 300,
      y: 300,
      shape: 'POLYGON',
      points: [
        [0, 0],
        [50, 0],
        [25, 40],
      ],
      capacity: 80,
    },
    { kind: 'TEXT', id: 'txt', x: 0, y: 400, text: 'Salida', size: 24 },
  ],
});

describe('[PLAN] the drawing the public map receives', () => {
  it("leaves out exactly the schema's defaults, and gives them back", () => {
    for (const input of minimal) {
      const parsed = planElementSchema.parse(input);
      const compact = compactElement(parsed);
      // Nothing but what was given (ids, and the sections of row blocks, do not travel).
      const given = Object.keys(input).filter(
        (k) => k !== 'id' && !(input.kind === 'ROWS' && k === 'section'),
      );
      expect(Object.keys(compact).sort()).toEqual(given.sort());
      const { id: _, ...drawn } = parsed as Record<string, unknown>;
      if (input.kind === 'ROWS') {
        delete drawn.section;
        delete drawn.accessible;
        delete drawn.companion;
      }
      expect(drawnElement(JSON.parse(JSON.stringify(compact)))).toEqual(drawn);
    }
  });

  it('keeps what differs from a default, nested fields one by one', () => {
    const block = planElementSchema.parse({
      ...minimal[0],
      rowLabels: { skipIO: true },
      numbering: { order: 'RTL' },
      curve: 300,
    });
    expect(compactElement(block)).toEqual({
      kind: 'ROWS',
      x: 0,
      y: 0,
      rows: 2,
      seatsPerRow: 3,
      curve: 300,
      rowLabels: { skipIO: true },
      numbering: { order: 'RTL' },
    });
  });

  it('draws from the travelling form exactly the seats the plan makes', () => {
    const all = expandPlan(theatre);
    for (const e of theatre.elements) {
      const own = all.filter((s) => s.elementId === e.id);
      const drawn = drawnSeats(drawnElement(JSON.parse(JSON.stringify(compactElement(e)))));
      expect(
        drawn.map(({ row, number, index, name, x, y }) => ({ row, number, index, name, x, y })),
      ).toEqual(
        own.map(({ row, number, index, name, x, y }) => ({ row, number, index, name, x, y })),
      );
    }
  });

  it('writes a block as one run and decodes it, with other seats as ordinary runs around it', () => {
    const drawing = theatre.elements.map(compactElement);
    const curva = drawnSeats(drawnElement(drawing[1]));
    const toLayout = ({ row, index, name, x, y }: PlanSeat): LayoutSeat => ({
      row,
      index,
      name,
      tableId: null,
      x,
      y,
    });
    // The block's seats in its order, then one seat added by hand.
    const seats = [
      ...curva.map(toLayout),
      { row: 'Z', index: 1, name: 'Z-1', tableId: null, x: 900, y: 900 },
    ];
    const drawn = curva.map((_, at) => ({ element: 1, at }));
    const encoded = encodeZoneSeats(seats, [], drawn);
    expect(encoded.runs).toEqual([
      [-2, 0, curva.length],
      [0, -1, 1, 900, 900],
    ]);
    // CENTRE numbering: names do not follow the pattern, yet none is listed.
    expect(encoded.names).toBeUndefined();
    const decoded = decodeZoneSeats(
      { ...JSON.parse(JSON.stringify(encoded)), tables: [] },
      new DrawingSeats(JSON.parse(JSON.stringify(drawing))),
    );
    expect(decoded).toEqual(seats);
  });

  it('refuses a run naming an element or seats the drawing does not have', () => {
    const drawing = new DrawingSeats([compactElement(theatre.elements[1])]);
    expect(() => decodeZoneSeats({ rows: [], runs: [[-3, 0, 2]], tables: [] }, drawing)).toThrow();
    expect(() =>
      decodeZoneSeats({ rows: [], runs: [[-1, 80, 30]], tables: [] }, drawing),
    ).toThrow();
  });
});
