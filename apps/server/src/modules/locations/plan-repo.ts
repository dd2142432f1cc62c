/** Venue plan SQL: versions are only ever added. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { VenuePlan } from '@tickera/shared/venue-plan';
import type { Tx } from '../../db/client';
import { locationPlans, locations } from '../../db/schema/locations';

export type PlanRow = typeof locationPlans.$inferSelect;
export type PlanSummaryRow = Omit<PlanRow, 'plan'>;

const summary = {
  id: locationPlans.id,
  locationId: locationPlans.locationId,
  version: locationPlans.version,
  seats: locationPlans.seats,
  createdBy: locationPlans.createdBy,
  createdAt: locationPlans.createdAt,
};

const liveLocation = (db: Tx, id: string) =>
  db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.isDelete, false)));

/** Locks the venue for a save, so two saves at once get versions n+1 and n+2. */
export async function lockLocation(db: Tx, id: string): Promise<boolean> {
  return (await liveLocation(db, id).for('update')).length > 0;
}

export async function locationExists(db: Tx, id: string): Promise<boolean> {
  return (await liveLocation(db, id)).length > 0;
}

/** A plan version's document by its id (versions never change). */
export async function findPlanDocument(db: Tx, id: string): Promise<VenuePlan | undefined> {
  const [row] = await db
    .select({ plan: locationPlans.plan })
    .from(locationPlans)
    .where(eq(locationPlans.id, id));
  return row?.plan;
}

/** The venue's plan: its highest version. */
export async function findCurrentPlan(db: Tx, locationId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(locationPlans)
    .where(eq(locationPlans.locationId, locationId))
    .orderBy(desc(locationPlans.version))
    .limit(1);
  return row;
}

export async function findPlanVersion(
  db: Tx,
  locationId: string,
  version: number,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(locationPlans)
    .where(and(eq(locationPlans.locationId, locationId), eq(locationPlans.version, version)));
  return row;
}

export async function listPlanVersions(db: Tx, locationId: string): Promise<PlanSummaryRow[]> {
  return db
    .select(summary)
    .from(locationPlans)
    .where(eq(locationPlans.locationId, locationId))
    .orderBy(desc(locationPlans.version));
}

/** Adds the next version (the caller holds the venue's lock). */
export async function insertPlanVersion(
  db: Tx,
  values: Omit<typeof locationPlans.$inferInsert, 'version'>,
): Promise<PlanRow> {
  const [row] = await db
    .insert(locationPlans)
    .values({
      ...values,
      version: sql`(select coalesce(max(version), 0) + 1 from location_plans where location_id = ${values.locationId})`,
    })
    .returning();
  return row;
}
