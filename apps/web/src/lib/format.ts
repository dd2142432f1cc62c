import { LOCALE, TIME_ZONE } from '@tickera/shared/constants';
import { isGeneralPlace } from '@tickera/shared/place-names';

const numberFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Money arrives as decimal strings ("25.00", API.md); Number is fine for display only. */
function toNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

/** `1.234,56` (es-VE). */
export function formatAmount(value: number | string): string {
  return numberFormat.format(toNumber(value));
}

export function formatInteger(value: number | string): string {
  return integerFormat.format(toNumber(value));
}

/** Spec: prices in Bs.S; API amounts without a `Ves` suffix are USD. */
export function formatMoney(value: number | string, currency: 'USD' | 'VES' = 'USD'): string {
  return currency === 'USD' ? `$ ${formatAmount(value)}` : `Bs.S ${formatAmount(value)}`;
}

/** Dates are shown in America/Caracas whatever the browser's zone. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const eventDayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short' });

/** "sábado, 19 de diciembre de 2026" in Caracas. */
export function formatEventDay(value: string | Date): string {
  return eventDayFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** "8:00 p. m." in Caracas. */
export function formatTime(value: string | Date): string {
  return timeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const clockFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** "3:45:10 p. m." in Caracas: when a figure that refreshes itself was read. */
export function formatClock(value: string | Date | number): string {
  return clockFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** The day and short month of a calendar badge: { day: '19', month: 'DIC' }. */
export function calendarBadge(value: string | Date): { day: string; month: string } {
  const date = typeof value === 'string' ? new Date(value) : value;
  return {
    day: dayFormat.format(date),
    month: monthFormat.format(date).replace('.', '').toUpperCase(),
  };
}

/** Spec §4: the booking countdown shows mm:ss. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** "hace 5 minutos", "hace 2 horas", "ayer": how old a rate or a record is. */
export function formatAge(value: string | Date, now = Date.now()): string {
  const seconds = Math.round(
    ((typeof value === 'string' ? Date.parse(value) : value.getTime()) - now) / 1000,
  );
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeFormat.format(seconds, 'second');
  if (abs < 3600) return relativeFormat.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relativeFormat.format(Math.round(seconds / 3600), 'hour');
  return relativeFormat.format(Math.round(seconds / 86400), 'day');
}

/** A rate as people read it: "236,8389". */
export function formatRate(rate: string): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(Number(rate));
}

/** 1440 → "24 horas", 90 → "1 hora y 30 minutos", 45 → "45 minutos". */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  const m = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  if (!hours) return m;
  return minutes ? `${h} y ${m}` : h;
}

/** A calendar day from the API ("2026-11-21") in es-VE, without slipping a day in Caracas. */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00-04:00`) : formatDate(day);
}

/** "Fila A, asiento 3", "Mesa 4, puesto 2" at a VIP table, or a general-admission place's name. */
export function seatPlace(seat: { row: string; index: number; name: string }): string {
  if (isGeneralPlace(seat.name)) return seat.name;
  return seat.row.startsWith('Mesa')
    ? `${seat.row}, puesto ${seat.index}`
    : `Fila ${seat.row}, asiento ${seat.index}`;
}

/** "N.º 000123". */
export function orderNumber(number: number): string {
  return `N.º ${String(number).padStart(6, '0')}`;
}

/** `2027-01-20 23:00:00+00` (how /api/admin/events writes times) → ISO-8601. */
export function toIsoTime(value: string): string {
  return value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

/**
 * One use of each formatter of this module: the ICU worker (lib/icu-warm-up.worker.ts,
 * decision 064) loads the data they need before the page asks. A formatter added here is
 * used here too.
 */
export function formatSamples(): string[] {
  const at = new Date(0);
  return [
    formatAmount(1),
    formatInteger(1),
    formatDate(at),
    formatDateTime(at),
    formatEventDay(at),
    formatTime(at),
    formatClock(at),
    calendarBadge(at).month,
    formatAge(at, 0),
    formatRate('1'),
  ];
}
