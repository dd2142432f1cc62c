/** Catalogue queries: events and their configuration. Venues are locations', seats and their availability seating's. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminEventDetail } from '@tickera/shared/schemas/events';
import type { Tx } from '../../db/client';
import { eventConfig, events } from '../../db/schema/events';
import { refuseDuplicateCode } from '../../lib/pg-errors';
import { anyUuid, rows } from '../../lib/sql';

/** SQL predicate: event `e` is public and on sale. */
export const eventOnSale = sql`e.is_active and not e.is_delete and e.publish_at is not null
  and e.publish_at <= now() and e.start_at > now()`;

export interface EventRow {
  id: string;
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  description: string | null;
  startAt: Date;
  finishAt: Date | null;
  bannerUrl: string | null;
  printTypes: string[];
  locationId: string;
}

function selectEvents(where: SQL) {
  return sql`
    select e.id, e.name, e.code, e.category, e.description, e.start_at as "startAt", e.finish_at as "finishAt",
      e.banner_url as "bannerUrl", e.print_types as "printTypes", e.location_id as "locationId"
    from events e
    where ${where}
    order by e.start_at asc`;
}

export async function listOnSale(db: Tx, category?: string): Promise<EventRow[]> {
  const byCategory = category ? sql` and e.category = ${category}` : sql``;
  return rows<EventRow>(db, selectEvents(sql`${eventOnSale}${byCategory}`));
}

/** One event; `publicOnly` hides unpublished, inactive and past events. */
export async function findEvent(
  db: Tx,
  id: string,
  publicOnly: boolean,
): Promise<EventRow | undefined> {
  const where = publicOnly
    ? sql`e.id = ${id} and ${eventOnSale}`
    : sql`e.id = ${id} and not e.is_delete`;
  const [row] = await rows<EventRow>(db, selectEvents(where));
  return row;
}

/** Whether an event exists (not deleted) and whether anyone may see it now (`eventOnSale`). */
export async function findEventVisibility(
  db: Tx,
  id: string,
): Promise<{ onSale: boolean } | undefined> {
  const [row] = await rows<{ onSale: boolean }>(
    db,
    sql`select ${eventOnSale} as "onSale" from events e where e.id = ${id} and not e.is_delete`,
  );
  return row;
}

/* ---- Event set-up (admin, supervisor) ---- */

export type EventTableRow = typeof events.$inferSelect;

export async function insertEvent(db: Tx, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning().catch(refuseDuplicateCode);
  return row;
}

export async function updateEventRow(
  db: Tx,
  id: string,
  values: Partial<typeof events.$inferInsert>,
) {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), eq(events.isDelete, false)))
    .returning();
  return row as EventTableRow | undefined;
}

/** Writes the fee and tax configuration of an event (insert, or change what is given). */
export async function saveEventConfig(
  db: Tx,
  eventId: string,
  config: Partial<Omit<typeof eventConfig.$inferInsert, 'eventId'>>,
) {
  await db
    .insert(eventConfig)
    .values({ eventId, ...config })
    .onConflictDoUpdate({ target: eventConfig.eventId, set: config });
}

export async function eventExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), eq(events.isDelete, false)));
  return !!row;
}

export interface AdminEventRow {
  id: string;
  name: string;
  code: string;
  category: 'DEPORTE' | 'CONCIERTO';
  startAt: Date;
  publishAt: Date | null;
  isActive: boolean;
  printTypes: string[];
  locationId: string;
}

export async function listAdminEvents(db: Tx): Promise<AdminEventRow[]> {
  return rows<AdminEventRow>(
    db,
    sql`select e.id, e.name, e.code, e.category, e.start_at as "startAt", e.publish_at as "publishAt", e.is_active as "isActive",
          e.print_types as "printTypes", e.location_id as "locationId"
        from events e where not e.is_delete order by e.start_at desc`,
  );
}

export type AdminEventDetailRow = Omit<
  AdminEventDetail,
  'startAt' | 'finishAt' | 'publishAt' | 'zones'
