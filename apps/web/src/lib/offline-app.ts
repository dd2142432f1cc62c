/**
 * A page that installs as an app and opens offline (decisions 038 and 044): while it is
 * mounted it links its web app manifest, and it registers its service worker, whose scope
 * is that app's pages only. The rest of the site gets neither: it stays as it was, network
 * first. The workers are built with the app (apps/web/offline-apps), so there is none in
 * development.
 */
import { useEffect } from 'react';

export function useOfflineApp(app: { manifest: string; worker: string; scope: string }): void {
  const { manifest, worker, scope } = app;
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.append(link);
    return () => link.remove();
  }, [manifest]);
  useEffect(() => {
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      // A refusal (a private window, storage full) leaves the page as it was: online first.
      navigator.serviceWorker.register(worker, { scope }).catch(() => undefined);
    }
  }, [worker, scope]);
}
