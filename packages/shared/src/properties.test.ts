/**
 * Properties (issue 14 "Fuzz"): money, the rate as people type it and payment references,
 * over inputs fast-check generates. Each property states what must hold for every input;
 * a failure prints the smallest input that breaks it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, convertToVes, fromCents, multiplyMoney, percentOf, toCents } from './money';
import { normalizeReference } from './payment-reference';
import { moneyInputSchema } from './schemas/orders';
import { normalizeRateText, rateValueSchema, toRate8 } from './schemas/rates';

const cents = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
const positiveCents = fc.bigInt({ min: 0n, max: 10n ** 14n });
/** A rate as stored: up to 8 decimals, 0.01 … 1,000,000. */
const rate8 = fc.bigInt({ min: 1_000_000n, max: 10n ** 14n }).map((n) => {
  const s = n.toString().padStart(9, '0');
  return `${s.slice(0, -8)}.${s.slice(-8)}`;
});

/** Half away from zero of a / b (b > 0), the rounding every amount uses. */
function roundDiv(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = abs / b + ((abs % b) * 2n >= b ? 1n : 0n);
  return negative ? -q : q;
}
const scaled8 = (rate: string) => BigInt(rate.replace('.', ''));

describe('[FUZZ] money in exact cents', () => {
  it('writes and reads back every amount unchanged', () => {
    fc.assert(fc.property(cents, (c) => toCents(fromCents(c)) === c));
  });

  it('adds like integers: in any order, with zero, and never a float artefact', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), (list) => {
        const amounts = list.map(fromCents);
        const sum = list.reduce((a, b) => a + b, 0n);
        expect(toCents(addMoney(...amounts))).toBe(sum);
        expect(addMoney(...[...amounts].reverse(), '0')).toBe(addMoney(...amounts));
        expect(addMoney(...amounts)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('multiplies by a seat count exactly', () => {
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: 0, max: 10_000 }), (c, n) => {
        expect(toCents(multiplyMoney(fromCents(c), n))).toBe(c * BigInt(n));
      }),
    );
  });

  it('converts USD to Bs.S as cents × rate rounded half up to the cent, within half a cent', () => {
    fc.assert(
      fc.property(positiveCents, rate8, (c, rate) => {
        const ves = toCents(convertToVes(fromCents(c), rate));
        expect(ves).toBe(roundDiv(c * scaled8(rate), 10n ** 8n));
        // |ves − exact| ≤ ½ cent, in units of 10⁻⁸ cent.
        const error = ves * 10n ** 8n - c * scaled8(rate);
        expect(error <= 5n * 10n ** 7n && error >= -5n * 10n ** 7n).toBe(true);
      }),
    );
  });

  it('rounds an exact half cent up: an odd number of cents at a rate ending in ,5', () => {
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: 1, max: 999_999 }), (c, whole) => {
        const odd = c | 1n;
        const ves = toCents(convertToVes(fromCents(odd), `${whole}.5`));
        expect(ves * 2n).toBe(odd * BigInt(2 * whole + 1) + 1n);
      }),
    );
  });

  it('takes a percentage (fees, IVA, coupons) rounded half up, never more than the amount at 100 %', () => {
    fc.assert(
      fc.property(positiveCents, fc.integer({ min: 0, max: 10_000 }), (c, hundredths) => {
        const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        const part = toCents(percentOf(fromCents(c), percent));
        expect(part).toBe(roundDiv(c * BigInt(hundredths), 10_000n));
        expect(part <= c).toBe(true);
      }),
    );
  });

  it('accepts as a declared amount exactly the plain decimals with at most 2 decimals, and reads them exactly', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = moneyInputSchema.safeParse(text);
        const plain = /^\d{1,12}(\.\d{1,2})?$/.test(text.trim());
        expect(parsed.success).toBe(plain);
        if (parsed.success)
          expect(fromCents(toCents(parsed.data))).toBe(Number(parsed.data).toFixed(2));
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (c) => {
        const parsed = moneyInputSchema.parse(fromCents(c));
        expect(toCents(parsed)).toBe(c);
      }),
    );
  });
});

describe('[FUZZ] the BCV rate as a person types it', () => {
  /** "1234567.891" → "1.234.567,891" (es-VE: dot thousands, comma decimals). */
  const esVe = (rate: string) => {
    const [int, frac] = rate.split('.');
    return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
  };

  it('reads "1.234.567,89", "1234567,89" and "1234567.89" as the same rate', () => {
    fc.assert(
      fc.property(rate8, (rate) => {
        const plain = normalizeRateText(rate)!;
        expect(normalizeRateText(esVe(rate))).toBe(plain);
        expect(normalizeRateText(rate.replace('.', ','))).toBe(plain);
        expect(toRate8(plain)).toBe(rate);
        expect(rateValueSchema.parse(` ${esVe(rate)} `)).toBe(plain);
      }),
    );
  });

  it('answers any text with a rate or a Spanish reason, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = rateValueSchema.safeParse(text);
        if (parsed.success) {
          const scaled = BigInt(toRate8(parsed.data).replace('.', ''));
          expect(scaled >= 1_000_000n && scaled <= 10n ** 14n).toBe(true);
        } else expect(parsed.error.issues[0].message).toMatch(/tasa/i);
      }),
    );
  });
});

describe('[FUZZ] payment references', () => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });
  const separators = fc.array(fc.constantFrom('-', ' ', '.', '/'), { maxLength: 4 });

  it('is stable: normalizing twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (reference, withBank) => {
        const once = normalizeReference(reference, withBank);
        expect(normalizeReference(once, withBank)).toBe(once);
      }),
    );
  });

  it('treats a bank reference typed with leading zeros and separators as the same reference', () => {
    fc.assert(
      fc.property(digits, fc.nat({ max: 4 }), separators, (number, zeros, seps) => {
        let typed = '0'.repeat(zeros) + number;
        for (const [i, sep] of seps.entries()) {
          const at = Math.min(typed.length, 1 + i * 3);
          typed = typed.slice(0, at) + sep + typed.slice(at);
        }
        expect(normalizeReference(typed, true)).toBe(normalizeReference(number, true));
        expect(normalizeReference(typed, true)).toMatch(/^(0|[1-9]\d*)$/);
      }),
    );
  });

  it('compares a code without bank (Zelle) by its letters and digits, whatever the case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z -]{1,30}$/), (code) => {
        expect(normalizeReference(code.toLowerCase(), false)).toBe(
          normalizeReference(code.toUpperCase(), false),
        );
        expect(normalizeReference(code, false)).toMatch(/^[0-9A-Z]*$/);
      }),
    );
  });
});
