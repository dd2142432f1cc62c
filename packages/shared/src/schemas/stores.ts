/** Answers of the store and bank set-up routes, and the public bank list. */
import { z } from '../zod-es';

/** A row of the stores table (invoice logo and signature included) as the API sends it. */
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

/** A row of the banks table (admin set-up). */
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

/** An active bank a payment may come from (public GET /api/banks). */
export const bankOptionSchema = bankSchema.pick({ id: true, code: true, name: true });
export type BankOption = z.infer<typeof bankOptionSchema>;
export const bankOptionListSchema = z.object({ items: z.array(bankOptionSchema) });
