/** What other modules may use of locations: where an event is. */
export { findLocations } from './repo';
