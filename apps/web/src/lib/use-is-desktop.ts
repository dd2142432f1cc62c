import { useSyncExternalStore } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@tickera/shared/constants';

/** Spec §9: desktop means a width above 991 px. */
const QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
