import { z } from '../zod-es';
import { EVENT_CATEGORIES, PRINT_TYPES } from '../constants';
import { code, imageOrHttpsUrl, isoDateTime, percent, text } from './fields';

export const uuidSchema = z.uuid({ error: 'Identificador inválido' });
export const eventIdParams = z.object({ id: uuidSchema });

export const listEventsQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(EVENT_CATEGORIES, { error: 'Categoría inválida (DEPORTE o CONCIERTO)' }))
    .optional(),
});

const locationSummary = z.object({ name: z.string(), city: z.string() });

export const eventSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  startAt: z.string(),
  finishAt: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  printTypes: z.array(z.string()),
  location: locationSummary,
  /** Lowest zone price, USD. */
  minPrice: z.string().nullable(),
  /** Seats on sale right now. */
  available: z.number(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const zoneSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  type: z.string(),
  layout: z.string(),
  basePrice: z.string(),
  available: z.number(),
  capacity: z.number(),
  maxSeatsWeb: z.number().nullable(),
});

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string().nullable(),
  location: locationSummary.extend({ address: z.string().nullable() }),
  zones: z.array(zoneSummarySchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const SEAT_STATUSES = ['available', 'held', 'sold', 'mine'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** What the seat map tells of a zone besides its seats (the JSON map and the compact layout). */
export const seatMapZoneHeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  layout: z.string(),
  basePrice: z.string(),
  map: z.unknown(),
  tables: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      capacity: z.number(),
      /** Sold as one table: its seats are held and bought all together (issue 29). */
      soldWhole: z.literal(true).optional(),
    }),
  ),
});

export const seatMapSchema = z.object({
  eventId: z.uuid(),
  zones: z.array(
    seatMapZoneHeadSchema.extend({
      seats: z.array(
        z.object({
          id: z.uuid(),
          row: z.string(),
          index: z.number(),
          name: z.string(),
          tableId: z.uuid().nullable(),
          x: z.number().nullable(),
          y: z.number().nullable(),
          status: z.enum(SEAT_STATUSES),
        }),
      ),
    }),
  ),
});
export type SeatMap = z.infer<typeof seatMapSchema>;

/* ---- Event set-up (admin, supervisor): payloads and answers ---- */

/** Hours before the start from which a ticket can no longer be passed on (issue 26). */
export const transferCutoffHoursSchema = z
  .number({ error: 'Indique las horas como un número entero' })
  .int({ error: 'Indique las horas como un número entero' })
  .min(0, { error: 'Las horas no pueden ser negativas' })
  .max(168, { error: 'Como máximo 168 horas (una semana)' });
/** Minutes a waiting-list offer holds its seats. */
export const waitlistOfferMinutesSchema = z
  .number({ error: 'Indique los minutos como un número entero' })
  .int({ error: 'Indique los minutos como un número entero' })
  .min(5, { error: 'Al menos 5 minutos' })
  .max(1440, { error: 'Como máximo 1440 minutos (un día)' });

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
    bannerUrl: imageOrHttpsUrl('El banner').optional(),
    transferCutoffHours: transferCutoffHoursSchema.default(2),
    waitlistOfferMinutes: waitlistOfferMinutesSchema.default(30),
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
    bannerUrl: imageOrHttpsUrl('El banner').nullable(),
    isActive: z.boolean(),
    transferCutoffHours: transferCutoffHoursSchema,
    waitlistOfferMinutes: waitlistOfferMinutesSchema,
    config: eventConfigInputSchema.partial(),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { error: 'Indique al menos un campo a cambiar' });

/** GET /api/admin/events: every event (published or not) with its seats and paid seats. */
export const adminEventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  startAt: z.string(),
  publishAt: z.string().nullable(),
  isActive: z.boolean(),
  printTypes: z.array(z.string()),
  locationName: z.string(),
  locationCity: z.string(),
  seats: z.number().int(),
  sold: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ items: z.array(adminEventSchema) });

const moneyConfigSchema = z.object({
  feePercent: z.string(),
  feeOnlyDeclarative: z.boolean(),
  taxPercent: z.string(),
  ivaPercent: z.string(),
});

/** POST /api/events and PATCH /api/events/:id: the event row as stored. */
export const eventRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  locationId: z.uuid(),
  /** The venue plan version its zones were copied from; null when drawn by hand. */
  planId: z.uuid().nullable(),
  storeId: z.uuid().nullable(),
  startAt: z.string(),
  finishAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  printTypes: z.array(z.string()),
  prefilledCodes: z.boolean(),
  bannerUrl: z.string().nullable(),
  isActive: z.boolean(),
  transferCutoffHours: z.number().int(),
  waitlistOfferMinutes: z.number().int(),
  isDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

/** GET /api/admin/events/:id: what the edit form shows, the money configuration and zones included. */
export const adminEventDetailSchema = eventRecordSchema
  .omit({ category: true, isDelete: true, createdAt: true, updatedAt: true })
  .extend({
    category: z.enum(EVENT_CATEGORIES),
    config: moneyConfigSchema,
    zones: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        code: z.string(),
        type: z.string(),
        layout: z.string(),
        basePrice: z.string(),
        capacity: z.number().int(),
        maxSeatsWeb: z.number().int().nullable(),
        index: z.number().int(),
        isActive: z.boolean(),
      }),
    ),
  });
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;
