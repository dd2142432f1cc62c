/**
 * The server's log (pino, through Fastify) never carries a secret: tokens, passwords,
 * cookies and the Authorization header are redacted wherever a log call puts them, a
 * token in a logged URL's query string is replaced, and a database error is logged by
 * its code, message, constraint and table only — never the parameters of its query
 * (which hold e-mails, password hashes, token hashes). docs/decisions/022-account-safety.md
 */
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { dbErrorOf } from './pg-errors';

const CENSOR = '[REDACTED]';

/** Keys whose values are secrets wherever they appear in a logged object (one level deep). */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'passwordHash',
  'token',
  'refreshToken',
  'accessToken',
  'authorization',
  'cookie',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'req.body',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
];

/** Query-string parameters that carry a secret (the reset link's `token`, bearer tokens). */
const SECRET_QUERY = /([?&](?:token|access_token|refresh_token|code|password)=)[^&#]*/gi;

/** `/reset-password?token=abc&x=1` → `/reset-password?token=[REDACTED]&x=1`. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, `$1${CENSOR}`);
}

/** Fastify's request serializer, with the URL's secrets replaced. */
function serializeRequest(req: FastifyRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

interface AnyError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  constructor?: { name?: string };
  [k: string]: unknown;
}

/** A value quoted at the end of a PostgreSQL message (`invalid input syntax …: "<value>"`). */
const ECHOED_VALUE = /: ".*"$/s;

/**
 * An error as the log shows it. A database error (or one wrapping it, as drizzle does with
 * the query and its parameters in the message) becomes code, message, constraint, table,
 * column and the stack's frames; anything else keeps its own fields, its cause serialized
 * the same way.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [k: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as AnyError;
  const type = e.constructor?.name ?? e.name ?? 'Error';
  const db = dbErrorOf(err);
  if (db) {
    const message = (db.message ?? '').replace(ECHOED_VALUE, ': "…"');
    // Only the frames: the stack's head repeats the message, which drizzle spreads over
    // several lines (the query, then its parameters).
    const frames = (e.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    return {
      type,
      message,
      code: db.code,
      constraint: db.constraint,
      table: db.table,
      column: db.column,
      stack: `${type}: ${message}\n${frames}`,
    };
  }
  const out: SerializedError = { type, message: e.message ?? '', stack: e.stack ?? '' };
  for (const [k, v] of Object.entries(e)) {
    if (k === 'cause' || v === undefined) continue;
    out[k] = v;
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Fastify's logger options: level, pretty output in development, redaction, serializers. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    ...(config.pretty && !stream ? { transport: { target: 'pino-pretty' } } : {}),
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: (e) => serializeError(e) },
  };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const BINDINGS = Symbol('bindings');
const OPTIONS = Symbol('options');
const REAL = Symbol('real');

type Lazy = FastifyBaseLogger & {
  [BINDINGS]: Record<string, unknown>;
  [OPTIONS]: { level?: string };
  [REAL]?: FastifyBaseLogger;
};
type Levelled = { levels: { values: Record<string, number> } };

/** One prototype per parent logger and level: a request's lazy logger is one object on it. */
const prototypes = new WeakMap<FastifyBaseLogger, Map<string, object>>();

function lazyPrototype(logger: FastifyBaseLogger, level: string): object {
  let byLevel = prototypes.get(logger);
  if (!byLevel) prototypes.set(logger, (byLevel = new Map()));
  let proto = byLevel.get(level);
  if (proto) return proto;
  const values = (logger as unknown as Levelled).levels.values;
  const threshold = values[level] ?? 0;
  const real = (lazy: Lazy) =>
    (lazy[REAL] ??= logger.child(lazy[BINDINGS], lazy[OPTIONS] as never));
  const props: PropertyDescriptorMap = {
    // Defined, not assigned: pino's `level` setter would put its own methods on the object.
    level: { value: level },
    isLevelEnabled: { value: (l: string) => (values[l] ?? Infinity) >= threshold },
    child: {
      value(this: Lazy, bindings: Record<string, unknown>, opts?: object) {
        return real(this).child(bindings, opts as never);
      },
    },
  };
  for (const l of LEVELS) {
    props[l] = {
      value:
        values[l] >= threshold
          ? function (this: Lazy, ...args: unknown[]) {
              (real(this)[l] as (...a: unknown[]) => void)(...args);
            }
          : () => {},
    };
  }
  proto = Object.create(logger, props) as object;
  byLevel.set(level, proto);
  return proto;
}

/**
 * Fastify's request logger (its `childLoggerFactory`), made on its first use: pino builds a
 * child per request, with the request id run through the redaction paths above, even when
 * nothing of the request is logged — about 5 % of a status poll's time at LOG_LEVEL=warn
 * (BENCHMARKS.md, waiting room). The lazy child answers the levels the real one would, and
 * makes the real child (with the same bindings and options) the first time one is written.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  opts: { level?: string },
): FastifyBaseLogger {
  const lazy = Object.create(lazyPrototype(logger, opts.level || logger.level)) as Lazy;
  lazy[BINDINGS] = bindings;
  lazy[OPTIONS] = opts;
  return lazy;
}
