/** Entradas (admin): issued tickets with search. */
import { z } from '../zod-es';
import { SEAT_ACCESS } from '../place-names';
import { emailSchema } from './auth';
import { text } from './fields';

export const listTicketsQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'Escriba al menos 2 caracteres' }).max(100).optional(),
  eventId: z.uuid({ error: 'Identificador inválido' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListTicketsQuery = z.infer<typeof listTicketsQuerySchema>;

export const ticketRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(['VALIDA', 'INGRESADA', 'ANULADA']),
  checkedInAt: z.string().nullable(),
  orderId: z.uuid(),
  orderNumber: z.number(),
  eventName: z.string(),
  eventStartAt: z.string(),
  zoneName: z.string(),
  seatName: z.string(),
  /** A wheelchair space or its companion seat (place-names.ts `accessPhrase`), else null. */
  seatAccess: z.enum(SEAT_ACCESS).nullable(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;
export const ticketPageSchema = z.object({
  items: z.array(ticketRowSchema),
  total: z.number(),
  hasMore: z.boolean(),
});

/* ---- After the purchase (issue 26): share links, transfer, waiting list ---- */

export const shareLinkSchema = z.object({ url: z.string(), whatsappUrl: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Enlace inválido' }),
});

/** GET /api/shared/:token: the event and the tickets with their QR, for anyone with the link. */
export const sharedTicketsSchema = z.object({
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    startAt: z.string(),
    location: z.object({ name: z.string(), city: z.string() }),
  }),
  tickets: z.array(
    z.object({
      zone: z.string(),
      seat: z.string(),
      /** A wheelchair space or its companion seat (place-names.ts `accessPhrase`), else null. */
      access: z.enum(SEAT_ACCESS).nullable(),
      code: z.string(),
      qr: z.string(),
    }),
  ),
});
export type SharedTickets = z.infer<typeof sharedTicketsSchema>;

export const transferTicketSchema = z.object({
  email: emailSchema,
  name: text('El nombre', 120),
});
export type TransferTicket = z.infer<typeof transferTicketSchema>;

export const transferResultSchema = z.object({
  ticket: z.object({ id: z.uuid(), code: z.string() }),
});

/** Tickets passed to the caller (GET /api/tickets/received), for Mis Entradas. */
export const receivedTicketsSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      qr: z.string(),
      zone: z.string(),
      seat: z.object({
        name: z.string(),
        row: z.string(),
        index: z.number(),
        access: z.enum(SEAT_ACCESS).nullable(),
      }),
      event: z.object({
        id: z.uuid(),
        name: z.string(),
        startAt: z.string(),
        location: z.object({ name: z.string(), city: z.string() }),
      }),
    }),
  ),
});
export type ReceivedTicket = z.infer<typeof receivedTicketsSchema>['items'][number];

export const WAITLIST_MAX_SEATS = 10;

export const joinWaitlistSchema = z.object({
  quantity: z.coerce
    .number({ error: 'Indique cuántos asientos' })
    .int({ error: 'Indique un número entero' })
    .min(1, { error: 'Al menos 1 asiento' })
    .max(WAITLIST_MAX_SEATS, { error: `Como máximo ${WAITLIST_MAX_SEATS} asientos` }),
  zoneId: z.uuid({ error: 'Zona inválida' }).optional(),
});
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export const waitlistStateSchema = z.object({
  position: z.number().nullable(),
  state: z.enum(['WAITING', 'OFFERED', 'EXPIRED', 'NONE']),
  offerExpiresAt: z.string().optional(),
  /** How many seats the offer holds. */
  seats: z.number().optional(),
});
export type WaitlistState = z.infer<typeof waitlistStateSchema>;

export const eventWaitlistSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().nullable(),
      state: z.enum(['WAITING', 'OFFERED', 'EXPIRED', 'LEFT', 'FULFILLED']),
      quantity: z.number(),
      zoneId: z.uuid().nullable(),
      customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
      createdAt: z.string(),
      offerExpiresAt: z.string().nullable(),
    }),
  ),
});

export type EventWaitlist = z.infer<typeof eventWaitlistSchema>;

/* ---- Wallet passes (decision 037) ---- */

/** Which wallets this site can fill: the buttons in Mis Entradas show only these. */
export const walletOptionsSchema = z.object({ google: z.boolean(), apple: z.boolean() });
export type WalletOptions = z.infer<typeof walletOptionsSchema>;

export const googleWalletLinkSchema = z.object({ url: z.url() });
