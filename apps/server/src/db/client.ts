/**
 * Opens the database: node-postgres when DATABASE_URL is set, else PGlite persisted
 * under DATA_DIR/db and guarded by a lock file so a second process refuses to start.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDirLock, type DirLock } from './dir-lock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
/** A database handle or an open transaction: repos accept either so callers can compose. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (migrations, LISTEN/NOTIFY plumbing, tests). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // NUMERIC stays a string (exact decimals); timestamps stay Date.
  const pool = new pg.default.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* idle client errors surface on the next query */
  });
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** `dataDir` undefined → in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DirLock | undefined;
  let client;
  if (dataDir) {
    const dir = join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    lock = acquireDirLock(join(dataDir, 'db.lock'));
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}
