import { z } from '../zod-es';
import { EVENT_CATEGORIES } from '../constants';

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

export const seatMapSchema = z.object({
  eventId: z.uuid(),
  zones: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      type: z.string(),
      layout: z.string(),
      basePrice: z.string(),
      map: z.unknown(),
      tables: z.array(z.object({ id: z.uuid(), name: z.string(), capacity: z.number() })),
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

/** A row of the events table as the API sends it (POST /api/events, PATCH /api/events/:id). */
export const eventRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  locationId: z.uuid(),
  storeId: z.uuid().nullable(),
  startAt: z.string(),
  finishAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  printTypes: z.array(z.string()),
  prefilledCodes: z.boolean(),
  bannerUrl: z.string().nullable(),
  isActive: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

/** A row of GET /api/admin/events (every event, unpublished and inactive too). */
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
  /** Seats laid out. */
  seats: z.number(),
  /** Seats on paid orders. */
  sold: z.number(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ items: z.array(adminEventSchema) });

/** GET /api/admin/events/:id: everything the edit form needs, money configuration included. */
export const adminEventDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  description: z.string().nullable(),
  locationId: z.uuid(),
  storeId: z.uuid().nullable(),
  startAt: z.string(),
  finishAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  printTypes: z.array(z.string()),
  prefilledCodes: z.boolean(),
  bannerUrl: z.string().nullable(),
  isActive: z.boolean(),
  config: z.object({
    feePercent: z.string(),
    feeOnlyDeclarative: z.boolean(),
    taxPercent: z.string(),
    ivaPercent: z.string(),
  }),
  zones: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      code: z.string(),
      type: z.string(),
      layout: z.string(),
      basePrice: z.string(),
      capacity: z.number(),
      maxSeatsWeb: z.number().nullable(),
      index: z.number(),
      isActive: z.boolean(),
    }),
  ),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;
