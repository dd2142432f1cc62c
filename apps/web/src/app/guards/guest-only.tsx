import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SECTIONS, canAccessSection, type SectionKey } from '@tickera/shared/permissions';
import { readSignInState } from '../../features/auth/sign-in-state';
import { isSignedIn, useAuth } from '../../lib/session';

/**
 * Where a page left for sign-in sends its new user back: only to a dashboard section that
 * user may open. The page may have been the previous user's (a shared box-office tab).
 */
function mayReturnTo(role: string, path: string): boolean {
  const rest = /^\/dashboard\/([^?#]*)/.exec(path)?.[1];
  if (rest === undefined) return true;
  const match = (Object.keys(SECTIONS) as SectionKey[])
    .filter((k) => rest === SECTIONS[k].path || rest.startsWith(`${SECTIONS[k].path}/`))
    .sort((a, b) => SECTIONS[b].path.length - SECTIONS[a].path.length)[0];
  return !match || canAccessSection(role, match);
}

/** Spec §2: /sign-in only when not logged in; a logged-in user goes on to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, signingOut } = useAuth();
  const location = useLocation();
  if (isSignedIn(user) && !signingOut) {
    const { from } = readSignInState(location.state);
    const target = from && mayReturnTo(user.role, from) ? from : '/dashboard/home';
    return <Navigate to={target} replace />;
  }
  return children;
}
