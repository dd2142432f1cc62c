/** Response schemas shared by every route (the error body, empty answers). */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

/** The usual error answers of a route, to spread into `response`. */
export const errors = (...statuses: (400 | 401 | 403 | 404 | 409 | 422 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    number,
    typeof errorBodySchema
  >;

export const messageSchema = z.object({ message: z.string() });

export type App = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** A file answer (200: a PDF, a CSV): bytes, declared as a binary string in the OpenAPI document. */
export const fileSchema = (description: string) =>
  z
    .custom<Buffer>((v) => Buffer.isBuffer(v))
    .meta({ type: 'string', format: 'binary', description });
export const pdfSchema = fileSchema;
