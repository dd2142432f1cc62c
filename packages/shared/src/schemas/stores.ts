/** Stores (the invoice's issuer, logo and signature) and banks: set-up payloads and rows. */
import { z } from '../zod-es';
import { changesSomething, httpsUrl, imageData, nonEmpty, text } from './fields';

export const storeInputSchema = z.object({
  name: text('El nombre'),
  rif: z
    .string()
    .trim()
    .regex(/^[JVGEP]-?\d{8}-?\d$/i, { error: 'RIF inválido (ej. J-41258796-3)' })
    .optional(),
  url: httpsUrl('El sitio web', 300).optional(),
  logoBase64: imageData('El logo').optional(),
  signatureSrc: imageData('La firma').optional(),
  invoiceLogo: imageData('El logo de la factura').optional(),
});
export const storePatchSchema = storeInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

export const bankInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: 'El código del banco tiene 4 dígitos' }),
  name: text('El nombre'),
});
export const bankPatchSchema = bankInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

export const storeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string().nullable(),
  invoiceLogo: z.string().nullable(),
  logoBase64: z.string().nullable(),
  logoSrc: z.string().nullable(),
  signatureSrc: z.string().nullable(),
  rif: z.string().nullable(),
  isActive: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListSchema = z.object({ items: z.array(storeSchema) });

export const bankSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
export const bankListSchema = z.object({ items: z.array(bankSchema) });

/** GET /api/banks: what a buyer chooses from. */
export const bankOptionSchema = bankSchema.pick({ id: true, code: true, name: true });
export type BankOption = z.infer<typeof bankOptionSchema>;
export const bankOptionListSchema = z.object({ items: z.array(bankOptionSchema) });
