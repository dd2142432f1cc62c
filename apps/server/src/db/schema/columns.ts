/** Column helpers shared by every table: ids, timestamps and the spec's soft flags. */
import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Spec §4: "Items use soft flags is_active and is_delete"; nothing is deleted. */
export const softFlags = () => ({
  isActive: boolean('is_active').notNull().default(true),
  isDelete: boolean('is_delete').notNull().default(false),
});
export const tz = (name: string) => timestamp(name, { withTimezone: true });
