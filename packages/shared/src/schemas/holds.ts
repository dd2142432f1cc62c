import { z } from '../zod-es';
import { SEAT_ACCESS } from '../place-names';
import { uuidSchema } from './events';

export const holdRequestSchema = z.object({
  eventId: uuidSchema,
  seatIds: z
    .array(uuidSchema, { error: 'Indique los asientos' })
    .min(1, { error: 'Seleccione al menos un asiento' })
    .max(50, { error: 'Demasiados asientos en una sola solicitud' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Hay asientos repetidos' }),
});
export type HoldRequest = z.infer<typeof holdRequestSchema>;

/** POST /api/holds/best: the server picks `quantity` adjacent seats of the zone and holds them. */
export const bestHoldRequestSchema = z
  .object({
    eventId: uuidSchema,
    zoneId: uuidSchema,
    quantity: z
      .number({ error: 'Indique cuántos asientos' })
      .int({ error: 'Indique cuántos asientos' })
      .min(1, { error: 'Al menos 1 asiento' })
      .max(10, { error: 'Máximo 10 asientos juntos' }),
    /** A wheelchair space with the companion seat beside it: quantity 2. */
    accessible: z.boolean().default(false),
  })
  .refine((r) => !r.accessible || r.quantity === 2, {
    error: 'Un puesto accesible se aparta junto con el asiento de su acompañante: indique 2',
    path: ['quantity'],
  });
export type BestHoldRequest = z.infer<typeof bestHoldRequestSchema>;

export const holdCreatedSchema = z.object({
  holds: z.array(z.object({ seatId: z.uuid(), expiresAt: z.string() })),
  expiresAt: z.string(),
});

export const bestHoldCreatedSchema = holdCreatedSchema.extend({
  /** The seats picked, in row order. */
  seats: z.array(z.object({ id: z.uuid(), row: z.string(), index: z.number() })),
});
export type BestHoldCreated = z.infer<typeof bestHoldCreatedSchema>;

export const holdsQuerySchema = z.object({ eventId: uuidSchema.optional() });

export const holdListSchema = z.object({
  holds: z.array(
    z.object({
      seatId: z.uuid(),
      eventId: z.uuid(),
      expiresAt: z.string(),
      seat: z.object({
        name: z.string(),
        row: z.string(),
        index: z.number(),
        /** A wheelchair space or its companion seat (place-names.ts `accessPhrase`), else null. */
        access: z.enum(SEAT_ACCESS).nullable(),
        zone: z.object({ id: z.uuid(), name: z.string(), basePrice: z.string() }),
      }),
    }),
  ),
});

export const cartSummaryQuerySchema = z.object({
  eventId: uuidSchema,
  /** A coupon to preview: its discount is in the totals; 422 COUPON_INVALID says why not. */
  couponCode: z.string().trim().min(1).max(40).optional(),
});

export const cartSummarySchema = z.object({
  event: z.string(),
  eventId: z.uuid(),
  eventDate: z.string(),
  eventLocation: z.string(),
  zones: z.array(
    z.object({ zoneName: z.string(), seatsCount: z.number(), zonePriceTotal: z.string() }),
  ),
  totalPricesZones: z.string(),
  currentRate: z.string(),
  totalPricesZonesVes: z.string(),
  /** What the order will charge (docs/decisions/005-order-pricing.md), USD and Bs.S. */
  fee: z.string(),
  feeOnlyDeclarative: z.boolean(),
  tax: z.string(),
  iva: z.string(),
  /** The coupon's discount on the tickets (USD; '0.00' without one), already out of `total`. */
  discount: z.string(),
  discountVes: z.string(),
  couponCode: z.string().nullable(),
  total: z.string(),
  totalVes: z.string(),
  rateFetchedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const rateSchema = z.object({
  rate: z.string(),
  source: z.string(),
  fetchedAt: z.string(),
  valueDate: z.string().nullable(),
});
