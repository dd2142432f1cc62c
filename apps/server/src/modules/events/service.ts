import type { EventDetail, EventSummary } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import * as repo from './repo';

function toSummary(e: repo.CatalogueEvent): EventSummary {
  return {
    id: e.id,
    name: e.name,
    code: e.code,
    category: e.category,
    startAt: iso(e.startAt),
    finishAt: iso(e.finishAt),
    bannerUrl: e.bannerUrl,
    printTypes: e.printTypes,
    location: { name: e.locationName, city: e.locationCity },
    minPrice: e.minPrice === null ? null : Number(e.minPrice).toFixed(2),
    available: e.available ?? 0,
  };
}

export async function listEvents(ctx: AppContext, category?: string) {
  return { items: (await repo.listOnSale(ctx.db, category)).map(toSummary) };
}

/** Staff who manage events may read unpublished ones; everyone else sees what is on sale. */
export async function getEvent(
  ctx: AppContext,
  id: string,
  canManage: boolean,
): Promise<EventDetail> {
  const e = await repo.findEvent(ctx.db, id, !canManage);
  if (!e) throw new AppError('NOT_FOUND');
  const zones = await repo.listZones(ctx.db, id);
  return {
    ...toSummary(e),
    available: zones.reduce((sum, z) => sum + z.available, 0),
    description: e.description,
    location: { name: e.locationName, city: e.locationCity, address: e.locationAddress },
    zones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      code: z.code,
      type: z.type,
      layout: z.layout,
      basePrice: z.basePrice,
      available: z.available,
      capacity: z.capacity,
      maxSeatsWeb: z.maxSeatsWeb,
    })),
  };
}
