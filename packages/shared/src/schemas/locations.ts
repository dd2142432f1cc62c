/** Answers of the location set-up routes (GET/POST/PATCH /api/locations). */
import { z } from '../zod-es';

/** A row of the locations table as the API sends it. */
export const locationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  capacityMax: z.number(),
  city: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListSchema = z.object({ items: z.array(locationSchema) });
