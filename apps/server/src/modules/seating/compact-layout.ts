/**
 * The compact seat map's server half (decision 016): each seat's ordinal (its place in
 * the layout: zones in order, seats in their order), the layout without seat ids as
 * ready text, and a version that names both, so browsers may keep the layout for good.
 */
import { createHash } from 'node:crypto';
import { encodeUuids } from '@tickera/shared/seat-id-codec';
import { encodeZoneSeats, type LayoutSeat } from '@tickera/shared/seat-layout-codec';
import type { CompactZone, SeatLayout } from '@tickera/shared/schemas/seating';

type LayoutZone = Omit<
  CompactZone,
  'first' | 'count' | 'rows' | 'runs' | 'names' | 'naming' | 'accessible' | 'companion'
> & {
  seats: (LayoutSeat & { id: string; access?: string | null })[];
};

/** The places in the zone of its seats with `access` (none: absent, so most zones add nothing). */
function placesWith(seats: { access?: string | null }[], access: string) {
  const places = seats.flatMap((s, k) => (s.access === access ? [k] : []));
  return places.length ? places : undefined;
}

export interface ZoneRange {
  first: number;
  count: number;
  ids: string[];
  /** The ids as seat-id-codec text, made on the first request for them. */
  text?: string;
}

export interface CompactLayout {
  version: string;
  /** The JSON of GET …/seat-map/layout. */
  compact: string;
  /** seatId → ordinal. */
  ordinal: Map<string, number>;
  /** By zone id. */
  ranges: Map<string, ZoneRange>;
}

export function buildCompactLayout(eventId: string, zones: LayoutZone[]): CompactLayout {
  const ordinal = new Map<string, number>();
  const ranges = new Map<string, ZoneRange>();
  const hash = createHash('sha256');
  const compactZones = zones.map(({ seats, ...zone }) => {
    const first = ordinal.size;
    for (const s of seats) {
      ordinal.set(s.id, ordinal.size);
      hash.update(s.id);
    }
    ranges.set(zone.id, { first, count: seats.length, ids: seats.map((s) => s.id) });
    const accessible = placesWith(seats, 'ACCESSIBLE');
    const companion = placesWith(seats, 'COMPANION');
    return {
      ...zone,
      first,
      count: seats.length,
      ...encodeZoneSeats(seats, zone.tables),
      ...(accessible ? { accessible } : {}),
      ...(companion ? { companion } : {}),
    };
  });
  const body = JSON.stringify(compactZones);
  // The ids are part of the version: the same drawing with other seats is another layout.
  const version = hash.update(body).digest('base64url').slice(0, 12);
  const layout: SeatLayout = { eventId, version, zones: compactZones };
  return { version, compact: JSON.stringify(layout), ordinal, ranges };
}

/** A zone's ids as text (seat-id-codec), kept on the range once made. */
export function zoneIdsText(range: ZoneRange): string {
  range.text ??= encodeUuids(range.ids);
  return range.text;
}
