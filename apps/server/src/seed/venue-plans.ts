/**
 * The demo venues' seat plans, as the designer saves them (assets/plans/*.json): each is
 * checked by the same rules as a save and stored as the venue's version 1. Events are then
 * made from them by the path every event takes (events/plan.ts).
 */
import { validatePlan, venuePlanSchema } from '@tickera/shared/venue-plan';
import type { Tx } from '../db/client';
import { insertPlanVersion } from '../modules/locations/plan-repo';
import joseBernardoPerez from './assets/plans/jose-bernardo-perez.json';
import monumental from './assets/plans/monumental.json';
import poliedro from './assets/plans/poliedro.json';
import teresaCarreno from './assets/plans/teresa-carreno.json';
import type { DemoVenues } from './reference-data';

const PLANS: Record<keyof DemoVenues, unknown> = {
  poliedro,
  monumental,
  teresaCarreno,
  joseBernardoPerez,
};

export async function insertDemoPlans(db: Tx, venues: DemoVenues): Promise<void> {
  for (const [venue, document] of Object.entries(PLANS) as [keyof DemoVenues, unknown][]) {
    const plan = venuePlanSchema.parse(document);
    const check = validatePlan(plan);
    if (!check.ok) throw new Error(`Plano de ${venue}: ${check.problems[0].message}`);
    await insertPlanVersion(db, {
      locationId: venues[venue],
      plan,
      seats: check.seats.length,
      createdBy: null,
    });
  }
}
