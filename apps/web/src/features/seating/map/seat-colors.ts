/** Seat colours besides each zone's own (available). Legend: components/seat-legend.tsx. */
export const SEAT_COLORS = {
  held: '#b0bec5',
  sold: '#546e7a',
  mine: '#16a34a',
  pending: '#86efac',
  /** The ring of a wheelchair place (thick) and of its companion's seat (thin). */
  access: '#1d4ed8',
} as const;
