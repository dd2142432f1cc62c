import { z } from 'zod';
import { TIME_ZONE } from '@tickera/shared/constants';
import { toCents } from '@tickera/shared/money';
import { BANK_METHODS, paymentInputSchema } from '@tickera/shared/schemas/orders';

/** The checkout form: createOrderSchema's payment part, for the web's two bank methods. */
export const checkoutFormSchema = z.object({
  paymentMethod: z.enum(BANK_METHODS),
  payment: paymentInputSchema.refine((p) => toCents(p.amount) > 0n, {
    error: 'Indique el monto que pagó',
    path: ['amount'],
  }),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
export type CheckoutValues = z.output<typeof checkoutFormSchema>;

/** Fields the server may name in a 400's details.fields, as form paths. */
export const SERVER_FIELDS = [
  'paymentMethod',
  'payment.bankId',
  'payment.reference',
  'payment.amount',
  'payment.date',
  'payment.currency',
] as const;

/** Today in Caracas as yyyy-MM-dd (the payment date's default and maximum). */
export function todayInCaracas(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
}
