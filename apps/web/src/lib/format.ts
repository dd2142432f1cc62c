import { LOCALE, TIME_ZONE } from '@tickera/shared/constants';

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
