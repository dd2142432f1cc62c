/**
 * Seat-map layouts of the demo venues, in map units (SEAT_PITCH = 10 per seat).
 * Blocks are axis-aligned so the map can draw each zone as a rectangle.
 */
import type { NumberedZoneSpec, TableZoneSpec } from './seat-layout';

/**
 * Estadio Monumental Simón Bolívar, 20,400 seats. The field (diamond) sits in the middle
 * (x 400..3300, y 360..1260, home plate at the bottom); the outfield bleachers are above
 * it, the infield stands below it with row A next to the field. The field itself is not
 * stored: the schema has no event- or venue-level map yet.
 */
export const MONUMENTAL_ZONES: NumberedZoneSpec[] = [
  {
    name: 'Palco Central',
    code: 'PALCO',
    type: 'VIP',
    basePrice: '60.00',
    index: 1,
    maxSeatsWeb: 8,
    rows: 10,
    seatsPerRow: 60,
    x: 1550,
    y: 1300,
    color: '#b71c1c',
  },
  {
    name: 'Central',
    code: 'CENTRAL',
    type: 'GENERAL',
    basePrice: '25.00',
    index: 2,
    rows: 25,
    seatsPerRow: 120,
    x: 1250,
    y: 1420,
    color: '#f57c00',
  },
  {
    name: 'Preferencia Primera Base',
    code: 'PREF-1B',
    type: 'GENERAL',
    basePrice: '15.00',
    index: 3,
    rows: 30,
    seatsPerRow: 120,
    x: 2500,
    y: 1300,
    color: '#fbc02d',
  },
  {
    name: 'Preferencia Tercera Base',
    code: 'PREF-3B',
    type: 'GENERAL',
    basePrice: '15.00',
    index: 4,
    rows: 30,
    seatsPerRow: 120,
    x: 0,
    y: 1300,
    color: '#fbc02d',
  },
  {
    name: 'Gradas Jardín Izquierdo',
    code: 'GRADAS-LI',
    type: 'GENERAL',
    basePrice: '8.00',
    index: 5,
    rows: 30,
    seatsPerRow: 160,
    firstRowAt: 'bottom',
    x: 200,
    y: 0,
    color: '#388e3c',
  },
  {
    name: 'Gradas Jardín Derecho',
    code: 'GRADAS-LD',
    type: 'GENERAL',
    basePrice: '8.00',
    index: 6,
    rows: 30,
    seatsPerRow: 160,
    firstRowAt: 'bottom',
    x: 1900,
    y: 0,
    color: '#388e3c',
  },
];

/** Poliedro de Caracas, concert set-up: stage at the top (y < 120), VIP tables in front. */
export const POLIEDRO_VIP: TableZoneSpec = {
  name: 'VIP',
  code: 'VIP',
  type: 'VIP',
  basePrice: '120.00',
  index: 1,
  maxSeatsWeb: 8,
  tables: 10,
  seatsPerTable: 8,
  tablesPerLine: 5,
  x: 50,
  y: 140,
  color: '#6a1b9a',
};

export const POLIEDRO_NUMBERED: NumberedZoneSpec[] = [
  {
    name: 'Dancefloor',
    code: 'DANCEFLOOR',
    type: 'DANCEFLOOR',
    basePrice: '45.00',
    index: 2,
    rows: 20,
    seatsPerRow: 40,
    x: 150,
    y: 400,
    color: '#00838f',
  },
  {
    name: 'General',
    code: 'GENERAL',
    type: 'GENERAL',
    basePrice: '25.00',
    index: 3,
    rows: 30,
    seatsPerRow: 50,
    x: 100,
    y: 620,
    color: '#1565c0',
  },
];

/** Teatro Teresa Carreño, Sala Ríos Reyes: stage at the top, platea, palcos and balcón. */
export const TERESA_CARRENO_ZONES: NumberedZoneSpec[] = [
  {
    name: 'Platea',
    code: 'PLATEA',
    type: 'GENERAL',
    basePrice: '35.00',
    index: 1,
    rows: 24,
    seatsPerRow: 40,
    x: 60,
    y: 100,
    color: '#ad1457',
  },
  {
    name: 'Palcos',
    code: 'PALCOS',
    type: 'VIP',
    basePrice: '80.00',
    index: 2,
    maxSeatsWeb: 6,
    rows: 4,
    seatsPerRow: 52,
    x: 0,
    y: 360,
    color: '#4527a0',
  },
  {
    name: 'Balcón',
    code: 'BALCON',
    type: 'GENERAL',
    basePrice: '20.00',
    index: 3,
    rows: 10,
    seatsPerRow: 40,
    x: 60,
    y: 420,
    color: '#5d4037',
  },
];

/** Estadio José Bernardo Pérez: a small block, for the unpublished game. */
export const JOSE_BERNARDO_PEREZ_ZONES: NumberedZoneSpec[] = [
  {
    name: 'Tribuna Central',
    code: 'TRIBUNA',
    type: 'GENERAL',
    basePrice: '12.00',
    index: 1,
    rows: 2,
    seatsPerRow: 12,
    x: 0,
    y: 0,
    color: '#0d47a1',
  },
];
