/** Sign-up, sign-in, anonymous sessions, refresh rotation, recovery. */
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { REFRESH_TOKEN_TTL_S, RESET_TOKEN_TTL_S } from '@tickera/shared/constants';
import { ERROR_MESSAGES } from '@tickera/shared/messages';
import type {
  AuthResult,
  ChangePassword,
  Session,
  SignIn,
  SignUp,
  User,
} from '@tickera/shared/schemas/auth';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import * as holds from '../holds/public';
import type { AuthUser } from './current-user';
import { recoveryMail, welcomeMail } from './mails';
import * as repo from './repo';
import * as accounts from './accounts-repo';
import { ipGroup } from '../../lib/ip-group';

/** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
const DUMMY_HASH = hash('tickera-timing-equaliser');

export function toUser(row: NonNullable<accounts.UserRow>): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    role: row.role as User['role'],
    isAnonymous: row.isAnonymous,
    isActive: row.isActive,
  };
}

const DAY_MS = 86_400_000;

/** When a session signed in at `startedAt` ends for good (SESSION_MAX_DAYS later). */
const sessionEnd = (ctx: AppContext, startedAt: Date) =>
  startedAt.getTime() + ctx.config.sessionMaxDays * DAY_MS;

/**
 * Access and refresh tokens of a session: a new one (sign-in) or the next of `family`
 * (a rotation keeps the family's sign-in time). No refresh token outlives the session.
 */
async function issueSession(
  ctx: AppContext,
  db: Tx,
  row: NonNullable<accounts.UserRow>,
  family: { id: string; startedAt: Date } = { id: randomUUID(), startedAt: new Date() },
): Promise<Session> {
  const { token, expiresAt } = await ctx.jwt.sign({
    sub: row.id,
    role: row.role,
    anon: row.isAnonymous,
    sid: family.id,
  });
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    userId: row.id,
    familyId: family.id,
    sessionStartedAt: family.startedAt,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(
      Math.min(Date.now() + REFRESH_TOKEN_TTL_S * 1000, sessionEnd(ctx, family.startedAt)),
    ),
  });
  return { accessToken: token, refreshToken, expiresAt: expiresAt.toISOString() };
}

async function loadUser(db: Tx, id: string) {
  const row = await accounts.findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function signUp(
  ctx: AppContext,
  input: SignUp,
  anonymousId: string | null,
  ip: string,
): Promise<AuthResult> {
  refuseCommonPassword(input.password);
  // Before any work: EMAIL_TAKEN (the contract) can only be asked this often per address.
  await ctx.limiter.hit('SIGN_UP_IP', ip);
  const passwordHash = await hash(input.password);
  const profile = {
    name: input.name,
    lastName: input.lastName,
    phone: input.phone ?? null,
    identification: input.identification ?? null,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      let id: string;
      if (anonymousId) {
        if (
          !(await accounts.upgradeAnonymous(
            tx,
            anonymousId,
            { email: input.email, passwordHash },
            profile,
          ))
        ) {
          throw new AppError('NOT_ANONYMOUS');
        }
        await repo.revokeAllForUser(tx, anonymousId);
        // Its seats are a signed-in buyer's now: no longer the connection's anonymous ones.
        await holds.forgetAddressGroup(tx, anonymousId);
        id = anonymousId;
      } else {
        id = await accounts.insertUser(
          tx,
          { email: input.email, passwordHash, role: 'customer', isAnonymous: false },
          profile,
        );
      }
      const row = await loadUser(tx, id);
      await ctx.mailer.enqueue(tx, welcomeMail(ctx.config, { to: input.email, name: input.name }));
      await writeAudit(tx, {
        actorId: id,
        action: anonymousId ? 'auth.upgrade' : 'auth.sign-up',
        entity: 'user',
        entityId: id,
        ip,
      });
      return { session: await issueSession(ctx, tx, row), user: toUser(row) };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ya registrado' } });
    throw err;
  } finally {
    ctx.mailer.kick();
  }
}

export async function signIn(ctx: AppContext, input: SignIn, ip: string): Promise<AuthResult> {
  // Only failures count: a box office behind one IP signs in all day; guessing is what is
  // limited. An account is locked out only from the IP that guesses, never everywhere.
  const pair = `${input.email.toLowerCase()}|${ip}`;
  await ctx.limiter.check('SIGN_IN_IP', ip);
  await ctx.limiter.checkLock(pair);
  const row = await accounts.findUserByEmail(ctx.db, input.email);
  const ok = row?.passwordHash
    ? await verify(row.passwordHash, input.password)
    : (await verify(await DUMMY_HASH, input.password), false);
  if (!row || !ok || row.isDelete) {
    await Promise.all([ctx.limiter.fail('SIGN_IN_IP', ip), ctx.limiter.failAndLock(pair)]);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!row.isActive) throw new AppError('USER_INACTIVE');
  await ctx.limiter.clearLock(pair);
  return ctx.db.transaction(async (tx) => {
    await accounts.touchSignIn(tx, row.id);
    return { session: await issueSession(ctx, tx, row), user: toUser(row) };
  });
}

export async function signInAnonymously(ctx: AppContext, ip: string): Promise<AuthResult> {
  await ctx.limiter.hit('ANONYMOUS_IP', ip);
  return ctx.db.transaction(async (tx) => {
    const id = await accounts.insertUser(
      tx,
      { email: null, passwordHash: null, role: 'anonymous', isAnonymous: true },
      { name: '', lastName: '' },
    );
    const row = await loadUser(tx, id);
    return { session: await issueSession(ctx, tx, row), user: toUser(row) };
  });
}

/**
 * Rotates a refresh token. Presenting a token that was already spent means it was
 * copied: the whole family is revoked and the caller must sign in again. A session
 * SESSION_MAX_DAYS past its sign-in is not rotated any more (SESSION_EXPIRED), however
 * often it was refreshed: a stolen token does not live forever.
 */
export async function refresh(ctx: AppContext, refreshToken: string): Promise<Session> {
  const found = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!found || found.revokedAt) throw new AppError('REFRESH_INVALID');
  if (sessionEnd(ctx, found.sessionStartedAt) <= Date.now()) throw new AppError('SESSION_EXPIRED');
  if (found.expiresAt <= new Date()) throw new AppError('REFRESH_INVALID');
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await repo.spendRefreshToken(tx, found.id))) return null;
    const row = await loadUser(tx, found.userId);
    if (!row.isActive || row.isDelete) throw new AppError('USER_INACTIVE');
    return issueSession(ctx, tx, row, {
      id: found.familyId,
      startedAt: found.sessionStartedAt,
    });
  });
  if (!result) {
    await repo.revokeFamily(ctx.db, found.familyId);
    await ctx.sessions.forget(found.userId);
    await writeAudit(ctx.db, {
      actorId: found.userId,
      action: 'auth.refresh-reuse',
      entity: 'user',
      entityId: found.userId,
    });
    throw new AppError('REFRESH_INVALID');
  }
  return result;
}

