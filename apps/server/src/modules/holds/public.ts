/** What other modules may use of holds: a buyer's live holds, read and consumed; holds made for a waiting-list offer. */
export {
  consumeLiveHolds,
  dropHoldsOnSeats,
  findHoldRows,
  forgetAddressGroup,
  releaseExpiredHolds,
} from './repo';
export { holdSeatsForOffer } from './offer-holds';
