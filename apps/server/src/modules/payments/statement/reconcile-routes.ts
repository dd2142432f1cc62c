import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  confirmReconcileResultSchema,
  confirmReconcileSchema,
  reconcileResultSchema,
  statementMappingSchema,
} from '@tickera/shared/schemas/reconcile';
import type { AppContext } from '../../../context';
import { AppError, fieldError } from '../../../errors';
import { errorBodySchema, errors, typed } from '../../../lib/http';
import { assertNoControlChars } from '../../../lib/input-safety';
import { currentUser } from '../../auth/public';
import { reconcileStatement, confirmReconciliation, type StatementUpload } from './reconcile';

const tags = ['payments'];
/** A month of a busy account is a few hundred kB; 5 MB leaves room for XLSX styling. */
const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart form: `bankId`, `file` (CSV or XLSX) and optionally `mapping` (JSON). */
async function readUpload(req: FastifyRequest): Promise<StatementUpload> {
  if (!req.isMultipart())
    throw fieldError('file', 'Envíe el estado de cuenta como formulario multipart');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  const tooLarge = () =>
    new AppError('FILE_TOO_LARGE', {
      fields: {
        file: `El archivo pesa más de ${STATEMENT_MAX_BYTES / 1024 / 1024} MB, que es el máximo`,
      },
    });
  try {
    for await (const part of req.parts({
      limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'file') file = bytes;
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    // The cap is reported by toBuffer or by the next part, depending on where the file was cut.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  assertNoControlChars(fields, 'body');
  if (!file?.length) throw fieldError('file', 'Adjunte el estado de cuenta (CSV o XLSX)');
  const bankId = z.uuid().safeParse(fields.bankId);
  if (!bankId.success) throw fieldError('bankId', 'Seleccione el banco del estado de cuenta');
  if (!fields.mapping) return { bankId: bankId.data, file };
  let raw: unknown;
  try {
    raw = JSON.parse(fields.mapping);
  } catch {
    throw fieldError('mapping', 'Columnas inválidas');
  }
  assertNoControlChars({ mapping: raw }, 'body');
  const mapping = statementMappingSchema.safeParse(raw);
  if (!mapping.success) {
    const issue = mapping.error.issues[0];
    throw new AppError('VALIDATION', {
      fields: { [`mapping.${issue.path.join('.')}`]: issue.message },
    });
  }
  return { bankId: bankId.data, file, mapping: mapping.data };
}

export function reconcileRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);

  app.post(
    '/api/payments/reconcile',
    {
      config: { permission: 'orders.approve' },
      schema: {
        tags,
        operationId: 'reconcileStatement',
        summary:
          'Cruza un estado de cuenta (CSV o XLSX) con las órdenes pendientes; no aprueba nada',
        consumes: ['multipart/form-data'],
        response: {
          200: reconcileResultSchema,
          ...errors(400, 401, 403, 422),
          413: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (req) => reconcileStatement(ctx, currentUser(req), await readUpload(req)),
  );

  app.post(
    '/api/payments/reconcile/confirm',
    {
      config: { permission: 'orders.approve' },
      schema: {
        tags,
        operationId: 'confirmReconciliation',
        summary: 'Aprueba las órdenes cruzadas con el estado de cuenta (entradas y correo)',
        body: confirmReconcileSchema,
        response: { 200: confirmReconcileResultSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => confirmReconciliation(ctx, currentUser(req), req.body.orderIds, req.ip, req.log),
  );
}
