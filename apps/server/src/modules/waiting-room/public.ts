/** What other modules may use of the waiting room: the holds gate (403 QUEUE_REQUIRED). */
export { requirePass } from './service';
