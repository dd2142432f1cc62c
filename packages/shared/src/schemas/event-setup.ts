/** Event set-up: the event with its fee and tax configuration. */
import { z } from '../zod-es';
import { EVENT_CATEGORIES, PRINT_TYPES } from '../constants';
import { code, isoDateTime, percent, text } from './fields';
import { uuidSchema } from './events';

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
