import { STORAGE_KEYS } from '@tickera/shared/constants';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import type { User } from '@tickera/shared/schemas/auth';
import { ApiError } from '../../lib/http';
import { decodeJwtPayload, isTokenExpired } from '../../lib/jwt';
import { refreshSession } from '../../lib/refresh-session';
import {
  clearAuth,
  forgetStoredSession,
  getAuthState,
  readStoredSession,
  readStoredUser,
  restoreSession,
  setUser,
} from '../../lib/session';
import { fetchUser } from './api/auth-api';

let restoring: Promise<void> | null = null;

/**
 * Spec §4 start: a stored token restores the session and loads the user. An access token
 * that has expired (or that the server calls expired) is refreshed once first: only a
 * refused refresh, or no stored token, leaves the visitor signed out.
 */
export function restoreStoredSession(): Promise<void> {
  restoring ??= (async () => {
    const stored = readStoredSession();
    if (!stored) return forgetStoredSession();
    restoreSession(stored);
    try {
      setUser(await loadUser(stored.accessToken));
    } catch (error) {
      // No network (a door with its Wi-Fi down), a busy server (5xx, 429) or a page left while
      // the answer was on its way: the session stands with the user as last loaded, and the
      // server has its say on the next call. Only a refusal of the token signs out.
      const copy = readStoredUser();
      if (!refusesToken(error) && copy && copy.id === subject(stored.accessToken)) setUser(copy);
      else forgetStoredSession();
    }
  })();
  return restoring;
}

/** The server said this token (or its refresh) is no good: 401, or 403 for a closed account. */
export function refusesToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

async function loadUser(accessToken: string): Promise<User> {
  if (!isTokenExpired(accessToken)) {
    try {
      return await fetchUser(accessToken);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
  }
  return fetchUser((await refreshSession()).accessToken);
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
