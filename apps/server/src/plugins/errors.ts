/** One error handler: Spanish bodies for every 4xx, internals hidden on 5xx. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '@tickera/shared/messages';
import { AppError } from '../errors';
import { columnOfDetail, isConnectionError, pgErrorOf } from '../lib/pg-errors';

/** What a client is told to wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

function body(code: ErrorCode | string, message: string, details?: Record<string, unknown>) {
  return { error: details ? { code, message, details } : { code, message } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.error({ err }, 'app error');
      const retry = err.details?.retryAfterSeconds;
      if ((err.statusCode === 429 || err.statusCode === 503) && typeof retry === 'number')
        reply.header('retry-after', retry);
      return reply.status(err.statusCode).send(body(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = (issue.instancePath ?? '/').slice(1).replace(/\//g, '.') || '_';
        fields[path] ??= issue.message ?? 'Valor inválido';
      }
      return reply
        .status(400)
        .send(body('VALIDATION', ERROR_MESSAGES.VALIDATION, { in: err.validationContext, fields }));
    }
    const status = err.statusCode ?? 500;
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (status === 400 && err instanceof SyntaxError)
    ) {
      return reply.status(400).send(body('BAD_JSON', ERROR_MESSAGES.BAD_JSON));
    }
    if (status === 413)
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE));
    if (status === 415) {
      return reply
        .status(415)
        .send(
          body('UNSUPPORTED_MEDIA_TYPE', 'Tipo de contenido no soportado; use application/json.'),
        );
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('BAD_REQUEST', ERROR_MESSAGES.VALIDATION));
    }
    // Input the schemas cannot judge alone: an id that names nothing, an amount too large to store.
    const pg = pgErrorOf(err);
    if (pg?.code === '23503') {
      const field = columnOfDetail(pg.detail) ?? '_';
      return reply.status(400).send(
        body('VALIDATION', ERROR_MESSAGES.VALIDATION, {
          fields: { [field]: 'No existe el registro indicado' },
        }),
      );
    }
    if (pg?.code === '22003') {
      return reply
        .status(422)
        .send(
          body('AMOUNT_OUT_OF_RANGE', 'El monto resultante es demasiado grande para registrarse.'),
        );
    }
    // The database is down or restarting: the request may succeed in a few seconds.
    if (isConnectionError(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(body('SERVICE_UNAVAILABLE', ERROR_MESSAGES.SERVICE_UNAVAILABLE));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', ERROR_MESSAGES.INTERNAL));
  });
}
