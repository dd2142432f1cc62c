/** Set-up payloads: locations, events, zones, seats, tables, stores, banks (admin and supervisor). */
import { z } from '../zod-es';
import { EVENT_CATEGORIES, PRINT_TYPES, ZONE_TYPES } from '../constants';
import { uuidSchema } from './events';

const text = (label: string, max = 120) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(max);
const code = z
  .string({ error: 'El código es obligatorio' })
  .trim()
  .regex(/^[A-Za-z0-9-_]{2,30}$/, { error: 'Código inválido (2 a 30 letras, números o guiones)' })
  .transform((c) => c.toUpperCase());
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Porcentaje inválido (ej. 10 o 16.5)' })
  .refine((p) => Number(p) <= 100, { error: 'El porcentaje no puede pasar de 100' });
const price = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'Precio inválido (ej. 25.00)' });
/** A PATCH must change something: an empty body is a 400, not an empty UPDATE. */
const changesSomething = { error: 'Indique al menos un campo a cambiar' };
const nonEmpty = (o: object) => Object.keys(o).length > 0;
const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'Fecha y hora inválida (ISO con zona, ej. 2026-12-12T20:00:00-04:00)',
});

export const locationInputSchema = z.object({
  name: text('El nombre'),
  code,
  address: z.string().trim().max(300).optional(),
  city: text('La ciudad', 80),
  country: z.string().trim().max(80).default('Venezuela'),
  capacityMax: z.number().int().min(0).max(200_000).default(0),
});
export const locationPatchSchema = locationInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

export const eventConfigInputSchema = z.object({
  feePercent: percent.default('0'),
  feeOnlyDeclarative: z.boolean().default(false),
  taxPercent: percent.default('0'),
  ivaPercent: percent.default('16'),
});

export const eventInputSchema = z
  .object({
    name: text('El nombre', 160),
    code,
    category: z.enum(EVENT_CATEGORIES, { error: 'Categoría inválida (DEPORTE o CONCIERTO)' }),
    description: z.string().trim().max(4000).optional(),
    locationId: uuidSchema,
    storeId: uuidSchema.optional(),
    startAt: isoDateTime,
    finishAt: isoDateTime.optional(),
    publishAt: isoDateTime.nullable().optional(),
    printTypes: z
      .array(z.enum(PRINT_TYPES, { error: 'Tipo de impresión inválido' }))
      .min(1, { error: 'Elija al menos un tipo de entrada' })
      .default(['ETICKET']),
    prefilledCodes: z.boolean().default(false),
    bannerUrl: z.string().trim().max(500_000).optional(),
    config: eventConfigInputSchema.default({
      feePercent: '0',
      feeOnlyDeclarative: false,
      taxPercent: '0',
      ivaPercent: '16',
    }),
  })
  .refine((e) => !e.finishAt || e.finishAt > e.startAt, {
    error: 'El fin debe ser posterior al inicio',
    path: ['finishAt'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventPatchSchema = z
  .object({
    name: text('El nombre', 160),
    description: z.string().trim().max(4000).nullable(),
    category: z.enum(EVENT_CATEGORIES),
    locationId: uuidSchema,
    storeId: uuidSchema.nullable(),
    startAt: isoDateTime,
    finishAt: isoDateTime.nullable(),
    publishAt: isoDateTime.nullable(),
    printTypes: z.array(z.enum(PRINT_TYPES)).min(1),
    prefilledCodes: z.boolean(),
    bannerUrl: z.string().trim().max(500_000).nullable(),
    isActive: z.boolean(),
    config: eventConfigInputSchema.partial(),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { error: 'Indique al menos un campo a cambiar' });

export const zoneInputSchema = z.object({
  name: text('El nombre', 60),
  code,
  type: z
    .enum(ZONE_TYPES, { error: 'Tipo de zona inválido (GENERAL, DANCEFLOOR o VIP)' })
    .default('GENERAL'),
  layout: z.enum(['NUMBERED', 'TABLES'], { error: 'Distribución inválida' }).default('NUMBERED'),
  basePrice: price,
  maxSeatsWeb: z.number().int().min(1).max(100).nullable().optional(),
  index: z.number().int().min(0).max(1000).default(0),
  map: z.record(z.string(), z.unknown()).optional(),
});
export const zonePatchSchema = zoneInputSchema
  .omit({ code: true })
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

/** Row labels: letters (A…Z, AA…) or numbers (1…N). */
export const seatGenerationSchema = z
  .object({
    rowFrom: z
      .string()
      .trim()
      .regex(/^([A-Z]{1,2}|\d{1,3})$/, { error: 'Fila inicial inválida (A, AA o 1)' }),
    rowTo: z
      .string()
      .trim()
      .regex(/^([A-Z]{1,2}|\d{1,3})$/, { error: 'Fila final inválida (Z, AB o 30)' }),
    seatFrom: z.number().int().min(1).max(500).default(1),
    seatTo: z.number().int().min(1).max(500),
    /** Seat name pattern: {row} and {n}; default "{row}-{n}". */
    naming: z
      .string()
      .trim()
      .max(40)
      .regex(/\{n\}/, { error: 'El patrón debe incluir {n}' })
      .default('{row}-{n}'),
  })
  .refine((s) => s.seatTo >= s.seatFrom, {
    error: 'El último asiento debe ser mayor o igual al primero',
    path: ['seatTo'],
  });
export type SeatGeneration = z.infer<typeof seatGenerationSchema>;

export const tableGenerationSchema = z.object({
  count: z.number().int().min(1).max(200),
  seatsPerTable: z.number().int().min(1).max(30),
  prefix: z.string().trim().min(1).max(20).default('Mesa'),
});

export const storeInputSchema = z.object({
  name: text('El nombre'),
  rif: z
    .string()
    .trim()
    .regex(/^[JVGEP]-?\d{8}-?\d$/i, { error: 'RIF inválido (ej. J-41258796-3)' })
    .optional(),
  url: z.string().trim().max(300).optional(),
  logoBase64: z.string().max(2_000_000).optional(),
  signatureSrc: z.string().max(2_000_000).optional(),
  invoiceLogo: z.string().max(2_000_000).optional(),
});
export const storePatchSchema = storeInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

export const bankInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: 'El código del banco tiene 4 dígitos' }),
  name: text('El nombre'),
});
export const bankPatchSchema = bankInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

/** "A"→"B"…"Z"→"AA"; numbers count up. Inclusive list from `from` to `to`. */
export function rowRange(from: string, to: string): string[] {
  if (/^\d+$/.test(from) !== /^\d+$/.test(to)) return [];
  if (/^\d+$/.test(from)) {
    const out: string[] = [];
    for (let i = Number(from); i <= Number(to); i++) out.push(String(i));
    return out;
  }
  const toNum = (s: string) => [...s].reduce((n, c) => n * 26 + (c.charCodeAt(0) - 64), 0);
  const toLabel = (n: number) => {
    let s = '';
    for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  };
  const out: string[] = [];
  for (let n = toNum(from); n <= toNum(to); n++) out.push(toLabel(n));
  return out;
}