export async function signOut(ctx: AppContext, refreshToken: string): Promise<void> {
  const found = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (!found) return;
  await repo.revokeFamily(ctx.db, found.familyId);
  await ctx.sessions.forget(found.userId);
}

export async function getUser(ctx: AppContext, id: string): Promise<User> {
  return toUser(await loadUser(ctx.db, id));
}

/**
 * Always succeeds from the caller's point of view: no account probing. An IP asking too
 * often gets 429; an address asked for too often from one IP just gets no more e-mail from
 * there (counted per address and IP, so a stranger cannot use up the owner's recoveries).
 */
export async function recover(ctx: AppContext, email: string, ip: string): Promise<void> {
  // An IPv6 client has a /64 of addresses to rotate through: it counts as one.
  const from = ipGroup(ip);
  await ctx.limiter.hit('RECOVER_IP', from);
  if (!(await ctx.limiter.allow('RECOVER_EMAIL', `${email.toLowerCase()}|${from}`))) return;
  const row = await accounts.findUserByEmail(ctx.db, email);
  if (!row || !row.isActive || row.isDelete || row.isAnonymous || !row.email) return;
  const token = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, {
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_S * 1000),
    });
    await ctx.mailer.enqueue(
      tx,
      recoveryMail(ctx.config, { to: row.email!, name: row.name, token }),
    );
  });
  ctx.mailer.kick();
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  // Refused before the link is used: the person tries another password with the same link.
  refuseCommonPassword(password);
  const passwordHash = await hash(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(token));
    if (!userId) throw new AppError('RESET_TOKEN_INVALID');
    await accounts.setPasswordHash(tx, userId, passwordHash);
    // A reset means the old password may be known to someone else: end every session,
    // and every other link of the user still pending.
    await repo.revokeAllForUser(tx, userId);
    await repo.endResetTokens(tx, userId);
    await writeAudit(tx, {
      actorId: userId,
      action: 'auth.reset-password',
      entity: 'user',
      entityId: userId,
    });
    return userId;
  });
  await ctx.sessions.forget(userId);
}

/**
 * The signed-in user's new password. The current one must be given (a session left open on
 * a shared computer is not enough), and guessing it counts against the same per-account
 * lock as sign-in. Every other session ends and every pending reset link dies; the caller's
 * own session goes on.
 */
export async function changePassword(
  ctx: AppContext,
  caller: AuthUser,
  input: ChangePassword,
  ip: string,
): Promise<void> {
  refuseCommonPassword(input.password);
  const row = await loadUser(ctx.db, caller.id);
  const pair = `${(row.email ?? row.id).toLowerCase()}|${ip}`;
  await ctx.limiter.checkLock(pair);
  if (!row.passwordHash || !(await verify(row.passwordHash, input.currentPassword))) {
    await ctx.limiter.failAndLock(pair);
    throw new AppError('CURRENT_PASSWORD_WRONG', {
      fields: { currentPassword: ERROR_MESSAGES.CURRENT_PASSWORD_WRONG },
    });
  }
  const passwordHash = await hash(input.password);
  await ctx.db.transaction(async (tx) => {
    await accounts.setPasswordHash(tx, caller.id, passwordHash);
    await repo.revokeAllForUser(tx, caller.id, caller.sessionId);
    await repo.endResetTokens(tx, caller.id);
    await writeAudit(tx, {
      actorId: caller.id,
      action: 'auth.change-password',
      entity: 'user',
      entityId: caller.id,
      ip,
    });
  });
  await ctx.sessions.forget(caller.id);
}
