import { AppError } from '../errors';

/** Postgres unique_violation, whether it comes from node-postgres or PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** The PostgreSQL error inside what a driver or drizzle threw (code, detail), if any. */
export function pgErrorOf(err: unknown): { code: string; detail?: string; column?: string } | null {
  let e = err as { code?: string; detail?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, detail: e.detail };
    e = e.cause as typeof e;
  }
  return null;
}

export interface DbErrorSummary {
  code?: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/**
 * What may be logged of a database error: code, message, constraint, table, column — or
 * null when `err` is not one. A query's parameters (drizzle's `params`, PGlite's `params`,
 * a message that lists them) and node-postgres's `detail` (`Key (email)=(…)`) are left out.
 */
export function dbErrorOf(err: unknown): DbErrorSummary | null {
  type Node = DbErrorSummary & { cause?: unknown; params?: unknown; parameters?: unknown };
  let e = err as Node | undefined;
  let wrapsQuery = false;
  let last: Node | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const { code, message, constraint, table, column } = e;
      return { code, message, constraint, table, column };
    }
    if ('params' in e || 'parameters' in e) wrapsQuery = true;
    last = e;
    e = e.cause as Node | undefined;
  }
  // A failed query without a PostgreSQL code (a lost connection): its own message lists the parameters.
  if (!wrapsQuery) return null;
  return { message: last && last !== err ? last.message : 'Failed query' };
}

/** `Key (location_id)=(…) is not present…` → `locationId`. */
export function columnOfDetail(detail: string | undefined): string | undefined {
  const col = /Key \(([a-z_]+)\)=/.exec(detail ?? '')?.[1];
  return col?.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * A unique set-up value taken twice is a 409 naming the field that carried it:
 * `.catch(refuseDuplicate('prefix'))`. Any other error goes on as it was.
 */
export function refuseDuplicate(field: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err))
      throw new AppError(
        'VALIDATION',
        { fields: { [field]: 'Ese código ya existe' } },
        'Ese código ya existe.',
        409,
      );
    throw err;
  };
}

/** The usual case: a `code` column. */
export const refuseDuplicateCode = refuseDuplicate('code');
