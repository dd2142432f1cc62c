import type { AuthResult, SignIn, SignUp, User } from '@tickera/shared/schemas/auth';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/sign-in. No bearer: whatever session this tab had is replaced. */
export function signIn(body: SignIn): Promise<AuthResult> {
  return apiFetch<AuthResult>('/auth/sign-in', { method: 'POST', body, auth: 'none' });
}

/**
 * POST /api/auth/sign-up. With `upgradeAnonymous` the anonymous bearer token goes along
 * and the server upgrades that user in place, keeping its seat holds (API.md).
 */
export function signUp(body: SignUp, upgradeAnonymous: boolean): Promise<AuthResult> {
  return apiFetch<AuthResult>('/auth/sign-up', {
    method: 'POST',
    body,
    auth: upgradeAnonymous ? 'auto' : 'none',
  });
}

export function signInAnonymously(): Promise<AuthResult> {
  return apiFetch<AuthResult>('/auth/anonymous', { method: 'POST', auth: 'none' });
}

export function signOut(refreshToken: string, accessToken: string | null): Promise<void> {
  return apiFetch<void>('/auth/sign-out', {
    method: 'POST',
    body: { refreshToken },
    auth: 'none',
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
}

/** GET /api/auth/user with an explicit token (used while restoring, before the store has it). */
export function fetchUser(accessToken: string): Promise<User> {
  return apiFetch<User>('/auth/user', {
    auth: 'none',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

export function recoverPassword(email: string): Promise<void> {
  return apiFetch<void>('/auth/recover', { method: 'POST', body: { email }, auth: 'none' });
}

export function resetPassword(token: string, password: string): Promise<void> {
  return apiFetch<void>('/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    auth: 'none',
  });
}
