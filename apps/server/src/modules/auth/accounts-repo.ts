/** Accounts: the users and profiles tables (sign-in, sessions, the staff user list, profiles, customer search). Owned by auth: every module's caller is an account. */
import type { Role } from '@tickera/shared/roles';
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { anyUuid, containsPattern, rows } from '../../lib/sql';
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

/** The ids of the active admins, their rows locked until the transaction ends. */
export async function lockActiveAdmins(db: Tx): Promise<string[]> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), eq(users.isDelete, false)))
    .for('update');
  return found.map((u) => u.id);
}

export async function emailExists(db: Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return !!row;
}

/* ---- Accounts: what sign-in, sign-up and the session checks read and write ---- */

/**
 * The user behind a bearer token, and whether its session is live: the token's refresh
 * family exists for this user and none of it was revoked (sign-out, password change or
 * reset, deactivation, reuse). Without a session id (tokens issued before sessions were
 * named) `sessionLive` is true.
 */
export async function findAuthUser(db: Tx, id: string, sessionId?: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      isAnonymous: users.isAnonymous,
      isActive: users.isActive,
      isDelete: users.isDelete,
      // Spelled out: in a one-table select drizzle leaves column names unqualified.
      sessionLive: sessionId
        ? sql<boolean>`coalesce((select bool_and(r.revoked_at is null) from refresh_tokens r
            where r.family_id = ${sessionId} and r.user_id = users.id), false)`
        : sql<boolean>`true`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const userView = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  isAnonymous: users.isAnonymous,
  isActive: users.isActive,
  isDelete: users.isDelete,
  name: profiles.name,
  lastName: profiles.lastName,
};
export type UserRow = Awaited<ReturnType<typeof findUserById>>;

export async function findUserById(db: Tx, id: string) {
  const [row] = await db
    .select(userView)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db
    .select(userView)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(
  db: Tx,
  u: { email: string | null; passwordHash: string | null; role: Role; isAnonymous: boolean },
  p: { name: string; lastName: string; phone?: string | null; identification?: string | null },
): Promise<string> {
  const [created] = await db.insert(users).values(u).returning({ id: users.id });
  await db.insert(profiles).values({ userId: created.id, email: u.email, ...p });
  return created.id;
}

export async function upgradeAnonymous(
  db: Tx,
  id: string,
  u: { email: string; passwordHash: string },
  p: { name: string; lastName: string; phone?: string | null; identification?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...u, isAnonymous: false, role: 'customer', updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.isAnonymous, true)))
    .returning({ id: users.id });
  if (!updated.length) return false;
  await db
    .update(profiles)
    .set({ email: u.email, ...p, updatedAt: sql`now()` })
    .where(eq(profiles.userId, id));
  return true;
}

export async function touchSignIn(db: Tx, id: string) {
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setPasswordHash(db: Tx, id: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Buscador de Clientes: accounts (not anonymous) whose name, e-mail, phone or cédula
 * contains `q`; cédulas and phones also match by their digits (typed with or without
 * the V- prefix and dashes).
 */
export async function searchCustomers(db: Tx, q: string, page: number, limit: number) {
  const like = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const match = sql`(p.name || ' ' || p.last_name ilike ${like} or u.email ilike ${like} or p.phone ilike ${like}
    or p.identification ilike ${like}
    ${digits.length >= 5 ? sql`or regexp_replace(coalesce(p.identification, ''), '\\D', '', 'g') = ${digits} or regexp_replace(coalesce(p.phone, ''), '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`;
  const where = sql`not u.is_delete and not u.is_anonymous and ${match}`;
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from users u join profiles p on p.user_id = u.id where ${where}`,
  );
  const found = await rows<{ id: string }>(
    db,
    sql`select u.id from users u join profiles p on p.user_id = u.id where ${where}
      order by p.last_name, p.name, u.id limit ${limit} offset ${(page - 1) * limit}`,
  );
  return { ids: found.map((f) => f.id), total };
}

export interface Person {
  email: string | null;
  name: string;
  lastName: string;
  identification: string | null;
  phone: string | null;
}

/** Who these accounts are (for lists that name a customer or a member of staff), by id. */
export async function findPeople(db: Tx, ids: (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const found = await rows<Person & { id: string }>(
    db,
    sql`select u.id, u.email, coalesce(p.name, '') as name, coalesce(p.last_name, '') as "lastName",
          p.identification, p.phone
        from users u left join profiles p on p.user_id = u.id
        where u.id = ${anyUuid(wanted)}`,
  );
  return new Map(found.map(({ id, ...person }) => [id, person]));
}

/** "Name Last-name", trimmed. */
export const fullName = (p: Pick<Person, 'name' | 'lastName'> | undefined) =>
  p ? `${p.name} ${p.lastName}`.trim() : '';
