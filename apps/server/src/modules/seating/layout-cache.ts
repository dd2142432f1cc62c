/**
 * The seat map's static part (zones, tables, every seat's name and position) rarely
 * changes but is most of a 20,000-seat answer. It is kept per event as ready JSON
 * fragments; each request only adds the live statuses. Set-up changes in this process
 * drop the entry at once; other processes see them within TTL_MS.
 */
import type { Tx } from '../../db/client';
import * as repo from './repo';

const TTL_MS = 30_000;

interface ZoneLayout {
  /** `{"id":…,"tables":[…],"seats":[` */
  head: string;
  /** Per seat: `{"id":…,"y":…,"status":"` — the status and `"}` are added per request. */
  seats: { id: string; prefix: string }[];
}

interface EventLayout {
  zones: ZoneLayout[];
  expiresAt: number;
}

const cache = new Map<string, EventLayout>();

export function invalidateLayout(eventId: string): void {
  cache.delete(eventId);
}

async function loadLayout(db: Tx, eventId: string): Promise<EventLayout> {
  const [zones, seats, tables] = await Promise.all([
    repo.findZonesForLayout(db, eventId),
    repo.findSeatsForLayout(db, eventId),
    repo.findTables(db, eventId),
  ]);
  const byZone = new Map<string, ZoneLayout['seats']>(zones.map((z) => [z.id, []]));
  for (const s of seats) {
    const { zoneId, ...seat } = s;
    byZone
      .get(zoneId)
      ?.push({ id: s.id, prefix: JSON.stringify(seat).slice(0, -1) + ',"status":"' });
  }
  return {
    expiresAt: Date.now() + TTL_MS,
    zones: zones.map((z) => ({
      head:
        JSON.stringify({
          ...z,
          map: z.map ?? null,
          tables: tables
            .filter((t) => t.zoneId === z.id)
            .map(({ id, name, capacity }) => ({ id, name, capacity })),
        }).slice(0, -1) + ',"seats":[',
      seats: byZone.get(z.id) ?? [],
    })),
  };
}

export async function getLayout(db: Tx, eventId: string): Promise<EventLayout> {
  const hit = cache.get(eventId);
  if (hit && hit.expiresAt > Date.now()) return hit;
  const layout = await loadLayout(db, eventId);
  cache.set(eventId, layout);
  return layout;
}
