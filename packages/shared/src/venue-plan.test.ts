import { describe, expect, it } from 'vitest';
import {
  expandPlan,
  MAX_PLAN_SEATS,
  rowLabel,
  seatNumber,
  validatePlan,
  venuePlanSchema,
  type VenuePlanInput,
} from './venue-plan';

const platea = { id: 's1', name: 'Platea', code: 'platea', layout: 'NUMBERED' } as const;
const mesas = { id: 's2', name: 'Mesas', code: 'MESAS', layout: 'TABLES', type: 'VIP' } as const;
const pista = { id: 's3', name: 'Pista', code: 'PISTA', layout: 'GENERAL_ADMISSION' } as const;

const block = (over: Record<string, unknown> = {}) => ({
  kind: 'ROWS' as const,
  id: 'b1',
  section: 's1',
  x: 100,
  y: 200,
  rows: 2,
  seatsPerRow: 4,
  ...over,
});

const parse = (plan: VenuePlanInput) => venuePlanSchema.parse(plan);
const plan = (...elements: VenuePlanInput['elements']) =>
  parse({ sections: [platea, mesas, pista], elements });

describe('row labels', () => {
  const labels = (style: 'LETTERS' | 'NUMBERS', start: number, skipIO: boolean, rows: number) =>
    Array.from({ length: rows }, (_, r) => rowLabel({ style, start, skipIO }, r));

  it('runs A…Z then AA, AB, as the seat generator always has', () => {
    expect(labels('LETTERS', 1, false, 28).slice(24)).toEqual(['Y', 'Z', 'AA', 'AB']);
  });
  it('skips I and O when asked, and starts where asked', () => {
    expect(labels('LETTERS', 7, true, 4)).toEqual(['G', 'H', 'J', 'K']);
    expect(labels('LETTERS', 13, true, 3)).toEqual(['N', 'P', 'Q']);
    expect(labels('LETTERS', 24, true, 2)).toEqual(['Z', 'AA']);
  });
  it('numbers rows 1…n from the start', () => {
    expect(labels('NUMBERS', 5, true, 3)).toEqual(['5', '6', '7']);
  });
});

describe('seat numbers', () => {
  const numbers = (order: 'LTR' | 'RTL' | 'CENTRE', n: number, start = 1) =>
    Array.from({ length: n }, (_, p) => seatNumber({ order, start }, n, p).number);

  it('count left to right or right to left from the start', () => {
    expect(numbers('LTR', 4, 101)).toEqual([101, 102, 103, 104]);
    expect(numbers('RTL', 4)).toEqual([4, 3, 2, 1]);
  });
  it('odd to the right of the middle, even to the left', () => {
    expect(numbers('CENTRE', 6)).toEqual([6, 4, 2, 1, 3, 5]);
    expect(numbers('CENTRE', 5)).toEqual([4, 2, 1, 3, 5]);
  });
  it('index follows the numbering so neighbours in a row are one apart', () => {
    const rtl = Array.from({ length: 4 }, (_, p) => seatNumber({ order: 'RTL', start: 1 }, 4, p));
    expect(rtl.map((s) => s.index)).toEqual(rtl.map((s) => s.number));
  });
});

describe('expandPlan', () => {
  it('lays a straight block out from the middle of its first row', () => {
    const seats = expandPlan(plan(block()));
    expect(seats.map((s) => [s.name, s.x, s.y])).toEqual([
      ['A-1', 85, 200],
      ['A-2', 95, 200],
      ['A-3', 105, 200],
      ['A-4', 115, 200],
      ['B-1', 85, 210],
      ['B-2', 95, 210],
      ['B-3', 105, 210],
      ['B-4', 115, 210],
    ]);
    expect(seats[0]).toMatchObject({
      key: 'b1/0/0',
      section: 's1',
      row: 'A',
      number: 1,
      table: null,
    });
  });

  it('turns a block half round: row A at the bottom, seat 1 still on the left with RTL', () => {
    const seats = expandPlan(plan(block({ rotation: 180, numbering: { order: 'RTL' } })));
    const a1 = seats.find((s) => s.name === 'A-1')!;
    const b4 = seats.find((s) => s.name === 'B-4')!;
    expect([a1.x, a1.y]).toEqual([85, 200]);
    expect([b4.x, b4.y]).toEqual([115, 190]);
  });

  it('curves rows around a centre in front of them, seats evenly spaced along each arc', () => {
    const seats = expandPlan(
      plan(block({ x: 0, y: 0, rows: 3, seatsPerRow: 10, curve: 100, seatSpacing: 10 })),
    );
    const centre = { x: 0, y: -100 };
    for (const [r, label] of ['A', 'B', 'C'].entries()) {
      const row = seats.filter((s) => s.row === label);
      for (const s of row)
        expect(Math.hypot(s.x - centre.x, s.y - centre.y)).toBeCloseTo(100 + r * 10, -0.3);
      // The ends of a curved row come forward, towards the stage.
      expect(row[0].y).toBeLessThan(row[4].y);
      expect(row[0].x).toBe(-row[9].x);
    }
  });

  it('leaves out removed seats and keeps the numbers of the rest', () => {
    const seats = expandPlan(
      plan(
        block({
          removed: [{ row: 0, seat: 1 }],
          accessible: [{ row: 1, seat: 0 }],
          companion: [{ row: 1, seat: 1 }],
        }),
      ),
    );
    expect(seats.filter((s) => s.row === 'A').map((s) => [s.name, s.index])).toEqual([
      ['A-1', 1],
      ['A-3', 3],
      ['A-4', 4],
    ]);
    expect(seats.find((s) => s.name === 'B-1')).toMatchObject({
      accessible: true,
      companion: false,
    });
    expect(seats.find((s) => s.name === 'B-2')).toMatchObject({
      accessible: false,
      companion: true,
    });
  });

  it('rings a round table with its chairs, named after the table', () => {
    const seats = expandPlan(
      plan({ kind: 'TABLE', id: 't1', section: 's2', x: 500, y: 500, chairs: 8, label: 'Mesa 1' }),
    );
    expect(seats).toHaveLength(8);
    expect(seats[0]).toMatchObject({
      name: 'Mesa 1-1',
      row: 'Mesa 1',
      x: 500,
      y: 470,
      table: 't1',
    });
    for (const s of seats) expect(Math.hypot(s.x - 500, s.y - 500)).toBeCloseTo(30, -0.3);
  });

  it('seats a rectangular table on its two long sides', () => {
    const seats = expandPlan(
      plan({
        kind: 'TABLE',
        id: 't1',
        section: 's2',
        x: 0,
        y: 0,
        shape: 'RECT',
        width: 80,
        height: 30,
        chairs: 6,
        label: 'Mesa 2',
      }),
    );
    expect(seats.map((s) => s.y)).toEqual([-25, -25, -25, 25, 25, 25]);
    expect(new Set(seats.map((s) => `${s.x},${s.y}`)).size).toBe(6);
  });

  it('draws no seats for areas, shapes and text', () => {
    const seats = expandPlan(
      plan(
        { kind: 'AREA', id: 'a1', section: 's3', x: 0, y: 0, capacity: 500 },
        { kind: 'SHAPE', id: 'e1', x: 0, y: 0, role: 'STAGE', label: 'Tarima' },
        { kind: 'TEXT', id: 'x1', x: 0, y: 0, text: 'Entrada' },
      ),
    );
    expect(seats).toEqual([]);
  });
});

