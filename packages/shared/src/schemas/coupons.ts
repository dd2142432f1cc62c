/** Coupons (admin and supervisor set them up; sales reads) and their redemptions. */
import { z } from '../zod-es';
import { uuidSchema } from './events';
import { changesSomething, code, isoDateTime, nonEmpty } from './fields';
import { pageQuerySchema } from './users';

export const DISCOUNT_TYPES = ['PERCENT', 'FIXED'] as const;

const uses = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero` })
    .int({ error: `${label} debe ser un número entero` })
    .min(1, { error: `${label} debe ser al menos 1` })
    .max(1_000_000)
    .nullable()
    .optional();

const couponFields = z.object({
  code,
  eventId: uuidSchema,
  discountType: z.enum(DISCOUNT_TYPES, { error: 'Tipo de descuento inválido (PERCENT o FIXED)' }),
  discountValue: z
    .string({ error: 'El valor del descuento es obligatorio' })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, { error: 'Valor inválido (ej. 10 o 5.50)' }),
  maxUses: uses('El máximo de usos'),
  maxUsesPerCustomer: uses('Los usos por cliente'),
  validFrom: isoDateTime.nullable().optional(),
  validTo: isoDateTime.nullable().optional(),
});

export type CouponRules = Pick<
  z.output<typeof couponFields>,
  'discountType' | 'discountValue' | 'maxUses' | 'maxUsesPerCustomer' | 'validFrom' | 'validTo'
>;

/**
 * The rules across fields, by field (Spanish): a percentage above 0 and at most 100, a
 * fixed amount above 0, an end after the start, a per-customer limit within the total.
 * The server checks a PATCH with the stored coupon merged in.
 */
export function couponRuleProblems(c: CouponRules): Record<string, string> {
  const problems: Record<string, string> = {};
  const value = Number(c.discountValue);
  if (!(value > 0)) problems.discountValue = 'El descuento debe ser mayor que 0';
  else if (c.discountType === 'PERCENT' && value > 100)
    problems.discountValue = 'Un porcentaje no puede pasar de 100';
  if (c.validFrom && c.validTo && Date.parse(c.validTo) <= Date.parse(c.validFrom))
    problems.validTo = 'La fecha final debe ser posterior a la inicial';
  if (c.maxUses && c.maxUsesPerCustomer && c.maxUsesPerCustomer > c.maxUses)
    problems.maxUsesPerCustomer = 'No puede pasar del máximo de usos';
  return problems;
}

export const couponInputSchema = couponFields.superRefine((c, ctx) => {
  for (const [path, message] of Object.entries(couponRuleProblems(c)))
    ctx.addIssue({ code: 'custom', path: [path], message });
});
export type CouponInput = z.output<typeof couponInputSchema>;

export const couponPatchSchema = couponFields
  .partial()
  .extend({ isActive: z.boolean({ error: 'Debe ser verdadero o falso' }).optional() })
  .refine(nonEmpty, changesSomething);
export type CouponPatch = z.output<typeof couponPatchSchema>;

export const couponSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  eventId: z.uuid().nullable(),
  eventName: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** null: no limit. */
  remainingUses: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = pageQuerySchema.extend({
  eventId: uuidSchema.optional(),
  code: z.string().trim().max(40).optional(),
});
export const couponListSchema = z.object({ items: z.array(couponSchema), total: z.number() });

const day = z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' });
export const claimListQuerySchema = pageQuerySchema.extend({
  eventId: uuidSchema.optional(),
  code: z.string().trim().max(40).optional(),
  /** Days in Caracas, both included. */
  from: day.optional(),
  to: day.optional(),
});
export type ClaimListQuery = z.output<typeof claimListQuerySchema>;

export const claimSchema = z.object({
  code: z.string(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  orderStatus: z.string(),
  eventName: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  discount: z.string(),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = z.object({ items: z.array(claimSchema), total: z.number() });

export const claimExportQuerySchema = claimListQuerySchema
  .omit({ page: true, limit: true })
  .extend({
    format: z.enum(['csv', 'xlsx'], { error: 'Formato inválido (csv o xlsx)' }).default('csv'),
  });
export type ClaimExportQuery = z.output<typeof claimExportQuerySchema>;
