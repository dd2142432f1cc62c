/**
 * What other modules may use of seating: seats and zones (names, prices, locks for a sale),
 * and the seat-availability read model.
 */
export {
  eventSaleFigures,
  findUnavailableSeats,
  listZonesForSale,
  zoneSeatsForBest,
  type ZoneForSale,
  type ZoneSeat,
} from './availability';
export { countSeatsByEvent, listZonesForEdit } from './repo';
