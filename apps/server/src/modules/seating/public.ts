/** What other modules may use of seating: a zone as stored (the waiting list checks its event). */
export { findZone } from './repo';
