import { SPEC_MESSAGES } from '@tickera/shared/messages';
import { ApiError, send, type SendOptions } from './http';
import { isTokenExpired } from './jwt';
import { refreshSession } from './refresh-session';
import { clearAuth, getAuthState } from './session';

export { ApiError } from './http';

export interface ApiRequest extends Omit<SendOptions, 'token'> {
  /** 'auto' sends the bearer token when a session exists (spec §7); 'none' never does. */
  auth?: 'auto' | 'none';
}

type AuthFailureHandler = (reason: string) => void | Promise<void>;
let onAuthFailure: AuthFailureHandler = () => {};

/** The app registers how to reach /sign-in (the router lives in app/, not here). */
export function setAuthFailureHandler(handler: AuthFailureHandler): void {
  onAuthFailure = handler;
}

/** Refresh a little before `exp` so a token does not expire on the way. */
const EXPIRY_LEEWAY_MS = 10_000;

/**
 * The one API client. Adds `Authorization: Bearer`; an expired access token is refreshed
 * first, and when that is refused the session ends with 'Session expired' (spec §7). A
 * 401 to an authenticated call is retried once after a refresh. Other errors reach the
 * caller as ApiError with the server's Spanish message.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { auth = 'auto', ...options } = request;
  if (auth === 'none') return send<T>(path, options);

  const token = await validAccessToken();
  try {
    return await send<T>(path, { ...options, token });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !token) throw error;
    // Spec §Session: a 401 to an authenticated call tries the refresh token once (our clock
    // may be ahead of the server's, or the access token was refused); only a failed refresh,
    // or a 401 again with the new token, signs out.
    return retryAfterRefresh<T>(path, options);
  }
}

async function validAccessToken(): Promise<string | null> {
  const session = getAuthState().session;
  if (!session) return null;
  if (!isTokenExpired(session.accessToken, EXPIRY_LEEWAY_MS)) return session.accessToken;
  try {
    return (await refreshSession()).accessToken;
  } catch (error) {
    throw await refreshFailed(error);
  }
}

async function retryAfterRefresh<T>(path: string, options: SendOptions): Promise<T> {
  let token: string;
  try {
    token = (await refreshSession()).accessToken;
  } catch (error) {
    throw await refreshFailed(error);
  }
  try {
    return await send<T>(path, { ...options, token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await endSession(error.message);
    throw error;
  }
}

/** A refused refresh ends the session; an unreachable server does not (it may come back). */
async function refreshFailed(error: unknown): Promise<unknown> {
  if (error instanceof ApiError && !error.isRejection) return error;
  await endSession(SPEC_MESSAGES.sessionExpired);
  return new ApiError(401, 'TOKEN_EXPIRED', SPEC_MESSAGES.sessionExpired);
}

async function endSession(reason: string): Promise<void> {
  if (!getAuthState().session) return; // another request already ended it
  clearAuth(reason);
  await onAuthFailure(reason);
}
