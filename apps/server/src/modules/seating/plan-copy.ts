/**
 * An event's zones, tables and seats copied from a venue plan version (issue 29): one zone
 * per section in plan order, one table per table element, every seat with its position and
 * access flag. The copy is the event's own: a later version of the plan does not touch it.
 */
import { sql } from 'drizzle-orm';
import { generalPlaceName } from '@tickera/shared/place-names';
import {
  areaCapacities,
  type PlanSeat,
  type PlanSection,
  type VenuePlan,
} from '@tickera/shared/venue-plan';
import type { Tx } from '../../db/client';
import { seats, tables, zones } from '../../db/schema/seating';
import { rows } from '../../lib/sql';

/** Half a seat: a zone's box reaches this far past its outermost seats. */
const HALF_SEAT = 5;
/** Seats per INSERT: one JSON parameter each, so the count is not bound by parameter limits. */
const SEAT_BATCH = 10_000;

/** What the event sets per section, by section code: its price and web cap. */
export type SectionSettings = Record<string, { basePrice: string; maxSeatsWeb?: number | null }>;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function boxOf(points: { x: number; y: number }[]): Box | null {
  if (!points.length) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - HALF_SEAT;
  const y = Math.min(...ys) - HALF_SEAT;
  return { x, y, width: Math.max(...xs) + HALF_SEAT - x, height: Math.max(...ys) + HALF_SEAT - y };
}

/** A general-admission section's box: its areas' outlines (rotation aside). */
function areaBox(plan: VenuePlan, section: string): Box | null {
  return boxOf(
    plan.elements.flatMap((e) =>
      e.kind === 'AREA' && e.section === section
        ? [
            { x: e.x - e.width / 2 + HALF_SEAT, y: e.y - e.height / 2 + HALF_SEAT },
            { x: e.x + e.width / 2 - HALF_SEAT, y: e.y + e.height / 2 - HALF_SEAT },
          ]
        : [],
    ),
  );
}

/**
 * The zone's drawing hints as the seat map reads them (zones.map), with the plan version and
 * section it was copied from: the public map draws that version's shapes (layout-cache.ts).
 */
function zoneMap(planId: string, plan: VenuePlan, section: PlanSection, sectionSeats: PlanSeat[]) {
  const tableHints = plan.elements.flatMap((e) =>
    e.kind === 'TABLE' && e.section === section.id
      ? [{ name: e.label, x: e.x, y: e.y, radius: Math.round(Math.min(e.width, e.height) / 2) }]
      : [],
  );
  return {
    shape: 'rect',
    ...(boxOf(sectionSeats) ?? areaBox(plan, section.id) ?? {}),
    ...(section.color ? { color: section.color } : {}),
    ...(tableHints.length ? { tables: tableHints } : {}),
    section: section.id,
    plan: planId,
  };
}

async function insertSeatRows(db: Tx, values: Record<string, unknown>[]) {
  for (let i = 0; i < values.length; i += SEAT_BATCH) {
    const batch = JSON.stringify(values.slice(i, i + SEAT_BATCH));
    await db.execute(sql`
      insert into ${seats} (event_id, zone_id, table_id, name, code, "row", "index", x, y, access)
      select r.event_id, r.zone_id, r.table_id, r.name, r.code, r.row, r.index, r.x, r.y, r.access
      from jsonb_to_recordset(${batch}::jsonb) as r(event_id uuid, zone_id uuid, table_id uuid,
        name text, code text, "row" text, "index" int, x int, y int, access text)`);
  }
}

/**
 * Copies the plan version (`plan` validated, `planSeats` its expandPlan) into the event.
 * Sections the settings do not name start at price 0.00, to be set per event. Returns the
 * zones and seats made.
 */
