/** Locations (venues): set-up payloads and the row the API answers. */
import { z } from '../zod-es';
import { changesSomething, code, nonEmpty, patchOf, text } from './fields';

export const locationInputSchema = z.object({
  name: text('El nombre'),
  code,
  address: z.string().trim().max(300).optional(),
  city: text('La ciudad', 80),
  country: z.string().trim().max(80).default('Venezuela'),
  capacityMax: z.number().int().min(0).max(200_000).default(0),
});
export const locationPatchSchema = patchOf(locationInputSchema)
  .extend({ isActive: z.boolean().optional() })
  .refine(nonEmpty, changesSomething);

export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  capacityMax: z.number().int(),
  city: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.object({ items: z.array(locationSchema) });
