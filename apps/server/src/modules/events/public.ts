/** What other modules may use of events: an event's existence, name, sale state and prices. */
export {
  eventExists,
  findEvent,
  findEventName,
  findEventPricing,
  findEventSchedule,
  findEventVisibility,
  listDoorEvents,
} from './repo';
export { findAfterSaleRules, type AfterSaleRules } from './after-sale';