> & {
  startAt: Date;
  finishAt: Date | null;
  publishAt: Date | null;
};

/** The event as the edit form needs it, with its money configuration (its zones are seating's). */
export async function findEditableEvent(
  db: Tx,
  id: string,
): Promise<AdminEventDetailRow | undefined> {
  const [row] = await rows<AdminEventDetailRow>(
    db,
    sql`select e.id, e.name, e.code, e.category, e.description, e.location_id as "locationId", e.plan_id as "planId", e.store_id as "storeId",
          e.start_at as "startAt", e.finish_at as "finishAt", e.publish_at as "publishAt", e.print_types as "printTypes",
          e.prefilled_codes as "prefilledCodes", e.banner_url as "bannerUrl", e.is_active as "isActive",
          e.transfer_cutoff_hours as "transferCutoffHours", e.waitlist_offer_minutes as "waitlistOfferMinutes",
          json_build_object('feePercent', coalesce(c.fee_percent, 0)::text, 'feeOnlyDeclarative', coalesce(c.fee_only_declarative, false),
            'taxPercent', coalesce(c.tax_percent, 0)::text, 'ivaPercent', coalesce(c.iva_percent, 16)::text) as config
        from events e left join event_config c on c.event_id = e.id where e.id = ${id} and not e.is_delete`,
  );
  return row;
}

export async function findEventPricing(db: Tx, eventId: string) {
  const [row] = await rows<{
    code: string;
    feePercent: string;
    feeOnlyDeclarative: boolean;
    taxPercent: string;
    ivaPercent: string;
  }>(
    db,
    sql`select e.code, coalesce(c.fee_percent, 0)::text as "feePercent", coalesce(c.fee_only_declarative, false) as "feeOnlyDeclarative",
          coalesce(c.tax_percent, 0)::text as "taxPercent", coalesce(c.iva_percent, 16)::text as "ivaPercent"
        from events e left join event_config c on c.event_id = e.id where e.id = ${eventId}`,
  );
  return row;
}

/**
 * Events a door may be scanning: not deleted, active, from a day before they start until
 * they end (or a day after the start when no end is set), and the ones coming next.
 */
export async function listDoorEvents(db: Tx) {
  return rows<{
    id: string;
    name: string;
    startAt: Date | string;
    finishAt: Date | string | null;
    locationId: string;
  }>(
    db,
    sql`select e.id, e.name, e.start_at as "startAt", e.finish_at as "finishAt", e.location_id as "locationId"
      from events e
      where e.is_active and not e.is_delete
        and coalesce(e.finish_at, e.start_at + interval '1 day') > now() - interval '6 hours'
      order by e.start_at asc limit 50`,
  );
}

/** An event's name and when it runs (the door's offline list is served around it). */
export async function findEventSchedule(
  db: Tx,
  id: string,
): Promise<{ name: string; startAt: Date | string; finishAt: Date | string | null } | undefined> {
  const [row] = await rows<{
    name: string;
    startAt: Date | string;
    finishAt: Date | string | null;
  }>(
    db,
    sql`select name, start_at as "startAt", finish_at as "finishAt" from events where id = ${id} and not is_delete`,
  );
  return row;
}

export async function findEventName(db: Tx, id: string): Promise<string | undefined> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`select name from events where id = ${id} and not is_delete`,
  );
  return row?.name;
}

export interface EventBrief {
  id: string;
  name: string;
  code: string;
  startAt: Date | string;
  printTypes: string[];
  locationId: string;
  storeId: string | null;
}

/** Name, code, date and venue of these events (deleted ones too: old orders name them), by id. */
export async function findEventBriefs(db: Tx, ids: string[]): Promise<Map<string, EventBrief>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const found = await rows<EventBrief>(
    db,
    sql`select id, name, code, start_at as "startAt", print_types as "printTypes", location_id as "locationId",
          store_id as "storeId"
        from events where id = ${anyUuid(wanted)}`,
  );
  return new Map(found.map((e) => [e.id, e]));
}
