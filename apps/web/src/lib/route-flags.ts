import { useMatches } from 'react-router';

/** Route `handle` data (the spec's route data). */
export interface RouteHandle {
  /** Page title, for document.title. */
  title?: string;
  /** Spec §2: explorar and conciertos turn the booking countdown on or off. */
  is_timer?: boolean;
}

export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

/** The deepest route's `is_timer` flag (false when no route sets it). */
export function useIsTimerRoute(): boolean {
  const flags = useRouteHandles()
    .map((h) => h.is_timer)
    .filter((f) => f !== undefined);
  return flags.length > 0 ? flags[flags.length - 1] === true : false;
}
