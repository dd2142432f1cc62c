/**
 * The seat map's static part (zones, tables, every seat's name and position) rarely
 * changes but is most of a 20,000-seat answer. It is kept per event as ready JSON
 * fragments; each request only adds the live statuses. Set-up changes in this process
 * drop the entry at once; other processes see them within TTL_MS.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../lib/sql';
import { findTables } from './repo';

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
    rows<{
      id: string;
      name: string;
      type: string;
      layout: string;
      basePrice: string;
      map: unknown;
    }>(
      db,
      sql`select id, name, type, layout, base_price::text as "basePrice", map from zones
          where event_id = ${eventId} and is_active and not is_delete order by index, name`,
    ),
    rows<{
      id: string;
      zoneId: string;
      row: string;
      index: number;
      name: string;
      tableId: string | null;
      x: number | null;
      y: number | null;
    }>(
      db,
      sql`select id, zone_id as "zoneId", row, index, name, table_id as "tableId", x, y from seats
          where event_id = ${eventId} and not is_delete order by zone_id, row, index`,
    ),
    findTables(db, eventId),
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
