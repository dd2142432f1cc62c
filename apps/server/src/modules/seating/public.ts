/**
 * What other modules may use of seating: seats and zones (names, prices, locks for a sale),
 * and the seat-availability read model.
 */
export {
  eventSaleFigures,
  findBlockedSeats,
  findFreeSeats,
  findUnavailableSeats,
  listZonesForSale,
  owedToLine,
  zoneSeatsForBest,
  type FreeSeat,
  type ZoneForSale,
  type ZoneSeat,
} from './availability';
export {
  countSeatsByEvent,
  describeSeats,
  findSameSeats,
  findSeatKeys,
  findZone,
  listActiveZones,
  listZonesForEdit,
  lockSeats,
  seatInEvent,
  type SeatDescription,
  type SeatForSale,
  type SeatKey,
} from './repo';
export {
  copyPlanIntoEvent,
  findEventSeatIds,
  findSectionSettings,
  removeEventSeating,
  type SectionSettings,
} from './plan-copy';
export { invalidateLayout, partialWholeTable, wholeTableSeats } from './layout-cache';
