/** Applies the drizzle-kit SQL migrations (same files on PGlite and PostgreSQL). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** The migrations folder, found from the source tree (tsx, tests) or the bundle (dist). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('No se encontró la carpeta de migraciones (apps/server/drizzle)');
}

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  if (database.kind === 'pglite') await migratePglite(database.db as any, config);
  else if (database.pool) {
    // Several processes may start together against one PostgreSQL: one migrates, the rest wait.
    const client = await database.pool.connect();
    try {
      await client.query(`select pg_advisory_lock(hashtext('tickera:migrate'))`);
      const { drizzle } = await import('drizzle-orm/node-postgres');
      await migratePg(drizzle(client), config);
    } finally {
      await client
        .query(`select pg_advisory_unlock(hashtext('tickera:migrate'))`)
        .catch(() => undefined);
      client.release();
    }
  }
}
