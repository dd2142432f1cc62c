/** Payments: where a reference was used (the box office checks reuse before approving). */
import { z } from '../zod-es';

export const paymentLookupQuerySchema = z.object({
  reference: z.string().trim().min(3, { error: 'Indique al menos 3 caracteres' }).max(30),
});

export const paymentUseSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.number(),
  orderStatus: z.string(),
  bankName: z.string().nullable(),
  reference: z.string(),
  amount: z.string(),
  currency: z.string(),
  date: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentUse = z.infer<typeof paymentUseSchema>;
export const paymentUseListSchema = z.object({ items: z.array(paymentUseSchema) });
