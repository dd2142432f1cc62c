import { encodeOrdinals } from '@tickera/shared/ordinal-runs';
import { PLAN_LAYOUT_FORMAT } from '@tickera/shared/seat-layout-codec';
import type { SeatMapStatus, ZoneSeatIds } from '@tickera/shared/schemas/seating';
import type { AppContext, SeatChange } from '../../context';
import { AppError } from '../../errors';
import * as events from '../events/public';
import { zoneIdsText } from './compact-layout';
import { getLayout } from './layout-cache';
import { findUnavailableSeats } from './availability';

/** Who may keep an answer about the event: anyone's cache while it is on sale, else staff's own. */
export type Audience = 'public' | 'staff';

/** Anyone sees an event on sale; set-up staff see every event. Unknown: 404. */
export async function eventAudience(
  ctx: AppContext,
  eventId: string,
  canManage: boolean,
): Promise<Audience> {
  const event = await events.findEventVisibility(ctx.db, eventId);
  if (event?.onSale) return 'public';
  if (event && canManage) return 'staff';
  throw new AppError('NOT_FOUND');
}

/** The statuses that are not "available", by seat id: sold wins over held; own holds are `mine`. */
async function liveStatuses(ctx: AppContext, eventId: string, viewerId: string | null) {
  const status = new Map<string, 'held' | 'sold' | 'mine'>();
  for (const u of await findUnavailableSeats(ctx.db, eventId, viewerId))
    if (status.get(u.id) !== 'sold') status.set(u.id, u.status);
  return status;
}

/** The cached layout and the live statuses, for a viewer allowed to see the event. */
async function layoutWithStatuses(
  ctx: AppContext,
  eventId: string,
  viewerId: string | null,
  canManage: boolean,
) {
  await eventAudience(ctx, eventId, canManage);
  return Promise.all([getLayout(ctx.db, eventId), liveStatuses(ctx, eventId, viewerId)]);
}

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
  const [layout, status] = await layoutWithStatuses(ctx, eventId, viewerId, canManage);
  const zones = layout.zones.map(
    (z) =>
      z.head +
      z.seats.map((s) => `${s.prefix}${status.get(s.id) ?? 'available'}"}`).join(',') +
      ']}',
  );
  return `{"eventId":${JSON.stringify(eventId)},"zones":[${zones.join(',')}]}`;
}

/** The compact layout's text, and whether it is the version asked for (then it may be kept). */
export async function getSeatLayout(
  ctx: AppContext,
  eventId: string,
  version: string | undefined,
  canManage: boolean,
  format?: string,
) {
  const audience = await eventAudience(ctx, eventId, canManage);
  const layout = await getLayout(ctx.db, eventId);
  const text = format === PLAN_LAYOUT_FORMAT ? layout.compact : layout.plain();
  return { text, current: version === layout.version, audience };
}

/** The seats that are not available, by ordinal in the current layout (decision 016). */
export async function getSeatStatus(
  ctx: AppContext,
  eventId: string,
  viewerId: string | null,
  canManage: boolean,
): Promise<SeatMapStatus> {
  const [layout, status] = await layoutWithStatuses(ctx, eventId, viewerId, canManage);
  const lists = { held: [] as number[], sold: [] as number[], mine: [] as number[] };
  for (const [id, s] of status) {
    const n = layout.ordinal.get(id);
    if (n !== undefined) lists[s].push(n);
  }
  return {
    eventId,
    version: layout.version,
    held: encodeOrdinals(lists.held),
    sold: encodeOrdinals(lists.sold),
    mine: encodeOrdinals(lists.mine),
  };
}

/** One zone's seat ids in ordinal order; 404 for a zone the layout does not have. */
export async function getZoneSeatIds(
  ctx: AppContext,
  eventId: string,
  zoneId: string,
  version: string | undefined,
  canManage: boolean,
): Promise<{ body: ZoneSeatIds; current: boolean; audience: Audience }> {
  const audience = await eventAudience(ctx, eventId, canManage);
  const layout = await getLayout(ctx.db, eventId);
  const range = layout.ranges.get(zoneId);
  if (!range) throw new AppError('NOT_FOUND');
  const { first, count } = range;
  const body = { eventId, version: layout.version, zoneId, first, count, ids: zoneIdsText(range) };
  return { body, current: version === layout.version, audience };
}

const streamTexts = new WeakMap<SeatChange[], Promise<string>>();

/**
 * SSE text for a batch of changes: `{seatId, status}` (the contract) plus the seat's ordinal
 * `n` and the layout version `v`. Every stream of the event receives the same batch object,
 * so the text is made once per batch, not once per open map.
 */
export function seatChangesText(
  ctx: AppContext,
  eventId: string,
  changes: SeatChange[],
): Promise<string> {
  let text = streamTexts.get(changes);
  if (!text) {
    const write = (layout?: { ordinal: Map<string, number>; version: string }) =>
      changes
        .map(({ seatId, status }) => {
          const n = layout?.ordinal.get(seatId);
          const v = layout?.version;
          return `data: ${JSON.stringify({ seatId, status, n, v })}\n\n`;
        })
        .join('');
    // Without the layout (database unreachable) the contract's fields still go out.
    text = getLayout(ctx.db, eventId).then(write, () => write());
    streamTexts.set(changes, text);
  }
  return text;
}
