import type { AuthResult } from '@tickera/shared/schemas/auth';
import { apiFetch } from './api-client';
import { getAuthState, startSession } from './session';

let starting: Promise<void> | null = null;

/**
 * Holding a seat needs a session (API.md). A visitor who has none gets an anonymous
 * one (POST /api/auth/anonymous), stored like a sign-in; signing up later upgrades it.
 */
export function ensureSession(): Promise<void> {
  if (getAuthState().session) return Promise.resolve();
  starting ??= apiFetch<AuthResult>('/auth/anonymous', { method: 'POST', auth: 'none' })
    .then(({ session, user }) => startSession(session, user))
    .finally(() => {
      starting = null;
    });
  return starting;
}
