/**
 * Exact money: amounts are decimal strings ("25.00") handled as integer cents (BigInt),
 * never binary floats. Rates carry up to 8 decimals ("236.83890000").
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "25.5" → 2550n. Throws on anything that is not a plain decimal. */
export function toCents(amount: string): bigint {
  return toScaled(amount, 2);
}

/** A decimal string as an integer scaled by 10^scale, rounded half away from zero. */
export function toScaled(value: string, scale: number): bigint {
  const v = value.trim();
  if (!DECIMAL.test(v)) throw new Error(`Monto inválido: ${value}`);
  const negative = v.startsWith('-');
  const [int, frac = ''] = v.replace('-', '').split('.');
  const padded = (frac + '0'.repeat(scale + 1)).slice(0, scale + 1);
  let n = BigInt(int + padded.slice(0, scale));
  if (Number(padded[scale]) >= 5) n += 1n;
  return negative ? -n : n;
}

/** 2550n → "25.50". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const s = abs.toString().padStart(3, '0');
  return `${negative ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

export function addMoney(...amounts: string[]): string {
  return fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
}

/** amount × count, exact. */
export function multiplyMoney(amount: string, count: number): string {
  return fromCents(toCents(amount) * BigInt(count));
}

/** USD × rate → Bs.S, rounded half-up to 2 decimals (ARCHITECTURE.md "Money and locale"). */
export function convertToVes(usd: string, rate: string): string {
  const cents = toCents(usd);
  const rate8 = toScaled(rate, 8);
  const product = cents * rate8; // scaled by 10^10
  const divisor = 10n ** 8n;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return fromCents(negative ? -q : q);
}

/** percent (e.g. "16" or "10.5") of amount, rounded half-up to cents. */
export function percentOf(amount: string, percent: string): string {
  const product = toCents(amount) * toScaled(percent, 2); // scaled by 10^4 (cents × hundredths of a percent)
  const divisor = 10_000n;
  let q = product / divisor;
  if ((product % divisor) * 2n >= divisor) q += 1n;
  return fromCents(q);
}

/** A rate as the API shows it: 4 decimals ("236.8389"). */
export function formatRate(rate: string): string {
  const scaled = toScaled(rate, 4).toString().padStart(5, '0');
  return `${scaled.slice(0, -4)}.${scaled.slice(-4)}`;
}
