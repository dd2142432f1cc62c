/** What other modules may use of holds: the seat locks every writer takes, and a buyer's live holds. */
export { consumeLiveHolds, findHoldRows, forgetAddressGroup, lockSeats } from './repo';
export { findFreeSeats, holdSeatsForOffer, type FreeSeat } from './offer-holds';
