/** Raw SQL with typed rows, the same on node-postgres and PGlite. */
import type { SQL } from 'drizzle-orm';
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
