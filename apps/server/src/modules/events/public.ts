/** What other modules may use of events: an event's existence, name, venue, sale state and prices. */
export {
  eventExists,
  findEventName,
  findEventPricing,
  findEventSchedule,
  findEventVisibility,
} from './repo';
export { findEvent, listDoorEvents, type CatalogueEvent } from './service';
