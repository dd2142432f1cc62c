/** Location SQL. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { locations } from '../../db/schema/locations';
import { refuseDuplicateCode } from '../../lib/pg-errors';

export type LocationRow = typeof locations.$inferSelect;

export async function listLocations(db: Tx): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(eq(locations.isDelete, false))
    .orderBy(asc(locations.name));
}

export async function insertLocation(db: Tx, values: typeof locations.$inferInsert) {
  const [row] = await db.insert(locations).values(values).returning().catch(refuseDuplicateCode);
  return row;
}

export async function updateLocation(
  db: Tx,
  id: string,
  values: Partial<typeof locations.$inferInsert>,
) {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(eq(locations.id, id))
    .returning()
    .catch(refuseDuplicateCode);
  return row as LocationRow | undefined;
}

/** Name, city and address of these locations, by id (deleted ones too: an old event keeps its venue). */
export async function findLocations(
  db: Tx,
  ids: string[],
): Promise<Map<string, { name: string; city: string; address: string | null }>> {
  const found = ids.length
    ? await db
        .select({
          id: locations.id,
          name: locations.name,
          city: locations.city,
          address: locations.address,
        })
        .from(locations)
        .where(inArray(locations.id, [...new Set(ids)]))
    : [];
  return new Map(found.map(({ id, ...place }) => [id, place]));
}
