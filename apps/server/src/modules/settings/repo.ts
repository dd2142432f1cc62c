import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businessSettings } from '../../db/schema/settings';

export type SettingsRow = typeof businessSettings.$inferSelect;

/** The one settings row (the migration inserts it). */
export async function findSettings(db: Tx): Promise<SettingsRow> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  if (!row) throw new Error('business_settings sin su fila (migración 0002)');
  return row;
}

/** Locks the row for an update in the caller's transaction and returns it as it was. */
export async function lockSettings(tx: Tx): Promise<SettingsRow> {
  const [row] = await tx
    .select()
    .from(businessSettings)
    .where(eq(businessSettings.id, 1))
    .for('update');
  return row;
}

export async function updateSettings(
  tx: Tx,
  values: Omit<SettingsRow, 'id'>,
): Promise<SettingsRow> {
  const [row] = await tx
    .update(businessSettings)
    .set(values)
    .where(eq(businessSettings.id, 1))
    .returning();
  return row;
}
