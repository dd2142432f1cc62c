/**
 * Venue plans (issue 29): the designer's document, saved as a new version each time after
 * validatePlan accepts it, audited. Events copy a version into their zones and seats.
 */
import type { PlanVersion, PlanVersionSummary } from '@tickera/shared/schemas/venue-plans';
import { validatePlan, type VenuePlan } from '@tickera/shared/venue-plan';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import * as repo from './plan-repo';

const summary = (row: repo.PlanSummaryRow): PlanVersionSummary => ({
  id: row.id,
  locationId: row.locationId,
  version: row.version,
  seats: row.seats,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});
const present = (row: repo.PlanRow): PlanVersion => ({ ...summary(row), plan: row.plan });

async function requireLocation(ctx: AppContext, id: string) {
  if (!(await repo.locationExists(ctx.db, id))) throw new AppError('NOT_FOUND');
}

export async function getCurrentPlan(ctx: AppContext, locationId: string): Promise<PlanVersion> {
  const row = await repo.findCurrentPlan(ctx.db, locationId);
  if (!row) throw new AppError('NOT_FOUND', undefined, 'Este lugar todavía no tiene plano.');
  return present(row);
}

export async function getPlanVersion(
  ctx: AppContext,
  locationId: string,
  version: number,
): Promise<PlanVersion> {
  const row = await repo.findPlanVersion(ctx.db, locationId, version);
  if (!row) throw new AppError('NOT_FOUND');
  return present(row);
}

export async function listPlanVersions(
  ctx: AppContext,
  locationId: string,
): Promise<{ items: PlanVersionSummary[] }> {
  await requireLocation(ctx, locationId);
  return { items: (await repo.listPlanVersions(ctx.db, locationId)).map(summary) };
}

/**
 * Saves the plan as the venue's next version. A plan that breaks a rule is refused whole
 * (422 PLAN_INVALID, the first reason as the message, every reason with its seats in
 * details.problems) and writes nothing.
 */
export async function savePlan(
  ctx: AppContext,
  actor: AuthUser,
  locationId: string,
  plan: VenuePlan,
  ip: string,
): Promise<PlanVersion> {
  const check = validatePlan(plan);
  if (!check.ok)
    throw new AppError('PLAN_INVALID', { problems: check.problems }, check.problems[0].message);
  const entry = { actorId: actor.id, action: 'locations.plan', entity: 'location_plan', ip };
  const row = await auditedWrite(ctx.db, entry, async (tx) => {
    if (!(await repo.lockLocation(tx, locationId))) return undefined;
    return repo.insertPlanVersion(tx, {
      locationId,
      plan,
      seats: check.seats.length,
      createdBy: actor.id,
    });
  });
  return present(row);
}
