import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readSignInState } from '../../features/auth/sign-in-state';
import { isSignedIn, useAuth } from '../../lib/session';

/** Spec §2: /sign-in only when not logged in; a logged-in user goes on to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, signingOut } = useAuth();
  const location = useLocation();
  if (isSignedIn(user) && !signingOut) {
    const { from } = readSignInState(location.state);
    return <Navigate to={from ?? '/dashboard/home'} replace />;
  }
  return children;
}
