/** What other modules may use of checkins: whether a ticket has gone in. */
export { ticketCheckedIn } from './repo';
