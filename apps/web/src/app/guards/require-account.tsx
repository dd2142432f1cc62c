import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SignInState } from '../../features/auth/sign-in-state';
import { isSignedIn, useAuth } from '../../lib/session';

/** Spec §6: the dashboard requires login; anonymous sessions never enter it. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { user, endReason } = useAuth();
  const location = useLocation();
  if (!isSignedIn(user)) {
    const state: SignInState = {
      from: `${location.pathname}${location.search}`,
      error: endReason ?? undefined,
    };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return children;
}
