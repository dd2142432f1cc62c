import { fromCents, toCents } from '@tickera/shared/money';

/**
 * Spec §5 currency input: digits only, always two decimals, comma decimal separator,
 * dot thousands separator; empty gives 0,00. Digits fill from the right like a cash
 * register (1 → 0,01, 12 → 0,12, 123 → 1,23). Parsing reverses it to the API's "1234.56".
 */

/** moneyInputSchema allows 12 integer digits and 2 decimals. */
const MAX_DIGITS = 14;

/** The significant digits of whatever was typed, capped at MAX_DIGITS. */
function centsDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "12345" or "123,45" or "" → "123,45" / "0,00". */
export function formatCurrencyInput(text: string): string {
  const padded = centsDigits(text).padStart(3, '0');
  return `${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
}

/** "1.234,56" → "1234.56" (dot decimal, as the API wants it). */
export function parseCurrencyInput(display: string): string {
  const padded = centsDigits(display).padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** An API amount ("1234.5", "25.00") shown the way the input shows it: "1.234,50". */
export function decimalToCurrencyInput(amount: string): string {
  try {
    return formatCurrencyInput(fromCents(toCents(amount)));
  } catch {
    return formatCurrencyInput('');
  }
}
