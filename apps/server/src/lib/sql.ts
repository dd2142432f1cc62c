/** Raw SQL with typed rows, the same on node-postgres and PGlite. */
import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@tickera/shared/constants';
import type { Tx } from '../db/client';

export async function rows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** ISO-8601 with offset, from what either driver returns for timestamptz. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `%text%` for ILIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A row's Date columns as ISO strings (what JSON.stringify would write), for response schemas. */
export type JsonDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
export function jsonDates<T extends object>(row: T): JsonDates<T> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) if (v instanceof Date) out[k] = v.toISOString();
  return out as JsonDates<T>;
}

/** A range of days in America/Caracas (YYYY-MM-DD), either end open. */
export interface Range {
  from?: string;
  to?: string;
}

/** `column` inside the Caracas days of the range (compared with the days' bounds, so indexes serve it). */
export function inDays(column: SQL, r: Range): SQL {
  return sql.join(
    [
      sql`true`,
      r.from ? sql`${column} >= (${r.from}::date)::timestamp at time zone ${TIME_ZONE}` : null,
      r.to ? sql`${column} < (${r.to}::date + 1)::timestamp at time zone ${TIME_ZONE}` : null,
    ].filter((c): c is SQL => c !== null),
    sql` and `,
  );
}

/** `a::uuid, b::uuid, …` for `in (…)`: one bound parameter per id. */
export function uuidList(ids: string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/**
 * `any('{a,b,…}'::uuid[])`: any number of ids as one bound parameter (a list of thousands
 * would pass PostgreSQL's limit of 65,535 parameters). For ids read from the database.
 */
export function anyUuid(ids: string[]): SQL {
  return sql`any(${`{${ids.join(',')}}`}::uuid[])`;
}