describe('venuePlanSchema', () => {
  const fails = (input: VenuePlanInput) => {
    const r = venuePlanSchema.safeParse(input);
    expect(r.success).toBe(false);
    return r.error!.issues.map((i) => i.message);
  };

  it('refuses an element of a section that does not exist', () => {
    expect(fails({ sections: [platea], elements: [block({ section: 'zz' })] })).toContain(
      'El elemento pertenece a una sección que no existe',
    );
  });
  it('refuses tables in a section of rows', () => {
    expect(
      fails({
        sections: [platea],
        elements: [{ kind: 'TABLE', id: 't', section: 's1', x: 0, y: 0, chairs: 4, label: 'M' }],
      }),
    ).toContain('La sección Platea no admite mesas');
  });
  it('refuses repeated ids and section codes', () => {
    const messages = fails({
      sections: [platea, { ...platea, id: 's9' }],
      elements: [block(), block()],
    });
    expect(messages).toContain('El código de sección PLATEA está repetido');
    expect(messages).toContain(
      'El identificador b1 está repetido (secciones y elementos no pueden compartirlo)',
    );
  });
  it('caps the size of a block', () => {
    fails({ sections: [platea], elements: [block({ rows: 501 })] });
  });
});

describe('validatePlan', () => {
  it('accepts a plan and hands back its seats', () => {
    const check = validatePlan(plan(block(), block({ id: 'b2', y: 300, rowLabels: { start: 3 } })));
    expect(check.ok && check.seats.length).toBe(16);
  });

  it('refuses seats on top of each other in one section, naming them', () => {
    const check = validatePlan(plan(block(), block({ id: 'b2', x: 103, rowLabels: { start: 3 } })));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0].code).toBe('OVERLAP');
    expect(check.problems[0].message).toMatch(/sección Platea/);
    expect(check.problems[0].seats.map((s) => s.key)).toContain('b2/0/0');
    expect(check.problems[0].seats.map((s) => s.key)).toContain('b1/0/1');
  });

  it('lets two sections share a spot (a zone drawn over another is the promoter’s choice)', () => {
    const other = { ...platea, id: 's4', code: 'PALCO', name: 'Palco' };
    const check = validatePlan(
      parse({ sections: [platea, other], elements: [block(), block({ id: 'b2', section: 's4' })] }),
    );
    expect(check.ok).toBe(true);
  });

  it('refuses a curve so tight its row wraps onto itself', () => {
    const check = validatePlan(plan(block({ rows: 1, seatsPerRow: 80, curve: 50 })));
    expect(!check.ok && check.problems[0].code).toBe('OVERLAP');
  });

  it('refuses two seats with one name in a section', () => {
    const check = validatePlan(plan(block(), block({ id: 'b2', y: 300 })));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems[0]).toMatchObject({ code: 'DUPLICATE_NAME' });
    expect(check.problems[0].message).toMatch(/mismo nombre \(A-1 y otros\)/);
    expect(check.problems[0].seats.filter((s) => s.name === 'A-1').map((s) => s.key)).toEqual([
      'b1/0/0',
      'b2/0/0',
    ]);
  });

  it('refuses more than 100,000 seats before drawing any', () => {
    const big = Array.from({ length: 3 }, (_, i) =>
      block({
        id: `b${i}`,
        y: i * 10_000,
        rows: 200,
        seatsPerRow: 200,
        rowLabels: { start: i * 200 + 1 },
      }),
    );
    const check = validatePlan(plan(...big));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems[0].code).toBe('TOO_MANY_SEATS');
    expect(check.problems[0].message).toContain('120.000');
    expect(MAX_PLAN_SEATS).toBe(100_000);
  });

  it('refuses flags on seats the block does not have', () => {
    const check = validatePlan(plan(block({ accessible: [{ row: 5, seat: 0 }] })));
    expect(!check.ok && check.problems[0].code).toBe('PLACE_OUTSIDE');
  });
});
