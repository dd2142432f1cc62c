/**
 * Wall-clock helpers for demo dates. Venezuela has been on a fixed UTC-04:00
 * (no daylight saving) since 2016, so plain offset arithmetic is exact.
 */
const CARACAS_OFFSET_H = -4;
const DAY_MS = 86_400_000;

/** The instant `days` from `now` at `hour:minute` in America/Caracas (e.g. 20:00 -04:00). */
export function caracasAt(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + CARACAS_OFFSET_H * 3_600_000 + days * DAY_MS);
  return new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
      hour - CARACAS_OFFSET_H,
      minute,
    ),
  );
}

/** The Caracas calendar day (yyyy-MM-dd) `days` from `now`, as a `date` column wants it. */
export function caracasDay(now: Date, days = 0): string {
  const local = new Date(now.getTime() + CARACAS_OFFSET_H * 3_600_000 + days * DAY_MS);
  return local.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * 3_600_000);
}
