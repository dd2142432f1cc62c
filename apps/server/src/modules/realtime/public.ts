/** What other modules may use of realtime: announcing seat changes after a commit. */
export { notifySeatChanges } from './seat-feed';
