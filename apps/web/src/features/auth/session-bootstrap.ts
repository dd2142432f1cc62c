import { STORAGE_KEYS } from '@tickera/shared/constants';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { ApiError } from '../../lib/http';
import { decodeJwtPayload, isTokenExpired } from '../../lib/jwt';
import { refreshSession } from '../../lib/refresh-session';
import {
  clearAuth,
  forgetStoredSession,
  getAuthState,
  readStoredSession,
  restoreSession,
  setUser,
} from '../../lib/session';
import { fetchUser } from './api/auth-api';

let restoring: Promise<void> | null = null;

/**
 * Spec §4 start: a stored, unexpired token restores the session and loads the user;
 * anything else (no token, expired, undecodable, rejected) clears the auth state.
 */
export function restoreStoredSession(): Promise<void> {
  restoring ??= (async () => {
    const stored = readStoredSession();
    if (!stored || isTokenExpired(stored.accessToken)) return forgetStoredSession();
    restoreSession(stored);
    try {
      setUser(await fetchUser(stored.accessToken));
    } catch {
      forgetStoredSession();
    }
  })();
  return restoring;
}

/** The 5-minute refresh (spec §4): a refused refresh clears the session. */
export async function refreshPeriodically(): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (error instanceof ApiError && error.isRejection && getAuthState().session) {
      clearAuth(SPEC_MESSAGES.sessionExpired);
    }
  }
}

const subject = (token: string | undefined) => (token ? decodeJwtPayload(token)?.sub : undefined);

/** Keeps this tab in step when another tab signs in, refreshes or signs out. */
export function syncFromStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
  const stored = readStoredSession();
  const { session: current, user } = getAuthState();
  if (!stored) {
    if (current) clearAuth();
    return;
  }
  if (stored.accessToken === current?.accessToken) return;
  const sameUser = !!user && subject(stored.accessToken) === subject(current?.accessToken);
  restoreSession(stored);
  if (!sameUser) {
    fetchUser(stored.accessToken).then(setUser, () => forgetStoredSession());
  }
}
