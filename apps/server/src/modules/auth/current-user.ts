/**
 * Who is calling: the user behind a request's bearer token, read from the database when the
 * session cache (session-cache.ts) does not know it, so a deactivation, a role change or the
 * end of the token's session (sign-out, password change) acts on the next request. The HTTP plugin (plugins/auth.ts) calls `authenticate`; routes read the result
 * with `currentUser`.
 */
import { ROLES, type Role } from '@tickera/shared/roles';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { TokenSigner } from './access-token';
import { findAuthUser } from './accounts-repo';
import { sessionKey } from './session-cache';
import type { AccessClaims, CachedSession, SessionCache } from '../../context';

export interface AuthUser {
  id: string;
  role: Role;
  isAnonymous: boolean;
  email: string | null;
  /** The session (refresh family) of the token, when it names one. */
  sessionId?: string;
}

async function lookUp(db: Tx, sub: string, sid: string | undefined): Promise<CachedSession> {
  const row = await findAuthUser(db, sub, sid);
  if (!row || row.isDelete) return { refused: 'UNAUTHORIZED' };
  if (!row.isActive) return { refused: 'USER_INACTIVE' };
  // A session that was ended (sign-out, password change, reset) lets its access token in no more.
  if (!row.sessionLive) return { refused: 'UNAUTHORIZED' };
  return { id: row.id, role: row.role, isAnonymous: row.isAnonymous, email: row.email };
}

/**
 * The user of a bearer token, or the reason it is refused (401, or 403 when deactivated).
 * The users row is read again once the session cache's moment has passed.
 */
export async function authenticate(
  db: Tx,
  jwt: TokenSigner,
  sessions: SessionCache,
  token: string,
): Promise<AuthUser> {
  let claims;
  try {
    claims = await jwt.verify(token);
  } catch (err) {
    throw err instanceof AppError ? err : new AppError('UNAUTHORIZED');
  }
  const key = sessionKey(claims.sub, claims.role, claims.anon, claims.sid);
  let session = sessions.get(key);
  if (!session) {
    const readAt = Date.now();
    session = await lookUp(db, claims.sub, claims.sid);
    sessions.set(key, session, readAt);
  } else if (sessions.due(key)) {
    // Read again before the entry ends, not on this request's time. A failed read is let go:
    // the entry ends as it would have, and the request after that reads the row itself.
    const readAt = Date.now();
    lookUp(db, claims.sub, claims.sid).then(
      (renewed) => sessions.set(key, renewed, readAt),
      () => {},
    );
  }
  if ('refused' in session) throw new AppError(session.refused);
  return { ...session, role: session.role as Role, sessionId: claims.sid };
}

/**
 * The user a bearer token names, from its signature alone: no users row, no session cache.
 * Only for answers that show the caller nothing but their own standing and change nothing
 * (the waiting room's poll, decision 045): a token whose session ended meanwhile reads its
 * own place for the minutes it has left, and no read of the database is spent per poll.
 */
export async function authenticateSignature(jwt: TokenSigner, token: string): Promise<AuthUser> {
  let claims;
  try {
    claims = await jwt.verify(token);
  } catch (err) {
    throw err instanceof AppError ? err : new AppError('UNAUTHORIZED');
  }
  const user = signatureUser(claims);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** The user verified claims name, or undefined when their role is none of ours. */
function signatureUser(claims: AccessClaims): AuthUser | undefined {
  const role = claims.role as Role;
  if (!ROLES.includes(role)) return undefined;
  return { id: claims.sub, role, isAnonymous: claims.anon, email: null, sessionId: claims.sid };
}

/**
 * authenticateSignature without waiting, for a token already verified (a polling page's): its
 * user, or undefined when the token must go the whole way (new, expired or refused).
 */
export function knownSignatureUser(jwt: TokenSigner, token: string): AuthUser | undefined {
  const claims = jwt.known(token);
  return claims && signatureUser(claims);
}

/** The caller of a route that requires a session (the plugin has already refused the rest). */
export function currentUser(req: { user: AuthUser | null }): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}
