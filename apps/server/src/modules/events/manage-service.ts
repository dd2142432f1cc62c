/** Event set-up (admin, supervisor): events with their fee and tax configuration, audited. */
import type { z } from 'zod';
import type {
  AdminEvent,
  AdminEventDetail,
  EventInput,
  EventRecord,
  eventPatchSchema,
} from '@tickera/shared/schemas/events';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { storableImage } from '../../lib/images';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import * as locations from '../locations/public';
import * as orders from '../orders/public';
import * as seating from '../seating/public';
import { copyVenuePlan } from './plan';
import * as repo from './repo';

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

const present = (row: repo.EventTableRow): EventRecord => ({
  ...row,
  startAt: iso(row.startAt),
  finishAt: iso(row.finishAt),
  publishAt: iso(row.publishAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** An https link stays; an uploaded banner is checked and re-encoded (lib/images.ts). */
const storableBanner = <T extends string | null | undefined>(value: T) =>
  storableImage('bannerUrl', value, { links: true });

export async function createEvent(ctx: AppContext, actor: AuthUser, input: EventInput, ip: string) {
  const { config, ...e } = input;
  const bannerUrl = await storableBanner(e.bannerUrl);
  const entry = { actorId: actor.id, action: 'events.create', entity: 'event', ip };
  const row = await auditedWrite(ctx.db, entry, async (tx) => {
    const row = await repo.insertEvent(tx, {
      ...e,
      bannerUrl,
      startAt: new Date(e.startAt),
      finishAt: date(e.finishAt),
      publishAt: date(e.publishAt),
    });
    await repo.saveEventConfig(tx, row.id, config);
    return (await copyVenuePlan(tx, row)) ?? row;
  });
  return present(row);
}

export async function updateEvent(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  patch: z.infer<typeof eventPatchSchema>,
  ip: string,
) {
  const { config, startAt, finishAt, publishAt, ...rest } = patch;
  if (rest.bannerUrl !== undefined) rest.bannerUrl = await storableBanner(rest.bannerUrl);
  const entry = { actorId: actor.id, action: 'events.update', entity: 'event', ip };
  const row = await auditedWrite(
    ctx.db,
    entry,
    async (tx) => {
      const row = await repo.updateEventRow(tx, id, {
        ...rest,
        ...(startAt !== undefined ? { startAt: new Date(startAt) } : {}),
        ...(finishAt !== undefined ? { finishAt: date(finishAt) } : {}),
        ...(publishAt !== undefined ? { publishAt: date(publishAt) } : {}),
      });
      if (!row) return undefined;
      if (row.finishAt && row.finishAt <= row.startAt)
        throw fieldError('finishAt', 'El fin debe ser posterior al inicio');
      if (config && Object.keys(config).length) await repo.saveEventConfig(tx, id, config);
      return row;
    },
    { table: 'events', id, with: { table: 'event_config', key: 'event_id' } },
  );
  return present(row);
}

export async function listAllEvents(ctx: AppContext): Promise<{ items: AdminEvent[] }> {
  const found = await repo.listAdminEvents(ctx.db);
  const ids = found.map((e) => e.id);
  const [venues, seats, sold] = await Promise.all([
    locations.findLocations(
      ctx.db,
      found.map((e) => e.locationId),
    ),
    seating.countSeatsByEvent(ctx.db, ids),
    orders.countPaidSeatsByEvent(ctx.db, ids),
  ]);
  return {
    items: found.map(({ locationId, ...e }) => ({
      ...e,
      startAt: iso(e.startAt),
      publishAt: iso(e.publishAt),
      locationName: venues.get(locationId)?.name ?? '',
      locationCity: venues.get(locationId)?.city ?? '',
      seats: seats.get(e.id) ?? 0,
      sold: sold.get(e.id) ?? 0,
    })),
  };
}

/** Everything the edit form needs, including the money configuration. */
export async function getEventForEdit(ctx: AppContext, id: string): Promise<AdminEventDetail> {
  const e = await repo.findEditableEvent(ctx.db, id);
  if (!e) throw new AppError('NOT_FOUND');
  return {
    ...e,
    zones: await seating.listZonesForEdit(ctx.db, id),
    startAt: iso(e.startAt),
    finishAt: iso(e.finishAt),
    publishAt: iso(e.publishAt),
  };
}
