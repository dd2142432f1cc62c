/** What other modules may use of events: an event's existence, name, venue, sale state and prices. */
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
