import { hash } from '@node-rs/argon2';
import type {
  AdminInput,
  CreateUser,
  ListUsersQuery,
  PatchUser,
  UpdateProfile,
} from '@tickera/shared/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, readAudited, writeAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { can } from '@tickera/shared/permissions';
import { canManageUser } from '@tickera/shared/roles';
import type { AuthUser } from '../auth/public';
import * as authRepo from '../auth/public';
import * as repo from '../auth/public';

export async function listUsers(ctx: AppContext, q: ListUsersQuery) {
  const { rows, total } = await repo.listUsers(ctx.db, q);
  return { users: rows.map(repo.serializeProfile), total, hasMore: q.page * q.limit < total };
}

export async function getProfile(ctx: AppContext, userId: string) {
  const row = await repo.findProfile(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return repo.serializeProfile(row);
}

export async function updateOwnProfile(ctx: AppContext, userId: string, input: UpdateProfile) {
  const blankToNull = (v: string | undefined) =>
    v === undefined ? undefined : v === '' ? null : v;
  await repo.updateProfile(ctx.db, userId, {
    name: input.name,
    lastName: input.lastName,
    phone: blankToNull(input.phone),
    identification: blankToNull(input.identification),
  });
  return getProfile(ctx, userId);
}

/**
 * Staff change another user. Roles are admin-only; activation is admin or supervisor. An
 * admin changes anyone, other admins included; everyone else only accounts of a strictly
 * lower rank (403 RANK_PROTECTED). The last active admin is never deactivated nor re-roled,
 * by another admin or by themselves (409 LAST_ADMIN). docs/decisions/022-account-safety.md
 */
export async function patchUser(
  ctx: AppContext,
  actor: AuthUser,
  targetId: string,
  input: PatchUser,
  ip: string,
) {
  const target = await repo.findProfile(ctx.db, targetId);
  if (!target || target.isAnonymous) throw new AppError('NOT_FOUND');
  if (input.role !== undefined && !can(actor.role, 'users.setRole'))
    throw new AppError('FORBIDDEN');
  if (!canManageUser(actor.role, target.role)) throw new AppError('RANK_PROTECTED');
  const removesAnAdmin =
    target.role === 'admin' &&
    (input.isActive === false || (input.role !== undefined && input.role !== 'admin'));
  await ctx.db.transaction(async (tx) => {
    if (removesAnAdmin) {
      // Locked: two admins deactivating each other at once cannot both pass.
      const admins = await repo.lockActiveAdmins(tx);
      if (admins.length === 1 && admins[0] === targetId) throw new AppError('LAST_ADMIN');
    }
    const audited = { table: 'users', id: targetId, with: { table: 'profiles', key: 'user_id' } };
    const before = (await readAudited(tx, audited))!;
    await repo.updateUser(tx, targetId, { isActive: input.isActive, role: input.role });
    await repo.updateProfile(tx, targetId, { name: input.name, lastName: input.lastName });
    if (input.isActive === false) await authRepo.revokeAllForUser(tx, targetId);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'users.update',
      entity: 'user',
      entityId: targetId,
      ...changedFields(before, (await readAudited(tx, audited))!),
      ip,
    });
  });
  await ctx.sessions.forget(targetId);
  return getProfile(ctx, targetId);
}

/**
 * A new account with its profile, audited; EMAIL_TAKEN when the e-mail is someone's,
 * PASSWORD_TOO_COMMON when the password is.
 */
async function insertAccount(
  db: Db,
  actorId: string | null,
  input: CreateUser,
  ip?: string,
): Promise<string> {
  refuseCommonPassword(input.password);
  const passwordHash = await hash(input.password);
  try {
    return await db.transaction(async (tx) => {
      const newId = await repo.insertUser(
        tx,
        { email: input.email, passwordHash, role: input.role, isAnonymous: false },
        {
          name: input.name,
          lastName: input.lastName,
          phone: input.phone ?? null,
          identification: input.identification ?? null,
        },
      );
      await writeAudit(tx, {
        actorId,
        action: 'users.create',
        entity: 'user',
        entityId: newId,
        after: { email: input.email, role: input.role },
        ip,
      });
      return newId;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ya registrado' } });
    throw err;
  }
}

export async function createUser(ctx: AppContext, actor: AuthUser, input: CreateUser, ip: string) {
  return getProfile(ctx, await insertAccount(ctx.db, actor.id, input, ip));
}

/**
 * An administrator created from the command line (`npm run admin:create`): the first
 * account of an install without demo data. No actor: the audit log records none.
 */
export async function createAdmin(db: Db, input: AdminInput): Promise<string> {
  if (await repo.emailExists(db, input.email))
    throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ya registrado' } });
  return insertAccount(db, null, { ...input, role: 'admin' });
}

export async function userExists(ctx: AppContext, email: string) {
  return { exists: await repo.emailExists(ctx.db, email) };
}
