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
  /** The node-postgres pool, when on PostgreSQL (dedicated connections: migrations, LISTEN). */
  pool?: import('pg').Pool;
  /**
   * A hot-path statement by name (`$1…$n` parameters, autocommit): PostgreSQL plans it
   * once per connection instead of once per call.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Runs plain SQL (migrations, LISTEN/NOTIFY plumbing, tests). */
  exec(sql: string): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel: a dedicated connection on PostgreSQL (so every
   * process hears every other), the engine's own listener on PGlite. Returns unlisten.
   * `onState` says whether notifications are being heard: false when the connection drops
   * (what is sent meanwhile is lost), true once LISTEN answers again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (heard: boolean) => void,
  ): Promise<() => Promise<void>>;
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
    pool,
    prepared: async <T>(name: string, text: string, values: unknown[]) => {
      // Not pool.query: it drops the connection on any error, and a hot-path statement
      // refuses on purpose (a seat taken): a new connection per refusal halves throughput.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return (await client.query({ name, text, values })).rows as T[];
      } catch (err) {
        // An answer from the server (SQLSTATE) leaves the connection usable; anything else not.
        if (!(err instanceof pg.default.DatabaseError)) broken = err as Error;
        throw err;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, onPayload, onState) =>
      listenPostgres(pg.default, url, channel, onPayload, onState),
    close: () => pool.end(),
  };
}

/**
 * `dataDir` undefined → in memory (tests), empty or from `template`: a data directory as
 * PGlite's `dumpDataDir` writes it (the tests' migrated database, made once: test/pglite-global-setup.ts).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
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
    client = await PGlite.create(template ? { loadDataDir: template } : undefined);
  }
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One connection in-process: nothing to gain from naming; the same text and parameters.
    prepared: async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: async (channel, onPayload, onState) => {
      const unlisten = await client.listen(channel, onPayload);
      // In process: nothing can be missed.
      onState?.(true);
      return async () => unlisten();
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** LISTEN on its own client, reconnecting after a dropped connection until it is back. */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState?: (heard: boolean) => void,
): Promise<() => Promise<void>> {
  let client: import('pg').Client | null = null;
  let stopped = false;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    let live = false;
    c.on(
      'notification',
      (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload),
    );
    c.on('error', () => {
      c.end().catch(() => undefined);
      // Before LISTEN answered, the attempt fails below; after, this is the one drop.
      if (live) {
        live = false;
        onState?.(false);
        reconnect();
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      c.end().catch(() => undefined);
      throw err;
    }
    if (stopped) return void c.end().catch(() => undefined);
    live = true;
    client = c;
    onState?.(true);
  };
  // Every second until PostgreSQL answers: a failover or a restart outlasts one attempt.
  const reconnect = () =>
    setTimeout(() => {
      if (!stopped) connect().catch(reconnect);
    }, 1000);
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
