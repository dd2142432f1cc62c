/** Season memberships: a type (the season's events, a price a seat, a zone) and its sales. */
import { z } from '../zod-es';
import { PAYMENT_METHODS } from '../constants';
import { uuidSchema } from './events';
import { changesSomething, code, nonEmpty, price, text } from './fields';
import { BANK_DETAILS_MISSING, bankDetailsGiven, paymentInputSchema } from './orders';

export const membershipTypeInputSchema = z.object({
  code,
  name: text('El nombre'),
  /** What a seat costs for the whole season (USD, everything included). */
  price,
  eventIds: z
    .array(uuidSchema, { error: 'Elija los eventos de la temporada' })
    .min(1, { error: 'Elija al menos un evento' })
    .max(120),
  /** The zone (by its code in each event) the seats must be in; null: any zone. */
  zoneCode: z.string().trim().toUpperCase().max(30).nullable().optional(),
});
export type MembershipTypeInput = z.output<typeof membershipTypeInputSchema>;

/** A type's name, price, zone and state change; its events do not once it exists. */
export const membershipTypePatchSchema = membershipTypeInputSchema
  .pick({ name: true, price: true, zoneCode: true })
  .partial()
  .extend({ isActive: z.boolean({ error: 'Debe ser verdadero o falso' }).optional() })
  .refine(nonEmpty, changesSomething);
export type MembershipTypePatch = z.output<typeof membershipTypePatchSchema>;

export const membershipTypeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  price: z.string(),
  zoneCode: z.string().nullable(),
  eventIds: z.array(z.uuid()),
  /** The season's events in date order (the first one's seat map is where seats are picked). */
  events: z.array(z.object({ id: z.uuid(), name: z.string(), startAt: z.string() })),
  isActive: z.boolean(),
});
export type MembershipType = z.infer<typeof membershipTypeSchema>;
export const membershipTypeListSchema = z.object({ items: z.array(membershipTypeSchema) });

export const createMembershipSchema = z
  .object({
    membershipTypeId: uuidSchema,
    customerId: uuidSchema,
    /** Seats of the season's first event; the same seats are taken in every event. */
    seatIds: z
      .array(uuidSchema, { error: 'Seleccione los asientos' })
      .min(1, { error: 'Seleccione al menos un asiento' })
      .max(20, { error: 'Como máximo 20 asientos por membresía' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Asientos repetidos' }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago inválido' }),
    payment: paymentInputSchema.optional(),
  })
  .refine(bankDetailsGiven, BANK_DETAILS_MISSING);
export type CreateMembership = z.output<typeof createMembershipSchema>;

export const membershipSchema = z.object({
  id: z.uuid(),
  membershipCode: z.string(),
  type: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  /** The seats, as named in the season's first event. */
  seats: z.array(z.object({ zone: z.string(), name: z.string() })),
  orders: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      status: z.string(),
      eventId: z.uuid(),
      eventName: z.string(),
      startAt: z.string(),
      total: z.string(),
    }),
  ),
  total: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListQuerySchema = z.object({
  code: z.string().trim().max(40).optional(),
});
export const membershipListSchema = z.object({ items: z.array(membershipSchema) });
