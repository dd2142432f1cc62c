import type { Session } from '@tickera/shared/schemas/auth';
import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { ApiError, send } from './http';
import { isTokenExpired } from './jwt';
import { getAuthState, readStoredSession, replaceSession } from './session';

/** Below this, an access token is about to expire and is not worth adopting. */
const ADOPT_LEEWAY_MS = 30_000;
let inFlight: Promise<Session> | null = null;

/**
 * Rotates the refresh token (POST /api/auth/refresh). One rotation at a time: in this
 * tab (shared promise) and across tabs (Web Locks), because presenting a spent refresh
 * token revokes the whole chain (API.md).
 */
export function refreshSession(): Promise<Session> {
  inFlight ??= withLock(rotate).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withLock(task: () => Promise<Session>): Promise<Session> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('tickera-auth-refresh', task) : await task();
}

async function rotate(): Promise<Session> {
  const current = getAuthState().session;
  const stored = readStoredSession();
  // Another tab rotated while we waited for the lock: use its fresh tokens.
  if (
    stored &&
    current &&
    stored.refreshToken !== current.refreshToken &&
    !isTokenExpired(stored.accessToken, ADOPT_LEEWAY_MS)
  ) {
    replaceSession(stored);
    return stored;
  }
  const refreshToken = (stored ?? current)?.refreshToken;
  if (!refreshToken) throw new ApiError(401, 'NO_SESSION', SPEC_MESSAGES.noSession);
  const { session } = await send<{ session: Session }>('/auth/refresh', {
    method: 'POST',
    body: { refreshToken },
  });
  // Signed out while the call was in flight: do not bring the session back.
  if (!getAuthState().session) throw new ApiError(401, 'NO_SESSION', SPEC_MESSAGES.noSession);
  replaceSession(session);
  return session;
}
