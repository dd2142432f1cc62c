/** The configured database, opened and migrated: what the server and the admin command start from. */
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { migrate } from './migrate';

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under its one-process lock
 * (a second process on the same directory is refused with a message naming the owner).
 */
export async function openDatabase(config: Config): Promise<Database> {
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.dataDir);
  } catch (err) {
    throw new Error(`No se pudo abrir la base de datos: ${(err as Error).message}`);
  }
  await migrate(database);
  return database;
}