export async function copyPlanIntoEvent(
  db: Tx,
  eventId: string,
  { id: planId, plan }: { id: string; plan: VenuePlan },
  planSeats: PlanSeat[],
  settings: SectionSettings = {},
): Promise<{ zones: number; seats: number }> {
  const gaCapacity = areaCapacities(plan);
  const values: Record<string, unknown>[] = [];
  for (const [i, section] of plan.sections.entries()) {
    const sectionSeats = planSeats.filter((s) => s.section === section.id);
    const own = settings[section.code];
    const [zone] = await db
      .insert(zones)
      .values({
        eventId,
        name: section.name,
        code: section.code,
        type: section.type,
        layout: section.layout,
        basePrice: own?.basePrice ?? '0.00',
        maxSeatsWeb: own?.maxSeatsWeb ?? null,
        capacityMax: sectionSeats.length + (gaCapacity.get(section.id) ?? 0),
        index: i + 1,
        map: zoneMap(planId, plan, section, sectionSeats),
      })
      .returning({ id: zones.id });
    const tableIds = new Map<string, { id: string; code: string }>();
    const tableElements = plan.elements.filter(
      (e) => e.kind === 'TABLE' && e.section === section.id,
    );
    for (const [k, e] of tableElements.entries()) {
      if (e.kind !== 'TABLE') continue;
      const code = `${section.code}-M${String(k + 1).padStart(2, '0')}`;
      const [table] = await db
        .insert(tables)
        .values({
          zoneId: zone.id,
          name: e.label,
          code,
          capacityMax: e.chairs,
          soldWhole: e.sale === 'WHOLE',
        })
        .returning({ id: tables.id });
      tableIds.set(e.id, { id: table.id, code });
    }
    for (const s of sectionSeats) {
      const table = s.table ? tableIds.get(s.table) : undefined;
      values.push({
        event_id: eventId,
        zone_id: zone.id,
        table_id: table?.id ?? null,
        name: s.name,
        code: table ? `${table.code}-${s.number}` : `${section.code}-${s.name}`,
        row: s.row,
        index: s.index,
        x: s.x,
        y: s.y,
        access: s.accessible ? 'ACCESSIBLE' : s.companion ? 'COMPANION' : null,
      });
    }
    // General admission (decision 052): the section's areas' capacity as places without a
    // position, "Entrada general 1…n", one pool (a buyer chooses the section, not an area).
    // They are sold, held, ticketed and scanned as seats are, so no place is sold twice.
    let n = 0;
    for (const e of plan.elements) {
      if (e.kind !== 'AREA' || e.section !== section.id) continue;
      for (let k = 0; k < e.capacity; k++) {
        n++;
        values.push({
          event_id: eventId,
          zone_id: zone.id,
          table_id: null,
          name: generalPlaceName(n),
          code: `${section.code}-G${n}`,
          row: section.name,
          index: n,
          x: null,
          y: null,
          access: null,
        });
      }
    }
  }
  await insertSeatRows(db, values);
  return { zones: plan.sections.length, seats: values.length };
}

/** The price and web cap of each zone of the event, by code: what a new copy keeps. */
export async function findSectionSettings(db: Tx, eventId: string): Promise<SectionSettings> {
  const found = await rows<{ code: string; basePrice: string; maxSeatsWeb: number | null }>(
    db,
    sql`select code, base_price as "basePrice", max_seats_web as "maxSeatsWeb"
        from zones where event_id = ${eventId} and not is_delete`,
  );
  return Object.fromEntries(found.map(({ code, ...rest }) => [code, rest]));
}

/** The event's seat ids (every one, for the holds that must go with them). */
export async function findEventSeatIds(db: Tx, eventId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from seats where event_id = ${eventId}`,
  );
  return found.map((r) => r.id);
}

/**
 * Removes the event's zones, tables and seats: only for an event that never sold (the
 * caller checks), whose seats no order, ticket or hold names any more.
 */
export async function removeEventSeating(db: Tx, eventId: string): Promise<void> {
  await db.execute(sql`delete from seats where event_id = ${eventId}`);
  await db.execute(
    sql`delete from tables where zone_id in (select id from zones where event_id = ${eventId})`,
  );
  await db.execute(sql`delete from zones where event_id = ${eventId}`);
}
