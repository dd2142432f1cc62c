/** What other modules may use of the waiting room: the holds gate (403 QUEUE_REQUIRED). */
export { requirePass } from './service';
/** The status polls' answers when this process's copy holds them (plugins/poll-lane.ts). */
export { myPlaceNow, roomJsonNow } from './service';
