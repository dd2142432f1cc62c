import { queryOptions } from '@tanstack/react-query';
import type { PlanVersion, PlanVersionSummary } from '@tickera/shared/schemas/venue-plans';
import type { PlanProblem, VenuePlan } from '@tickera/shared/venue-plan';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * The venue's current plan, or null before its first save. The version list is asked
 * first: a venue without a plan answers it with no items instead of a 404.
 */
export const locationPlanQuery = (locationId: string) =>
  queryOptions({
    queryKey: ['locations', locationId, 'plan'],
    queryFn: async ({ signal }): Promise<PlanVersion | null> => {
      const base = `/locations/${locationId}/plan`;
      const { items } = await apiFetch<{ items: PlanVersionSummary[] }>(`${base}/versions`, {
        signal,
      });
      return items.length ? apiFetch<PlanVersion>(base, { signal }) : null;
    },
  });

export function saveLocationPlan(locationId: string, plan: VenuePlan): Promise<PlanVersion> {
  return apiFetch<PlanVersion>(`/locations/${locationId}/plan`, { method: 'PUT', body: plan });
}

/** The reasons of a refused save (422 PLAN_INVALID) with their seats; [] for any other error. */
export function planProblemsOf(error: unknown): PlanProblem[] {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_INVALID') return [];
  // The server's own 422 shape (planProblemSchema): the list is there or the answer is not one.
  const problems = error.details?.problems;
  return Array.isArray(problems) ? (problems as PlanProblem[]) : [];
}
