/**
 * The seat map's static part (zones, tables, every seat's name and position) rarely
 * changes but is most of a 20,000-seat answer. It is kept per event as ready JSON
 * fragments (the JSON map) and as the compact layout with its version and each seat's
 * ordinal (decision 016); each request only adds the live statuses. Set-up changes in
 * this process drop the entry at once; other processes see them within TTL_MS, or within
 * TTL_MS + STALE_MS when nobody asked meanwhile (an expired entry answers while it reloads).
 */
import type { VenuePlan } from '@tickera/shared/venue-plan';
import type { Tx } from '../../db/client';
import * as locations from '../locations/public';
import { buildCompactLayout, type CompactLayout } from './compact-layout';
import * as repo from './repo';

const TTL_MS = 30_000;
/** How long past TTL_MS an entry may still answer while it is read again. */
const STALE_MS = 30_000;

interface ZoneLayout {
  /** `{"id":…,"tables":[…],"seats":[` */
  head: string;
  /** Per seat: `{"id":…,"y":…,"status":"` — the status and `"}` are added per request. */
  seats: { id: string; prefix: string }[];
}

export interface WholeTable {
  name: string;
  seatIds: string[];
}

export interface EventLayout extends CompactLayout {
  zones: ZoneLayout[];
  /** seatId → its table, for the tables sold whole (most events: none). */
  wholeTables: Map<string, WholeTable>;
  expiresAt: number;
}

const cache = new Map<string, EventLayout>();
/** One load per event at a time: when a stadium's entry expires mid on-sale, its buyers share it. */
const loading = new Map<string, Promise<EventLayout>>();

export function invalidateLayout(eventId: string): void {
  cache.delete(eventId);
  loading.delete(eventId);
}

/** Plan versions never change: each is read once (a few kB; venues have few versions). */
const plans = new Map<string, Promise<VenuePlan | undefined>>();
const MAX_PLANS = 200;

function planById(db: Tx, planId: string | undefined): Promise<VenuePlan | undefined> | undefined {
  if (!planId) return undefined;
  let plan = plans.get(planId);
  if (!plan) {
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
    plan = locations.findPlanDocument(db, planId);
    plans.set(planId, plan);
    plan.catch(() => plans.delete(planId));
  }
  return plan;
}

const planIdOf = (map: unknown) => {
  const id = (map as { plan?: unknown } | null)?.plan;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The plan version the zones were copied from (plan-copy.ts writes it in zones.map); none
 * when they name two (zones drawn by hand name none and are drawn from their own seats).
 */
function copiedFrom(zones: { map: unknown }[]): string | undefined {
  const ids = new Set(zones.flatMap((z) => planIdOf(z.map) ?? []));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/** What the browser reads of zones.map: the plan version's id is the server's business. */
function publicMap(map: unknown): unknown {
  if (planIdOf(map) === undefined) return map ?? null;
  const { plan: _, ...rest } = map as Record<string, unknown>;
  return rest;
}

async function loadLayout(db: Tx, eventId: string): Promise<EventLayout> {
  const [zoneRows, seats, tables] = await Promise.all([
    repo.findZonesForLayout(db, eventId),
    repo.findSeatsForLayout(db, eventId),
    repo.findTables(db, eventId),
  ]);
  const plan = await planById(db, copiedFrom(zoneRows));
  const byZone = new Map<string, typeof seats>(zoneRows.map((z) => [z.id, []]));
  for (const s of seats) byZone.get(s.zoneId)?.push(s);
  const zones = zoneRows.map((z) => ({
    ...z,
    map: publicMap(z.map),
    tables: tables
      .filter((t) => t.zoneId === z.id)
      .map(({ id, name, capacity, soldWhole }) => ({
        id,
        name,
        capacity,
        ...(soldWhole ? { soldWhole: true as const } : {}),
      })),
    seats: byZone.get(z.id) ?? [],
  }));
  const wholeTables = new Map<string, WholeTable>();
  for (const t of tables) {
    if (!t.soldWhole) continue;
    const table = {
      name: t.name,
      seatIds: seats.filter((s) => s.tableId === t.id).map((s) => s.id),
    };
    for (const id of table.seatIds) wholeTables.set(id, table);
  }
  return {
    expiresAt: Date.now() + TTL_MS,
    wholeTables,
    ...buildCompactLayout(eventId, zones, plan),
    zones: zones.map(({ seats: zoneSeats, ...zone }) => ({
      head: JSON.stringify(zone).slice(0, -1) + ',"seats":[',
      seats: zoneSeats.map(({ zoneId: _, access: __, ...seat }) => ({
        id: seat.id,
        prefix: JSON.stringify(seat).slice(0, -1) + ',"status":"',
      })),
    })),
  };
}

export async function getLayout(db: Tx, eventId: string): Promise<EventLayout> {
  const hit = cache.get(eventId);
  const now = Date.now();
  if (hit && hit.expiresAt > now) return hit;
  let pending = loading.get(eventId);
  if (!pending) {
    const load: Promise<EventLayout> = loadLayout(db, eventId)
      .then((layout) => {
        // A set-up change during the load dropped it from `loading`: it may predate the change.
        if (loading.get(eventId) === load) cache.set(eventId, layout);
        return layout;
      })
      .finally(() => {
        if (loading.get(eventId) === load) loading.delete(eventId);
      });
    loading.set(eventId, (pending = load));
  }
  // A copy expired less than STALE_MS ago answers while the new one loads: no request waits
  // for a 20,000-seat reload (before, every hold and seat map of an on-sale waited for it
  // once each TTL_MS, since holds check the tables sold whole here). This process's own
  // set-up changes drop the entry; another process's were already TTL_MS late. A failed
  // reload is tried again by the next request. The reload outlives this call, so `db` must
  // be the pool (every caller passes ctx.db), never a transaction that may end first.
  if (hit && now - hit.expiresAt < STALE_MS) {
    pending.catch(() => undefined);
    return hit;
  }
  return pending;
}

/**
 * The first table sold whole that `seatIds` take only in part (issue 29): its name, its
 * seats and those missing; null when every such table is asked for whole (or none is).
 */
export async function partialWholeTable(
  db: Tx,
  eventId: string,
  seatIds: string[],
): Promise<{ name: string; seatIds: string[]; missing: string[] } | null> {
  const { wholeTables } = await getLayout(db, eventId);
  if (!wholeTables.size) return null;
  const asked = new Set(seatIds);
  for (const id of seatIds) {
    const table = wholeTables.get(id);
    const missing = table?.seatIds.filter((s) => !asked.has(s));
    if (table && missing?.length) return { ...table, missing };
  }
  return null;
}

/** Every seat of the whole-sold table `seatId` sits at, or null when it sits at none. */
export async function wholeTableSeats(
  db: Tx,
  eventId: string,
  seatId: string,
): Promise<string[] | null> {
  const { wholeTables } = await getLayout(db, eventId);
  return wholeTables.get(seatId)?.seatIds ?? null;
}
