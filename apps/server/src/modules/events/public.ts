/** What other modules may use of events: an event's existence, name, venue, sale state, prices and after-sale rules. */
export {
  eventExists,
  findEventBriefs,
  findEventName,
  findEventPricing,
  findEventSchedule,
  findEventVisibility,
  type EventBrief,
} from './repo';
export { findEvent, listDoorEvents, type CatalogueEvent } from './service';
export { findAfterSaleRules, type AfterSaleRules } from './after-sale';
