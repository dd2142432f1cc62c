import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as events from '../events/repo';
import { getLayout } from './layout-cache';
import * as repo from './repo';

/**
 * The seat map as JSON text (API.md shape): the cached layout with each seat's live status
 * spliced in. Built as a string because a 20,000-seat map is mostly static.
 */
export async function getSeatMapJson(
  ctx: AppContext,
  eventId: string,
  viewerId: string | null,
  canManage: boolean,
): Promise<string> {
  const event = await events.findEvent(ctx.db, eventId, !canManage);
  if (!event) throw new AppError('NOT_FOUND');
  const [layout, unavailable] = await Promise.all([
    getLayout(ctx.db, eventId),
    repo.findUnavailableSeats(ctx.db, eventId, viewerId),
  ]);
  const status = new Map<string, string>();
  for (const u of unavailable) if (status.get(u.id) !== 'sold') status.set(u.id, u.status);
  const zones = layout.zones.map(
    (z) =>
      z.head +
      z.seats.map((s) => `${s.prefix}${status.get(s.id) ?? 'available'}"}`).join(',') +
      ']}',
  );
  return `{"eventId":${JSON.stringify(eventId)},"zones":[${zones.join(',')}]}`;
}
