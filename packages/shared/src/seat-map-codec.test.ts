import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeOrdinals, encodeOrdinals } from './ordinal-runs';
import { decodeUuids, encodeUuids } from './seat-id-codec';
import { decodeZoneSeats, encodeZoneSeats, type LayoutSeat } from './seat-layout-codec';

const TABLES = [
  { id: randomUUID(), name: 'Mesa 1', capacity: 8 },
  { id: randomUUID(), name: 'Mesa 2', capacity: 8 },
];

/** The demo's grid (seed/seat-layout.ts): rows A.., seat n at x = x0 + 10n, row A lowest when `bottom`. */
function grid(rows: string[], perRow: number, bottom = false): LayoutSeat[] {
  return rows.flatMap((row, r) =>
    Array.from({ length: perRow }, (_, s) => ({
      row,
      index: s + 1,
      name: `${row}-${s + 1}`,
      tableId: null,
      x: 1250 + s * 10 + 5,
      y: 1420 + (bottom ? rows.length - 1 - r : r) * 10 + 5,
    })),
  );
}

/** VIP tables: seats ringed around each table at rounded cos/sin positions. */
function ringed(name: (table: string, n: number) => string): LayoutSeat[] {
  return TABLES.flatMap((t, k) =>
    Array.from({ length: 8 }, (_, s) => {
      const angle = (2 * Math.PI * s) / 8 - Math.PI / 2;
      return {
        row: t.name,
        index: s + 1,
        name: name(t.name, s + 1),
        tableId: t.id,
        x: Math.round(110 + k * 120 + 35 * Math.cos(angle)),
        y: Math.round(200 + 35 * Math.sin(angle)),
      };
    }),
  );
}

function roundTrip(seats: LayoutSeat[], tables = TABLES) {
  const encoded = encodeZoneSeats(seats, tables);
  // What travels is JSON: encode, serialize, parse, decode.
  const decoded = decodeZoneSeats({ ...JSON.parse(JSON.stringify(encoded)), tables });
  expect(decoded).toEqual(seats);
  return encoded;
}

describe('[SEAT-MAP] layout runs', () => {
  it('writes each grid row as one run and leaves the names out', () => {
    const seats = grid(['A', 'B', 'C', 'AA', 'AB'], 120, true);
    const encoded = roundTrip(seats);
    expect(encoded.runs).toHaveLength(5);
    expect(encoded.runs[0]).toEqual([0, -1, 1, 1255, 1465, 120, 1, 10]);
    expect(encoded.names).toBeUndefined();
    expect(encoded.naming).toBeUndefined();
  });

  it('keeps the seats ringed around VIP tables, each at its table', () => {
    const encoded = roundTrip(ringed((t, n) => `${t}-${n}`));
    expect(encoded.runs.length).toBeLessThanOrEqual(16);
    expect(encoded.names).toBeUndefined();
    expect(encoded.otherTables).toBeUndefined();
  });

  it('learns a zone-wide name pattern ("Mesa 1 - 3", "A12")', () => {
    expect(roundTrip(ringed((t, n) => `${t} - ${n}`)).naming).toBe('{row} - {n}');
    const compact = grid(['A', 'B'], 12).map((s) => ({ ...s, name: `${s.row}${s.index}` }));
    expect(roundTrip(compact)).toMatchObject({ naming: '{row}{n}' });
    expect(roundTrip(compact).names).toBeUndefined();
  });

  it('breaks runs at gaps in numbering or position and keeps the steps exact', () => {
    const seats = grid(['A'], 20).filter((s) => s.index !== 7 && s.index !== 8);
    seats[15] = { ...seats[15], x: seats[15].x! + 3 };
    const odd = grid(['B'], 10).map((s) => ({ ...s, index: 2 * s.index - 1 }));
    const encoded = roundTrip([...seats, ...odd]);
    expect(encoded.runs.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps seats without a position (x, y or both null)', () => {
    const seats = grid(['A'], 6).map((s, i) => ({
      ...s,
      x: i < 2 ? null : s.x,
      y: i < 2 || i === 5 ? null : s.y,
    }));
    roundTrip(seats);
  });

  it('lists odd names, tables that are not listed and awkward rows exactly', () => {
    const unlisted = randomUUID();
    const seats: LayoutSeat[] = [
      ...grid(['A'], 5),
      { row: 'A', index: 6, name: 'Pasillo', tableId: null, x: 1315, y: 1425 },
      { row: '$&{n}', index: 1, name: '$&{n}-1', tableId: null, x: 0, y: 0 },
      { row: '', index: 2, name: '-2', tableId: unlisted, x: 0, y: 10 },
      { row: 'Z', index: 3, name: 'Z-3', tableId: unlisted, x: 0, y: 20 },
    ];
    const encoded = roundTrip(seats);
    expect(encoded.names).toEqual({ 5: 'Pasillo' });
    expect(encoded.otherTables).toEqual([unlisted]);
  });

  it('answers nothing for an empty zone, and refuses a broken run', () => {
    expect(roundTrip([])).toEqual({ rows: [], runs: [] });
    expect(() => decodeZoneSeats({ rows: [], runs: [[3, -1, 1, 0, 0]], tables: [] })).toThrow();
  });
});

describe('[SEAT-MAP] ordinal runs', () => {
  it('writes blocks as start, length, gap, length…', () => {
    expect(encodeOrdinals([])).toEqual([]);
    expect(encodeOrdinals([7])).toEqual([7, 1]);
    expect(encodeOrdinals([5, 3, 4, 10, 11, 4, 20])).toEqual([3, 3, 4, 2, 8, 1]);
    expect(decodeOrdinals([3, 3, 4, 2, 8, 1])).toEqual([3, 4, 5, 10, 11, 20]);
  });

  it('round-trips a large scattered set', () => {
    const set = [...new Set(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 50_000))].sort(
      (a, b) => a - b,
    );
    expect(decodeOrdinals(encodeOrdinals(set))).toEqual(set);
    expect(decodeOrdinals(encodeOrdinals([0, 1, 2]))).toEqual([0, 1, 2]);
  });
});

describe('[SEAT-MAP] seat ids', () => {
  it('round-trips UUIDs of every count (lower case)', () => {
    for (const n of [0, 1, 2, 3, 4, 100]) {
      const ids = Array.from({ length: n }, () => randomUUID());
      const text = encodeUuids(ids);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(text.length).toBe(Math.ceil((n * 16 * 8) / 6));
      expect(decodeUuids(text)).toEqual(ids);
    }
    const upper = randomUUID().toUpperCase();
    expect(decodeUuids(encodeUuids([upper]))).toEqual([upper.toLowerCase()]);
  });

  it('refuses what is not a UUID list', () => {
    expect(() => encodeUuids(['no-es-un-uuid'])).toThrow(/Identificador inválido/);
    expect(() => decodeUuids('abc')).toThrow();
    expect(() => decodeUuids('ab*d')).toThrow();
  });
});
