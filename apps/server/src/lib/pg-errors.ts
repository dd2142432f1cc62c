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

/** Socket errors of a database that is not there (down, restarting, unreachable). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection lost or never made (no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * The database cannot be reached or is going away: refused or broken connections, class 08
 * (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (no
 * connection slots). A request that met one is the service's outage, not the request's fault.
 */
export function isConnectionError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const look = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e) || depth > 4) return false;
    seen.add(e);
    const { code, message, syscall, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      syscall?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code)) return true;
      if (code === 'ENOENT' && syscall === 'connect') return true; // a Unix socket gone
      if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some((x) => look(x, depth + 1))) return true; // AggregateError
    return look(cause, depth + 1);
  };
  return look(err, 0);
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
