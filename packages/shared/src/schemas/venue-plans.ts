/** A venue's seat plan over the API: what is saved, its versions, and an event taking one. */
import { z } from '../zod-es';
import { venuePlanSchema } from '../venue-plan';

/** One saved version of a venue's plan, without the document. */
export const planVersionSummarySchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  /** 1, 2, … per venue: every save is a new version. */
  version: z.number().int(),
  /** Seats the plan draws (rows and table chairs). */
  seats: z.number().int(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;

/** GET/PUT /api/locations/:id/plan: the current (or just saved) version with its document. */
export const planVersionSchema = planVersionSummarySchema.extend({ plan: venuePlanSchema });
export type PlanVersion = z.infer<typeof planVersionSchema>;

export const planVersionListSchema = z.object({ items: z.array(planVersionSummarySchema) });

export const planVersionParams = z.object({
  id: z.uuid({ error: 'Identificador inválido' }),
  version: z.coerce.number().int().min(1).max(1_000_000),
});

/**
 * The 422 of a refused save: `error.code` PLAN_INVALID, `error.message` the first reason, and
 * `error.details.problems` every reason with the offending seats (key, name, section id).
 */
export const planProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  seats: z.array(z.object({ key: z.string(), name: z.string(), section: z.string() })),
});

/** POST /api/admin/events/:id/plan: the event takes its venue's current plan version. */
export const eventPlanAnswerSchema = z.object({
  eventId: z.uuid(),
  version: z.number().int(),
  zones: z.number().int(),
  seats: z.number().int(),
});
