/**
 * What other modules may use of the waiting room: the holds gate (403 QUEUE_REQUIRED), and
 * the status polls' answers when this process's copy holds them (plugins/poll-lane.ts).
 */
export { myPlaceNow, requirePass, roomJsonNow } from './service';
