import type { EventDetail, EventSummary } from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/sql';
import * as locations from '../locations/public';
import * as seating from '../seating/public';
import * as repo from './repo';

/** An event as the catalogue shows it: its venue, its lowest price and (when counted) its seats on sale. */
export type CatalogueEvent = repo.EventRow & {
  locationName: string;
  locationCity: string;
  locationAddress: string | null;
  minPrice: string | null;
  available: number | null;
};

/** Adds each event's venue (locations) and sale figures (seating's availability). */
async function toCatalogue(
  db: Tx,
  found: repo.EventRow[],
  withAvailable: boolean,
): Promise<CatalogueEvent[]> {
  const [venues, figures] = await Promise.all([
    locations.findLocations(
      db,
      found.map((e) => e.locationId),
    ),
    seating.eventSaleFigures(
      db,
      found.map((e) => e.id),
      withAvailable,
    ),
  ]);
  return found.map((e) => {
    const venue = venues.get(e.locationId);
    const figure = figures.get(e.id);
    return {
      ...e,
      locationName: venue?.name ?? '',
      locationCity: venue?.city ?? '',
      locationAddress: venue?.address ?? null,
      minPrice: figure?.minPrice ?? null,
      available: figure?.available ?? null,
    };
  });
}

/** One event with its venue; `publicOnly` hides unpublished, inactive and past events. */
export async function findEvent(
  db: Tx,
  id: string,
  publicOnly: boolean,
): Promise<CatalogueEvent | undefined> {
  const row = await repo.findEvent(db, id, publicOnly);
  return row ? (await toCatalogue(db, [row], false))[0] : undefined;
}

/** Events a door may be scanning, with their venue's name. */
export async function listDoorEvents(db: Tx) {
  const found = await repo.listDoorEvents(db);
  const venues = await locations.findLocations(
    db,
    found.map((e) => e.locationId),
  );
  return found.map(({ locationId, ...e }) => ({
    ...e,
    locationName: venues.get(locationId)?.name ?? '',
  }));
}

function toSummary(e: CatalogueEvent): EventSummary {
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
  const found = await toCatalogue(ctx.db, await repo.listOnSale(ctx.db, category), true);
  return { items: found.map(toSummary) };
}

/** Staff who manage events may read unpublished ones; everyone else sees what is on sale. */
export async function getEvent(
  ctx: AppContext,
  id: string,
  canManage: boolean,
): Promise<EventDetail> {
  const e = await findEvent(ctx.db, id, !canManage);
  if (!e) throw new AppError('NOT_FOUND');
  const zones = await seating.listZonesForSale(ctx.db, id);
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
