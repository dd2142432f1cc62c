/**
 * Events and venue plans (issue 29): an event created at a venue with a plan gets the plan's
 * current version as its zones and seats; later it may take a newer version, but only while
 * it has no orders and is not on sale, so no sold or offered seat ever moves.
 */
import { sql } from 'drizzle-orm';
import { expandPlan } from '@tickera/shared/venue-plan';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { rows } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import * as holds from '../holds/public';
import * as locations from '../locations/public';
import * as orders from '../orders/public';
import * as seating from '../seating/public';
import * as repo from './repo';

/**
 * Copies the venue's current plan into a new event (no zones yet) and records its version.
 * Returns the updated row, or nothing when the venue has no plan (zones are then drawn by hand).
 */
export async function copyVenuePlan(
  tx: Tx,
  event: { id: string; locationId: string },
  settings?: seating.SectionSettings,
): Promise<repo.EventTableRow | undefined> {
  const plan = await locations.findCurrentPlan(tx, event.locationId);
  if (!plan) return undefined;
  await seating.copyPlanIntoEvent(tx, event.id, plan, expandPlan(plan.plan), settings);
  return repo.updateEventRow(tx, event.id, { planId: plan.id });
}

/** The event, locked, with whether it has opened its sale (published and the moment passed). */
async function lockEvent(tx: Tx, id: string) {
  const [row] = await rows<{
    id: string;
    locationId: string;
    planId: string | null;
    opened: boolean;
  }>(
    tx,
    sql`select id, location_id as "locationId", plan_id as "planId",
          (publish_at is not null and publish_at <= now()) as opened
        from events where id = ${id} and not is_delete for update`,
  );
  return row;
}

/**
 * The event takes its venue's current plan version: its zones, tables and seats are made
 * anew from it, each zone keeping the price and web cap it had under the same code. Refused
 * (409 PLAN_IN_USE) once the event has an order or its sale has opened.
 */
export async function takeVenuePlan(ctx: AppContext, actor: AuthUser, eventId: string, ip: string) {
  let answer = { eventId, version: 0, zones: 0, seats: 0 };
  const entry = { actorId: actor.id, action: 'events.plan', entity: 'event', ip };
  await auditedWrite(ctx.db, entry, async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) return undefined;
    if (event.opened || (await orders.eventHasOrders(tx, eventId)))
      throw new AppError('PLAN_IN_USE');
    const plan = await locations.findCurrentPlan(tx, event.locationId);
    if (!plan) throw new AppError('NOT_FOUND', undefined, 'El lugar del evento no tiene plano.');
    const settings = await seating.findSectionSettings(tx, eventId);
    await holds.dropHoldsOnSeats(tx, await seating.findEventSeatIds(tx, eventId));
    await seating.removeEventSeating(tx, eventId);
    const made = await seating.copyPlanIntoEvent(
      tx,
      eventId,
      plan,
      expandPlan(plan.plan),
      settings,
    );
    await repo.updateEventRow(tx, eventId, { planId: plan.id });
    answer = { eventId, version: plan.version, ...made };
    return { id: eventId, ...answer, fromPlanId: event.planId, planId: plan.id };
  });
  seating.invalidateLayout(eventId);
  return answer;
}
