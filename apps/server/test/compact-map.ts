/** Reads the compact seat map (layout, status, ids) back into the JSON map's shape, as the page does. */
import { decodeOrdinals } from '@tickera/shared/ordinal-runs';
import { decodeUuids } from '@tickera/shared/seat-id-codec';
import {
  decodeZoneSeats,
  DrawingSeats,
  PLAN_LAYOUT_FORMAT,
} from '@tickera/shared/seat-layout-codec';
import type { SeatLayout, SeatMapStatus, ZoneSeatIds } from '@tickera/shared/schemas/seating';
import type { TestApp } from './helper';

type Headers = Record<string, string>;

export async function getJson<T>(t: TestApp, url: string, headers: Headers = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** Every seat id of the layout, by ordinal, from one ids answer per zone. */
export async function seatIdsByOrdinal(
  t: TestApp,
  layout: SeatLayout,
  headers: Headers = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (const zone of layout.zones) {
    const url = `/api/events/${layout.eventId}/seat-map/ids?v=${layout.version}&zone=${zone.id}`;
    const answer = await getJson<ZoneSeatIds>(t, url, headers);
    decodeUuids(answer.ids).forEach((id, k) => (ids[answer.first + k] = id));
  }
  return ids;
}

/** The seat map as GET …/seat-map answers it, rebuilt from the three compact answers. */
/** `format`: the page's (plan runs, f=2) unless told; '' reads the plain runs older pages read. */
export async function compactSeatMap(
  t: TestApp,
  eventId: string,
  headers: Headers = {},
  format = PLAN_LAYOUT_FORMAT,
) {
  const base = `/api/events/${eventId}/seat-map`;
  const status = await getJson<SeatMapStatus>(t, `${base}/status`, headers);
  const f = format ? `&f=${format}` : '';
  const layout = await getJson<SeatLayout>(t, `${base}/layout?v=${status.version}${f}`, headers);
  const ids = await seatIdsByOrdinal(t, layout, headers);
  const statusAt = new Map<number, string>();
  for (const s of ['held', 'sold', 'mine'] as const)
    for (const n of decodeOrdinals(status[s])) statusAt.set(n, s);
  const drawing = new DrawingSeats(layout.drawing);
  const zones = layout.zones.map((zone) => {
    const { id, name, type, layout: kind, basePrice, map, tables, first } = zone;
    const seats = decodeZoneSeats(zone, drawing).map((seat, k) => ({
      id: ids[first + k],
      ...seat,
      status: statusAt.get(first + k) ?? 'available',
    }));
    return { id, name, type, layout: kind, basePrice, map, tables, seats };
  });
  return { map: { eventId: layout.eventId, zones }, status, layout, ids };
}
