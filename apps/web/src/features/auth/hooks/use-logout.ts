import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isTokenExpired } from '../../../lib/jwt';
import { clearAuth, getAuthState, markSigningOut } from '../../../lib/session';
import { signOut } from '../api/auth-api';

/**
 * Spec §4 logout: sign out on the server, clear auth and the booking keys, go to
 * /sign-in. The server call is not awaited: leaving must work even offline.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { session } = getAuthState();
    if (session) {
      const bearer = isTokenExpired(session.accessToken) ? null : session.accessToken;
      signOut(session.refreshToken, bearer).catch(() => undefined);
    }
    // Leave first, then forget: the guards stand aside meanwhile, so neither the
    // dashboard guard (user gone) nor the sign-in guard (user still set) redirects.
    markSigningOut();
    await navigate('/sign-in', { replace: true });
    clearAuth();
    queryClient.clear();
  }, [navigate, queryClient]);
}
