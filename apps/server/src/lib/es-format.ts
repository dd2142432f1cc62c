/**
 * es-VE text for our documents (invoice, settlement), straight from the API decimal strings: amounts are
 * regrouped as text (never through a binary float), dates are shown in Caracas.
 */
import { LOCALE, TIME_ZONE } from '@tickera/shared/constants';
import { fromCents, toCents } from '@tickera/shared/money';

/** "1234.5" → "1.234,50"; keeps every decimal a rate carries when `decimals` is null. */
function groupDecimal(value: string, decimals: number | null): string {
  const normalized = decimals === 2 ? fromCents(toCents(value)) : value.trim();
  const negative = normalized.startsWith('-');
  const [int, frac = ''] = normalized.replace('-', '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/** A money amount: "1.234,56". */
export function formatAmount(value: string): string {
  return groupDecimal(value, 2);
}

/** A rate as the API gives it ("36.5120") → "36,5120". */
export function formatRateEs(rate: string): string {
  return groupDecimal(rate, null);
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const eventDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** "20/11/2026, 2:35 p. m." in Caracas. */
export function formatDateTime(iso: string | Date): string {
  return dateTime.format(new Date(iso));
}

/** "Sábado, 19 de diciembre de 2026" in Caracas. */
export function formatEventDay(iso: string): string {
  const text = eventDay.format(new Date(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "8:00 p. m." in Caracas. */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** A calendar day as the API gives it ("2026-11-20") → "20/11/2026", no time-zone shift. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}
