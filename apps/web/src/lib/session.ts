import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@tickera/shared/constants';
import type { Session, User } from '@tickera/shared/schemas/auth';
import { readJson, removeItem, removeSessionKeys, writeItem } from './storage';

/** The signed-in state of this tab (spec §4). One store, read by React through useAuth. */
export interface AuthState {
  /**
   * False until the stored session has been checked on start. With nothing stored there is
   * nothing to check: the first page renders at once, without a spinner frame before it.
   */
  ready: boolean;
  session: Session | null;
  user: User | null;
  /** Why the session last ended without the user asking (shown on /sign-in). */
  endReason: string | null;
  /** Between "Salir" and the end of the navigation to /sign-in: guards stand aside. */
  signingOut: boolean;
}

let state: AuthState = {
  ready: readStoredSession() === null,
  session: null,
  user: null,
  endReason: null,
  signingOut: false,
};
const listeners = new Set<() => void>();

/**
 * Readers hear of a change only: a new state object makes React render every reader again,
 * at once (useSyncExternalStore's updates are synchronous), and the first page's start with
 * nothing stored would pay a whole render of its top bar for the same state.
 */
function update(next: Partial<AuthState>): void {
  if ((Object.keys(next) as (keyof AuthState)[]).every((key) => Object.is(state[key], next[key])))
    return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

/** A real account: anonymous sessions count as not logged in (spec §2, §6). */
export function isSignedIn(user: User | null | undefined): user is User {
  return !!user && !user.isAnonymous;
}

/**
 * The session saved under `auth_token` (the shape of the shared `sessionSchema`), or null
 * when absent or malformed. Checked by hand: every page reads it on start, and zod is not
 * part of the first page's code (docs/decisions/018).
 */
export function readStoredSession(): Session | null {
  const stored = readJson<Partial<Record<keyof Session, unknown>>>(STORAGE_KEYS.authToken);
  if (typeof stored !== 'object' || stored === null) return null;
  const { accessToken, refreshToken, expiresAt } = stored;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') return null;
  if (typeof expiresAt !== 'string') return null;
  return { accessToken, refreshToken, expiresAt } satisfies Session;
}

/**
 * The signed-in user as last loaded, kept beside the token: a page opened with no network
 * (the door's scanner, decision 038) starts with it instead of signing the person out.
 * Removed with the token.
 */
const USER_COPY_KEY = 'auth_user';

export function readStoredUser(): User | null {
  const user = readJson<User>(USER_COPY_KEY);
  return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
}

/** After sign-in, sign-up or anonymous start: keep the token and the user. */
export function startSession(session: Session, user: User): void {
  writeItem(STORAGE_KEYS.authToken, JSON.stringify(session));
  writeItem(USER_COPY_KEY, JSON.stringify(user));
  update({ ready: true, session, user, endReason: null, signingOut: false });
}

/** After a refresh, or when another tab rotated the tokens. */
export function replaceSession(session: Session): void {
  writeItem(STORAGE_KEYS.authToken, JSON.stringify(session));
  update({ session });
}

/** Adopts a session without writing it back (it came from storage). */
export function restoreSession(session: Session): void {
  update({ session });
}

export function markSigningOut(): void {
  update({ signingOut: true });
}

export function setUser(user: User): void {
  writeItem(USER_COPY_KEY, JSON.stringify(user));
  update({ user, ready: true });
}

/** Spec §4 start without a usable token: forget it (booking keys are left to their owners). */
export function forgetStoredSession(): void {
  removeItem(STORAGE_KEYS.authToken);
  removeItem(USER_COPY_KEY);
  update({ ready: true, session: null, user: null });
}

/** Spec §4 logout, local part: forget the session and the booking keys. */
export function clearAuth(reason: string | null = null): void {
  removeSessionKeys();
  removeItem(USER_COPY_KEY);
  update({ ready: true, session: null, user: null, endReason: reason, signingOut: false });
}
