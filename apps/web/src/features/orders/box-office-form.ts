import { z } from 'zod';
import { PAYMENT_METHODS } from '@tickera/shared/constants';
import { BANK_METHODS, paymentInputSchema, type CreateOrder } from '@tickera/shared/schemas/orders';

/** Cash and card are received at the window: the sale can be approved at once. */
export const INSTANT_METHODS: readonly string[] = [
  'EFECTIVO_USD',
  'EFECTIVO_VES',
  'PUNTO_DE_VENTA',
];

export function needsBankDetails(method: string): boolean {
  return (BANK_METHODS as readonly string[]).includes(method);
}

/**
 * The box-office payment form. Bank, reference, date and amount are checked with the
 * shared payment schema, and only for transfer and pago móvil (courtesy needs none).
 */
export const boxOfficeFormSchema = z
  .object({
    customerId: z.string({ error: 'Elija el cliente' }).min(1, { error: 'Elija el cliente' }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Elija el método de pago' }),
    bankId: z.string(),
    reference: z.string(),
    amount: z.string(),
    date: z.string(),
    currency: z.enum(['VES', 'USD']),
    courtesy: z.boolean(),
    credit: z.boolean(),
    notes: z.string().trim().max(500, { error: 'Máximo 500 caracteres' }),
  })
  .superRefine((v, ctx) => {
    if (!needsBankDetails(v.paymentMethod) || v.courtesy) return;
    const bankId = v.bankId || undefined;
    const parsed = paymentInputSchema.safeParse({ ...v, bankId });
    if (!bankId) ctx.addIssue({ code: 'custom', path: ['bankId'], message: 'Elija el banco' });
    if (Number(v.amount) <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Indique el monto pagado' });
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]);
      if (field === 'bankId') continue;
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

export type BoxOfficeForm = z.infer<typeof boxOfficeFormSchema>;

export function toOrderBody(eventId: string, v: BoxOfficeForm): CreateOrder {
  const withPayment = needsBankDetails(v.paymentMethod) && !v.courtesy;
  return {
    eventId,
    customerId: v.customerId,
    paymentMethod: v.paymentMethod,
    ...(withPayment
      ? {
          payment: {
            bankId: v.bankId,
            reference: v.reference.trim(),
            amount: v.amount,
            date: v.date,
            currency: v.currency,
          },
        }
      : {}),
    ...(v.courtesy ? { courtesy: true } : {}),
    ...(v.credit ? { credit: true } : {}),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
}

/** Today in Caracas as yyyy-MM-dd (the payment date the form starts with). */
export function todayInCaracas(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
}
