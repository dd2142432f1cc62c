/** What a rate source yields, and the one error every source failure becomes. */
import { normalizeRateText, rateProblem, toRate8 } from '@tickera/shared/schemas/rates';

export interface ParsedRate {
  /** 8 decimals, as exchange_rates.rate stores it. */
  rate: string;
  /** The source's value date (BCV "Fecha Valor"), yyyy-MM-dd. */
  valueDate: string | null;
  /** `BCV` for the BCV page, `BCV_API` for a JSON mirror of the official rate. */
  source: string;
}

/** The source could not be reached or said something that is not a rate; nothing is stored. */
export class RateSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateSourceError';
  }
}

/** A rate as a source wrote it → 8-decimal string, or a RateSourceError naming the garbage. */
export function checkedRate(text: string, where: string): string {
  const value = normalizeRateText(text);
  if (value === null) {
    throw new RateSourceError(`Tasa ilegible en ${where}: "${text.slice(0, 40)}".`);
  }
  const problem = rateProblem(value);
  if (problem) throw new RateSourceError(`Tasa fuera de rango en ${where} (${value}): ${problem}.`);
  return toRate8(value);
}
