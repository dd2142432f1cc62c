/**
 * The BCV USD → Bs.S rate: how a rate is written (es-VE "236,83890000" or "236.8389"),
 * the sane range a real one falls in, and the API shapes (docs/decisions/008-bcv-rate.md).
 */
import { z } from '../zod-es';
import { toScaled } from '../money';
import { rateSchema } from './holds';
import { pageQuerySchema } from './users';

/** exchange_rates.rate is numeric(18,8). */
export const RATE_DECIMALS = 8;
/**
 * Every official rate since the 2021 redenomination (4.0 → a few hundred) lies far
 * inside these bounds; a value outside is a misread page or a typo, never a rate.
 */
export const RATE_MIN = '0.01';
export const RATE_MAX = '1000000';

/**
 * "236,83890000" / "1.236,8389" (comma decimal, dots grouping thousands) or
 * "236.8389" (dot decimal) → a plain decimal string; null when it is not a number.
 */
export function normalizeRateText(text: string): string | null {
  const v = text.replace(/[\s\u00a0]/g, '');
  if (/^\d+(\.\d+)?$/.test(v)) return v;
  if (/^(\d{1,3}(\.\d{3})+|\d+),\d+$/.test(v)) return v.replace(/\./g, '').replace(',', '.');
  if (/^\d{1,3}(\.\d{3})+$/.test(v)) return v.replace(/\./g, '');
  return null;
}

/** Why a plain decimal is not a usable rate (Spanish), or null when it is one. */
export function rateProblem(value: string): string | null {
  const scaled = toScaled(value, RATE_DECIMALS);
  if (scaled <= 0n) return 'La tasa debe ser mayor que 0';
  if (scaled < toScaled(RATE_MIN, RATE_DECIMALS)) return 'La tasa debe ser al menos 0,01';
  if (scaled > toScaled(RATE_MAX, RATE_DECIMALS)) return 'La tasa no puede superar 1.000.000';
  return null;
}

/** A plain decimal as the column stores it: "236.8389" → "236.83890000" (half-up past 8 decimals). */
export function toRate8(value: string): string {
  const s = toScaled(value, RATE_DECIMALS)
    .toString()
    .padStart(RATE_DECIMALS + 1, '0');
  return `${s.slice(0, -RATE_DECIMALS)}.${s.slice(-RATE_DECIMALS)}`;
}

/** A rate typed by a person: comma or dot decimal, at most 8 decimals, within the sane range. */
export const rateValueSchema = z
  .string({ error: 'Indique la tasa como texto, por ejemplo "236,8389"' })
  .trim()
  .transform((text, ctx) => {
    const value = normalizeRateText(text);
    const decimals = value?.split('.')[1]?.length ?? 0;
    const problem =
      value === null
        ? 'Tasa inválida: use un número como 236,8389'
        : decimals > RATE_DECIMALS
          ? 'La tasa admite como máximo 8 decimales'
          : rateProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value as string;
  });

/** POST /api/rates: manual entry by an admin. */
export const manualRateSchema = z.object({
  rate: rateValueSchema,
  valueDate: z.iso.date({ error: 'Fecha valor inválida (use aaaa-mm-dd)' }).optional(),
});
export type ManualRate = z.infer<typeof manualRateSchema>;

/** GET /api/rates/current: the rate in force and how old it is ("tasa BCV de hace N min"). */
export const currentRateSchema = rateSchema.extend({
  /** Whole minutes since this rate was stored. */
  ageMinutes: z.number().int().min(0),
});
export type CurrentRate = z.infer<typeof currentRateSchema>;

export const rateHistoryQuerySchema = pageQuerySchema;

export const rateEntrySchema = z.object({
  id: z.uuid(),
  /** 4 decimals, as everywhere in the API. */
  rate: z.string(),
  /** As stored, 8 decimals. */
  rateExact: z.string(),
  source: z.string(),
  valueDate: z.string().nullable(),
  fetchedAt: z.string(),
  createdBy: z.object({ id: z.uuid(), email: z.string().nullable() }).nullable(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

export const rateHistorySchema = z.object({
  items: z.array(rateEntrySchema),
  total: z.number(),
  hasMore: z.boolean(),
});

/** POST /api/rates/refresh: what the source said and the rate now in force. */
export const rateRefreshSchema = z.object({
  /** A new row was stored. */
  changed: z.boolean(),
  fetched: z.object({
    rate: z.string(),
    rateExact: z.string(),
    source: z.string(),
    valueDate: z.string().nullable(),
  }),
  current: currentRateSchema,
});
