/** What other modules may use of locations: where an event is, and the venue's seat plan. */
export { findLocations } from './repo';
export { findCurrentPlan, findPlanDocument, type PlanRow } from './plan-repo';
