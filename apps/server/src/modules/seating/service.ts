import type { SeatMap } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as events from '../events/repo';
import * as repo from './repo';

export async function getSeatMap(
  ctx: AppContext,
  eventId: string,
  viewerId: string | null,
  canManage: boolean,
): Promise<SeatMap> {
  const event = await events.findEvent(ctx.db, eventId, !canManage);
  if (!event) throw new AppError('NOT_FOUND');
  const [zones, seats, tables] = await Promise.all([
    events.listZones(ctx.db, eventId),
    repo.findSeatStatuses(ctx.db, eventId, viewerId),
    repo.findTables(ctx.db, eventId),
  ]);
  const byZone = new Map(zones.map((z) => [z.id, [] as SeatMap['zones'][number]['seats']]));
  for (const s of seats) {
    byZone.get(s.zoneId)?.push({
      id: s.id,
      row: s.row,
      index: s.index,
      name: s.name,
      tableId: s.tableId,
      x: s.x,
      y: s.y,
      status: s.status,
    });
  }
  return {
    eventId,
    zones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      type: z.type,
      layout: z.layout,
      basePrice: z.basePrice,
      map: z.map ?? null,
      tables: tables
        .filter((t) => t.zoneId === z.id)
        .map(({ id, name, capacity }) => ({ id, name, capacity })),
      seats: byZone.get(z.id) ?? [],
    })),
  };
}
