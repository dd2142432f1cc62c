import type { AuthResult, SignIn, SignUp } from '@tickera/shared/schemas/auth';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { holdSeats, releaseHolds } from '../../holds/api/holds-api';
import { startSession } from '../../../lib/session';

/**
 * Sign-up with the anonymous bearer: the server upgrades that user in place (same id),
 * so the held seats stay where they are (API.md).
 */
export async function signUpKeepingSeats(body: SignUp): Promise<AuthResult> {
  const result = await apiFetch<AuthResult>('/auth/sign-up', { method: 'POST', body });
  startSession(result.session, result.user);
  return result;
}

export interface SwitchOutcome {
  result: AuthResult;
  /** Seats someone else took in the moment between releasing and holding again. */
  lost: string[];
}

/**
 * Sign-in to an existing account is another user, and holds belong to their user. So:
 * check the credentials first (nothing is released when they are wrong), release the
 * seats as the anonymous visitor, start the account's session and hold the same seats
 * again at once. Seats taken in between are reported; the rest are kept.
 */
export async function signInKeepingSeats(
  body: SignIn,
  eventId: string,
  seatIds: string[],
): Promise<SwitchOutcome> {
  const result = await apiFetch<AuthResult>('/auth/sign-in', {
    method: 'POST',
    body,
    auth: 'none',
  });
  if (seatIds.length) await releaseHolds(eventId).catch(() => undefined);
  startSession(result.session, result.user);
  if (!seatIds.length) return { result, lost: [] };
  try {
    await holdSeats(eventId, seatIds);
    return { result, lost: [] };
  } catch (error) {
    const taken =
      error instanceof ApiError && Array.isArray(error.details?.seatIds)
        ? (error.details.seatIds as string[])
        : seatIds;
    const rest = seatIds.filter((id) => !taken.includes(id));
    if (rest.length) await holdSeats(eventId, rest).catch(() => undefined);
    return { result, lost: taken };
  }
}
