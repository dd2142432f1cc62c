import type { Role } from '@tickera/shared/roles';
/** SQL of the auth module. Every function takes a db or a transaction. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordResetTokens, profiles, refreshTokens, users } from '../../db/schema/auth';

export async function findAuthUser(db: Tx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      isAnonymous: users.isAnonymous,
      isActive: users.isActive,
      isDelete: users.isDelete,
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

export async function insertRefreshToken(
  db: Tx,
  t: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(t);
}

export async function findRefreshToken(db: Tx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Spends a live token; false when it was already spent or revoked (a concurrent or replayed use). */
export async function spendRefreshToken(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ spentAt: sql`now()` })
    .where(
      and(eq(refreshTokens.id, id), isNull(refreshTokens.spentAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Tx, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Tx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertResetToken(
  db: Tx,
  t: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(t);
}

/** Uses a reset token once: returns its user when it was live, unused and unexpired. */
export async function consumeResetToken(db: Tx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
