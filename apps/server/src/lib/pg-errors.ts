/** Postgres unique_violation, whether it comes from node-postgres or PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
