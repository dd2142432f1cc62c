/**
 * Business settings (API.md "Business settings"): the operator's own data that checkout,
 * the payment e-mails, the invoice and Soporte show. One object, edited by the admin.
 */
import { z } from '../zod-es';
import { emailSchema } from './auth';

/** Default payment deadline of a PENDIENTE order: one day (issue "Sale integrity"). */
export const DEFAULT_PAYMENT_DEADLINE_MINUTES = 1440;

/**
 * RIF as the SENIAT prints it: a type letter, 8 digits, one check digit (`J-12345678-9`).
 * The form is checked, not the check digit (docs/decisions/011).
 */
export const RIF_PATTERN = /^[JGVEPC]-\d{8}-\d$/;

/** Venezuelan mobile prefixes (Movilnet 0416/0426, Movistar 0414/0424, Digitel 0412/0422). */
const MOBILE_PREFIXES = ['412', '414', '416', '422', '424', '426'];

/**
 * A Venezuelan mobile number in any usual writing (`0414-1234567`, `04141234567`,
 * `+58 414 123 4567`) as `0414-1234567`; null when it is not one.
 */
export function normalizeVeMobile(input: string): string | null {
  let digits = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, '');
  if (digits.startsWith('58') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  if (digits.length !== 10 || !MOBILE_PREFIXES.includes(digits.slice(0, 3))) return null;
  return `0${digits.slice(0, 3)}-${digits.slice(3)}`;
}

const mobileSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const n = normalizeVeMobile(v);
    if (!n) {
      ctx.addIssue({
        code: 'custom',
        message: 'Número móvil venezolano inválido (ej. 0414-1234567)',
      });
      return z.NEVER;
    }
    return n;
  });

/** Cédula (`V-12345678`) or RIF (`J-12345678-9`) of an account holder. */
export const holderIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([VE]-\d{6,9}|[JGVEPC]-\d{8}-\d)$/, {
    error: 'Cédula o RIF inválido (ej. V-12345678 o J-12345678-9)',
  });

const holderNameSchema = z
  .string()
  .trim()
  .min(3, { error: 'Indique el titular de la cuenta' })
  .max(120, { error: 'Máximo 120 caracteres' });

/** A 20-digit account; that its first four digits are the bank's code is checked on the server. */
export const accountNumberSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{20}$/, { error: 'La cuenta debe tener 20 dígitos' }));

export const PAYMENT_ACCOUNT_METHODS = ['TRANSFERENCIA', 'PAGO_MOVIL', 'ZELLE'] as const;
export type PaymentAccountMethod = (typeof PAYMENT_ACCOUNT_METHODS)[number];

const transferAccountSchema = z.object({
  method: z.literal('TRANSFERENCIA'),
  bankId: z.uuid({ error: 'Seleccione el banco' }),
  accountNumber: accountNumberSchema,
  holderName: holderNameSchema,
  holderId: holderIdSchema,
});

const mobileAccountSchema = z.object({
  method: z.literal('PAGO_MOVIL'),
  bankId: z.uuid({ error: 'Seleccione el banco' }),
  phone: mobileSchema,
  holderName: holderNameSchema,
  holderId: holderIdSchema,
});

const zelleAccountSchema = z.object({
  method: z.literal('ZELLE'),
  email: emailSchema,
  holderName: holderNameSchema,
  holderId: holderIdSchema.optional(),
});

export const paymentAccountInputSchema = z.discriminatedUnion('method', [
  transferAccountSchema,
  mobileAccountSchema,
  zelleAccountSchema,
]);
export type PaymentAccountInput = z.infer<typeof paymentAccountInputSchema>;

/** PUT /api/settings body. Read-only fields the GET answer carries (bank names) are ignored. */
export const settingsInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: 'Indique la razón social' })
    .max(160, { error: 'Máximo 160 caracteres' }),
  rif: z
    .string()
    .trim()
    .toUpperCase()
    .regex(RIF_PATTERN, { error: 'RIF inválido (ej. J-12345678-9)' }),
  supportEmail: emailSchema,
  supportWhatsApp: mobileSchema,
  paymentAccounts: z
    .array(paymentAccountInputSchema)
    .max(3, { error: 'Una cuenta por método de pago' })
    .refine((list) => new Set(list.map((a) => a.method)).size === list.length, {
      error: 'Una cuenta por método de pago',
    }),
  paymentDeadlineMinutes: z
    .number({ error: 'Indique los minutos' })
    .int({ error: 'Debe ser un número entero de minutos' })
    .min(15, { error: 'Mínimo 15 minutos' })
    .max(10080, { error: 'Máximo 7 días (10080 minutos)' }),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

export const paymentAccountSchema = z.object({
  method: z.enum(PAYMENT_ACCOUNT_METHODS),
  bankId: z.uuid().optional(),
  bankCode: z.string().optional(),
  bankName: z.string().optional(),
  accountNumber: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  holderName: z.string(),
  holderId: z.string().optional(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** GET /api/settings answer. */
export const settingsSchema = z.object({
  name: z.string(),
  rif: z.string(),
  supportEmail: z.string(),
  supportWhatsApp: z.string(),
  paymentAccounts: z.array(paymentAccountSchema),
  paymentDeadlineMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
