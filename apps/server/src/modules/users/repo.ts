import type { Role } from '@tickera/shared/roles';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { containsPattern } from '../../lib/sql';
import { profiles, users } from '../../db/schema/auth';
import type { ListUsersQuery, Profile } from '@tickera/shared/schemas/users';

const profileView = {
  id: users.id,
  email: users.email,
  name: profiles.name,
  lastName: profiles.lastName,
  phone: profiles.phone,
  identification: profiles.identification,
  role: users.role,
  isActive: users.isActive,
  isAnonymous: users.isAnonymous,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

type ProfileRow = Awaited<ReturnType<typeof findProfile>> & object;
export function serializeProfile(row: ProfileRow): Profile {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const SORT = {
  createdAt: users.createdAt,
  email: users.email,
  name: profiles.name,
  lastName: profiles.lastName,
  role: users.role,
} as const;

export async function listUsers(db: Tx, q: ListUsersQuery) {
  const where: SQL[] = [eq(users.isDelete, false), eq(users.isAnonymous, false)];
  if (q.email) where.push(ilike(users.email, containsPattern(q.email)));
  if (q.role) where.push(eq(users.role, q.role));
  if (q.isActive !== undefined) where.push(eq(users.isActive, q.isActive));
  const cond = and(...where);
  const order = q.sortOrder === 'asc' ? asc(SORT[q.sortField]) : desc(SORT[q.sortField]);
  const rows = await db
    .select(profileView)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(cond)
    .orderBy(order, asc(users.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
  return { rows, total };
}

export async function findProfile(db: Tx, userId: string) {
  const [row] = await db
    .select(profileView)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function updateProfile(
  db: Tx,
  userId: string,
  p: { name?: string; lastName?: string; phone?: string | null; identification?: string | null },
) {
  if (Object.keys(p).length)
    await db
      .update(profiles)
      .set({ ...p, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
}

export async function updateUser(db: Tx, userId: string, u: { isActive?: boolean; role?: Role }) {
  if (Object.keys(u).length)
    await db
      .update(users)
      .set({ ...u, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
}

export async function emailExists(db: Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return !!row;
}
