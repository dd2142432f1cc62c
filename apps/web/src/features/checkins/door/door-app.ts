/**
 * The door as an installable app (decision 038): the door pages link the web app manifest
 * (start: the scanner) and register the door's service worker, whose scope is the door pages
 * only.
 */
import { useOfflineApp } from '../../../lib/offline-app';

const DOOR_APP = {
  manifest: '/door.webmanifest',
  worker: '/door-sw.js',
  scope: '/dashboard/chekinera',
};

export function useDoorApp(): void {
  useOfflineApp(DOOR_APP);
}
