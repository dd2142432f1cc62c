/**
 * Who is calling: the user behind a request's bearer token, loaded on every request so a
 * deactivation or a role change acts at once. The HTTP plugin (plugins/auth.ts) calls
 * `authenticate`; routes read the result with `currentUser`.
 */
import type { Role } from '@tickera/shared/roles';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { TokenSigner } from './access-token';
import { findAuthUser } from './accounts-repo';

export interface AuthUser {
  id: string;
  role: Role;
  isAnonymous: boolean;
  email: string | null;
}

/** The user of a bearer token, or the reason it is refused (401, or 403 when deactivated). */
export async function authenticate(db: Tx, jwt: TokenSigner, token: string): Promise<AuthUser> {
  let sub: string;
  try {
    sub = (await jwt.verify(token)).sub;
  } catch (err) {
    throw err instanceof AppError ? err : new AppError('UNAUTHORIZED');
  }
  const row = await findAuthUser(db, sub);
  if (!row || row.isDelete) throw new AppError('UNAUTHORIZED');
  if (!row.isActive) throw new AppError('USER_INACTIVE');
  return { id: row.id, role: row.role as Role, isAnonymous: row.isAnonymous, email: row.email };
}

/** The caller of a route that requires a session (the plugin has already refused the rest). */
export function currentUser(req: { user: AuthUser | null }): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}
