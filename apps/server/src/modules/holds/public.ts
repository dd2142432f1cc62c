/** What other modules may use of holds: a buyer's live holds, read and consumed. */
export { consumeLiveHolds, dropHoldsOnSeats, findHoldRows, forgetAddressGroup } from './repo';
