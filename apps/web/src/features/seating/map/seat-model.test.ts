import { describe, expect, it } from 'vitest';
import { encodeZoneSeats, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import { describeDrawing } from './paint-drawing';
import { seatPlace, seatShortName } from './seat-label';
import { buildSeatModel } from './seat-model';
import { venueFeature } from './venue-feature';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('[SEAT-MAP] tables sold whole', () => {
  it('ties every chair of a table sold whole to its table, and no other seat', () => {
    const tables = [
      { id: id(1), name: 'Mesa 1', capacity: 3 },
      { id: id(2), name: 'Mesa VIP', capacity: 2, soldWhole: true as const },
    ];
    const seats: LayoutSeat[] = [
      ...[1, 2, 3].map((n) => ({
        row: 'Mesa 1',
        index: n,
        name: `Mesa 1-${n}`,
        tableId: id(1),
        x: n * 10,
        y: 0,
      })),
      ...[1, 2].map((n) => ({
        row: 'Mesa VIP',
        index: n,
        name: `Mesa VIP-${n}`,
        tableId: id(2),
        x: n * 10,
        y: 50,
      })),
    ];
    const model = buildSeatModel({
      eventId: id(9),
      version: 'v1',
      zones: [
        {
          id: id(100),
          name: 'Mesas',
          type: 'VIP',
          layout: 'TABLES',
          basePrice: '50.00',
          map: null,
          tables,
          first: 0,
          count: seats.length,
          ...encodeZoneSeats(seats, tables),
        },
      ],
    });
    const vip = [3, 4];
    expect(model.row[vip[0]]).toBe('Mesa VIP');
    expect(model.wholeTable.get(vip[0])).toEqual(vip);
    expect(model.wholeTable.get(vip[1])).toBe(model.wholeTable.get(vip[0]));
    expect([0, 1, 2].map((s) => model.wholeTable.get(s))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('[SEAT-MAP] wheelchair places and companions', () => {
  it('marks the places the layout lists, and names them to a screen reader', async () => {
    const { seatAriaLabel } = await import('./seat-label');
    const seats: LayoutSeat[] = [1, 2, 3, 4].map((n) => ({
      row: 'A',
      index: n,
      name: `A-${n}`,
      tableId: null,
      x: n * 10,
      y: 0,
    }));
    const model = buildSeatModel({
      eventId: id(9),
      version: 'v1',
      zones: [
        {
          id: id(100),
          name: 'Platea',
          type: 'GENERAL',
          layout: 'NUMBERED',
          basePrice: '20.00',
          map: null,
          tables: [],
          first: 0,
          count: 4,
          accessible: [2],
          companion: [3],
          ...encodeZoneSeats(seats, []),
        },
      ],
    });
    expect(model.hasAccess).toBe(true);
    expect([...model.access]).toEqual([0, 0, 1, 2]);
    expect(seatAriaLabel(model, 2, 'available')).toBe(
      'Fila A, asiento 3, puesto para silla de ruedas, disponible',
    );
    expect(seatAriaLabel(model, 3, 'mine')).toBe(
      'Fila A, asiento 4, asiento de acompañante, seleccionado',
    );
    expect(seatAriaLabel(model, 0, 'sold')).toBe('Fila A, asiento 1, vendido');
  });
});

describe('[SEAT-MAP] a venue plan drawn as designed', () => {
  const drawing = [
    {
      kind: 'SHAPE' as const,
      x: 0,
      y: -100,
      width: 200,
      height: 40,
      role: 'STAGE',
      label: 'Escenario',
    },
    { kind: 'ROWS' as const, x: 0, y: 0, rows: 2, seatsPerRow: 5, curve: 80 },
    { kind: 'AREA' as const, section: 'pista', x: 300, y: 0, shape: 'ELLIPSE', capacity: 120 },
    { kind: 'SHAPE' as const, x: 0, y: 200, width: 60, height: 20, role: 'ENTRANCE' },
    { kind: 'TEXT' as const, x: 0, y: 150, text: 'Pasillo central' },
  ];
  const layout = {
    eventId: id(9),
    version: 'v2',
    drawing,
    zones: [
      {
        id: id(100),
        name: 'Platea',
        type: 'GENERAL',
        layout: 'NUMBERED',
        basePrice: '20.00',
        map: { section: 'platea', color: '#ad1457' },
        tables: [],
        first: 0,
        count: 10,
        rows: [],
        runs: [[-2, 0, 10]],
      },
    ],
  };

  it('makes the seats of the curved block, faces its stage and tells the drawing in words', () => {
    const model = buildSeatModel(layout);
    expect(model.zones[0]).toMatchObject({ first: 0, last: 10, section: 'platea' });
    expect([...model.number.slice(0, 5)]).toEqual([1, 2, 3, 4, 5]);
    // The curve: the row's ends come forward, towards the stage.
    expect(model.y[0]).toBeLessThan(model.y[2]);
    const feature = venueFeature(model, 'CONCIERTO');
    expect(feature.kind).toBe('plan');
    // The view takes in the stage above the seats and the entrance below them.
    expect(feature.rect.y).toBe(-120);
    expect(feature.rect.y + feature.rect.height).toBe(210);
    expect(describeDrawing(model.drawing)).toBe(
      'Plano del lugar: Escenario; Área general para 120 personas; Entrada; Pasillo central.',
    );
  });

  it('keeps the derived stage for zones drawn by hand', () => {
    const model = buildSeatModel({ ...layout, drawing: undefined, zones: [] });
    expect(model.drawing).toEqual([]);
    expect(venueFeature(model, 'CONCIERTO').kind).toBe('stage');
  });

  it('says the number printed on a seat of a block numbered from the centre, and keeps its place for adjacency', () => {
    const model = buildSeatModel({
      ...layout,
      drawing: [
        { kind: 'ROWS', x: 0, y: 0, rows: 1, seatsPerRow: 4, numbering: { order: 'CENTRE' } },
      ],
      zones: [{ ...layout.zones[0], count: 4, runs: [[-1, 0, 4]] }],
    });
    expect([...model.printed]).toEqual([4, 2, 1, 3]);
    expect([...model.number]).toEqual([1, 2, 3, 4]);
    expect(seatPlace(model, 0)).toBe('Fila A, asiento 4');
    expect(seatShortName(model, 2)).toBe('Asiento A-1');
  });
});

describe('[SEAT-MAP] general admission (decision 052)', () => {
  it('keeps the places for statuses and the cart, but never paints them or makes them seat buttons', async () => {
    const { seatsIn } = await import('./culling');
    const { availableIn } = await import('./seat-model');
    const row = (n: number, name: string, x: number | null): LayoutSeat => ({
      row: 'A',
      index: n,
      name,
      tableId: null,
      x,
      y: x === null ? null : 0,
    });
    const platea = [1, 2].map((n) => row(n, `A-${n}`, n * 10));
    const pista = [1, 2, 3].map((n) => ({ ...row(n, `Entrada general ${n}`, null), row: 'Pista' }));
    const model = buildSeatModel({
      eventId: id(9),
      version: 'v1',
      zones: [
        {
          id: id(100),
          name: 'Platea',
          type: 'GENERAL',
          layout: 'NUMBERED',
          basePrice: '20.00',
          map: null,
          tables: [],
          first: 0,
          count: 2,
          ...encodeZoneSeats(platea, []),
        },
        {
          id: id(101),
          name: 'Pista',
          type: 'DANCEFLOOR',
          layout: 'GENERAL_ADMISSION',
          basePrice: '15.00',
          map: { x: 100, y: 40, width: 200, height: 100 },
          tables: [],
          first: 2,
          count: 3,
          ...encodeZoneSeats(pista, []),
        },
      ],
    });
    const [, general] = model.zones;
    expect(general).toMatchObject({ general: true, first: 2, last: 5, rows: [] });
    // Every place has a model index (the status answer and the stream name them by ordinal).
    expect([...model.seatAt]).toEqual([0, 1, 2, 3, 4]);
    expect(seatPlace(model, 3)).toBe('Entrada general 2');
    expect(seatShortName(model, 4)).toBe('Entrada general 3');
    model.status[3] = 2;
    expect(availableIn(model, general)).toBe(2);
    // Only the numbered seats are seat buttons, however large the rectangle.
    expect(seatsIn(model, { x: -1000, y: -1000, width: 3000, height: 3000 })).toEqual([0, 1]);
    // The numbered seat still knows its own name.
    expect(seatPlace(model, 1)).toBe('Fila A, asiento 2');
    // A held place is named by its number: the zone's ids are not needed for it.
    const { fillPlaceIds } = await import('./seat-model');
    expect(fillPlaceIds(model, 1, [{ id: id(503), index: 3 }])).toEqual([4]);
    expect(model.index.get(id(503))).toBe(4);
    expect(model.ids[4]).toBe(id(503));
  });
});
