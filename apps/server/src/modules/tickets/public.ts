/**
 * What other modules may use of tickets: a ticket and everything that renders or delivers it
 * (issue and void with the order, the QR, the PDF, the e-mail), and the waiting list's offer
 * of seats an order releases.
 */
export { findLiveSeatCode, issueOrderTickets, voidOrderTickets } from './repo';
export { qrDataUrl } from './ticket-qr';
export { renderTicketsPdf } from './tickets-pdf';
export { queueTicketMail, queueTicketMails } from './ticket-delivery';
export { fulfilWaitlistOffer, offerReleasedSeats } from './waitlist';
