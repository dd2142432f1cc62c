/** Accounts and sessions: the `auth` module's tables. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@tickera/shared/roles';
import { createdAt, id, softFlags, tz, updatedAt } from './columns';

/** Role catalogue (spec §3 profile.roles_id); names are those of packages/shared roles.ts. */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
});

/** Sign-in identities. Anonymous users have no e-mail and no password. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email'),
    passwordHash: text('password_hash'),
    role: text('role')
      .$type<Role>()
      .notNull()
      .default('customer')
      .references(() => roles.name),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    ...softFlags(),
    lastSignInAt: tz('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Personal data of a user (spec §3 profile). One per user. */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    identification: text('identification'),
    avatarUrl: text('avatar_url'),
    ...softFlags(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_user_id_key').on(t.userId),
    index('profiles_identification_idx').on(t.identification),
    index('profiles_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each rotation spends the token
 * (`spent_at`) and issues a child in the same family; presenting a spent token
 * revokes the whole family (theft detection). Every token of a family carries the
 * family's sign-in time (`session_started_at`): past SESSION_MAX_DAYS from it no
 * rotation is allowed, however often the session was refreshed.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    sessionStartedAt: tz('session_started_at').notNull().defaultNow(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    spentAt: tz('spent_at'),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);
