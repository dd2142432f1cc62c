/** Entradas (admin): issued tickets with search. */
import { z } from '../zod-es';

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
  customerName: z.string(),
  customerEmail: z.string().nullable(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;
export const ticketPageSchema = z.object({
  items: z.array(ticketRowSchema),
  total: z.number(),
  hasMore: z.boolean(),
});
