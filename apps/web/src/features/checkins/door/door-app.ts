/**
 * The door as an installable app (decision 038): the door pages link the web app manifest
 * (start: the scanner) and register the door's service worker, whose scope is the door pages
 * only. The public site gets neither: it stays as it was, network first. The worker is built
 * with the app (apps/web/door-offline), so there is none in development.
 */
import { useEffect } from 'react';

export const DOOR_SCOPE = '/dashboard/chekinera';
const MANIFEST = '/door.webmanifest';

export function useDoorApp(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST;
    document.head.append(link);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      // A refusal (a private window, storage full) leaves the scanner as it was: online first.
      navigator.serviceWorker.register('/door-sw.js', { scope: DOOR_SCOPE }).catch(() => undefined);
    }
    return () => link.remove();
  }, []);
}
