/** SQL of the auth module (refresh tokens, reset tokens); the users table is the users module's. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema/auth';

export async function insertRefreshToken(
  db: Tx,
  t: {
    userId: string;
    familyId: string;
    sessionStartedAt: Date;
    tokenHash: string;
    expiresAt: Date;
  },
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

/** Ends every session of the user, or every one but `keepFamilyId` (the caller's own). */
export async function revokeAllForUser(db: Tx, userId: string, keepFamilyId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
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

/** Ends every reset or activation link of the user still unused (after a password change or reset). */
export async function endResetTokens(db: Tx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
