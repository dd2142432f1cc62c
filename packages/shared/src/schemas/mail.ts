/** The staff mail log: what was sent, what waits or failed. */
import { z } from '../zod-es';

export const listMailQuerySchema = z.object({
  status: z
    .enum(['PENDING', 'SENT', 'FAILED'], { error: 'Estado inválido (PENDING, SENT o FAILED)' })
    .optional(),
  to: z.string().trim().min(2).max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListMailQuery = z.infer<typeof listMailQuerySchema>;

export const mailRowSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRowSchema>;
export const mailPageSchema = z.object({
  items: z.array(mailRowSchema),
  total: z.number(),
  hasMore: z.boolean(),
});
