/** Environment → typed config, validated at start (fails fast with a clear message). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { HOLD_SECONDS } from '@tickera/shared/constants';
import { secretTooShort } from './lib/jwt-secret';
import { LIMIT_DEFAULTS, parseLimit, type LimitName, type Limits } from './lib/limits';

const limitVars = Object.fromEntries(
  Object.keys(LIMIT_DEFAULTS).map((name) => [
    `LIMIT_${name}`,
    z
      .string()
      .refine(
        (v) => parseLimit(v) !== null,
        'debe ser <cantidad>/<ventana>, p. ej. 20/1h, 60/1m, 30s',
      )
      .optional(),
  ]),
);

/** A signing key: at least MIN_SECRET_BYTES bytes (lib/jwt-secret.ts applies it to the file too). */
const secretSchema = z.string().superRefine((v, ctx) => {
  const short = secretTooShort(v);
  if (short) ctx.addIssue({ code: 'custom', message: short });
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
    .optional(),
  JWT_SECRET: secretSchema.optional(),
  TICKET_SECRET: secretSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Tickera <no-responder@tickera.test>'),
  HOLD_SECONDS: z.coerce.number().int().min(1).max(86_400).default(HOLD_SECONDS),
  // Not under PostgreSQL's deadlock_timeout (1 s): a deadlock must be found (and the batch
  // sent again) before the wait is given up.
  HOLD_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(2000),
  HOLD_ANON_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(40),
  MAIL_BACKOFF: z.coerce.number().int().min(1).max(3600).default(60),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.url().optional(),
  RATE_SOURCE_URL: z.url().default('https://www.bcv.org.ve/'),
  RATE_REFRESH_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  RATE_SOURCE_CA_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `production`: no demo data unless SEED_DEMO=1 (a first admin comes from `npm run admin:create`). */
  NODE_ENV: z.string().optional(),
  /** Addresses (or CIDRs) of the proxies in front, comma-separated; unset: X-Forwarded-For is ignored. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/,
      'debe ser una lista de direcciones IP o CIDR',
    )
    .optional(),
  /** Other sites allowed to call the API from a browser (https origins, comma-separated). */
  CORS_ORIGINS: z
    .string()
    .regex(
      /^https:\/\/[^\s,/]+(\s*,\s*https:\/\/[^\s,/]+)*$/,
      'debe ser una lista de orígenes https://sitio separados por comas',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar por redis:// o rediss://')
    .optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Google Wallet (decision 037): the issuer's id and its service account's JSON key file. */
  GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d+$/, 'debe ser el número de emisor').optional(),
  GOOGLE_WALLET_KEY_FILE: z.string().optional(),
  /** Apple Wallet: pass type id, team id, the pass certificate and key (PEM), Apple's WWDR (PEM). */
  APPLE_WALLET_PASS_TYPE_ID: z
    .string()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'debe ser un identificador pass.dominio.nombre')
    .optional(),
  APPLE_WALLET_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'debe tener 10 letras o cifras')
    .optional(),
  APPLE_WALLET_CERT_FILE: z.string().optional(),
  APPLE_WALLET_KEY_FILE: z.string().optional(),
  APPLE_WALLET_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WALLET_WWDR_FILE: z.string().optional(),
  WALLET_ORGANIZATION: z.string().max(64).default('Tickera'),
  QUEUE_POW_BITS: z.coerce.number().int().min(0).max(32).default(16),
  QUEUE_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  ...limitVars,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Signs ticket codes; unset: derived from the server secret (JWT_SECRET or DATA_DIR's). */
  ticketSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first retry of an undelivered e-mail waits this long, each next one twice as long. */
  mailBackoffSeconds: number;
  holdSeconds: number;
  /** A session (a refresh-token family) ends this many days after its sign-in, refreshed or not. */
  sessionMaxDays: number;
  /** How long a batch of holds waits for a lock before the request that needs it is refused. */
  holdLockTimeoutMs: number;
  /**
   * Live seats of one event that anonymous sessions from one address group (IPv4 address,
   * IPv6 /64) may hold together (decision 030); 0: no cap. Signed-in buyers never count.
   */
  holdAnonPerIp: number;
  /**
   * true: seed now if the database has no data; false: never. Default: the embedded
   * database outside NODE_ENV=production; SEED_DEMO=1 or 0 decides everywhere.
   */
  seedDemo: boolean;
  publicUrl: string;
  logLevel: string;
  /** BCV rate source (docs/decisions/008-bcv-rate.md): BCV home page or a JSON mirror with `promedio`. */
  rateSourceUrl: string;
  /** Minutes between rate fetches; 0 disables the job. */
  rateRefreshMinutes: number;
  /** Extra CA PEM for the rate source's TLS chain, on top of the shipped BCV intermediate. */
  rateSourceCaFile: string | undefined;
  pretty: boolean;
  /** NODE_ENV=production: no demo data by default; without SMTP_URL, mail files lose their one-use links. */
  production: boolean;
  /** Proxies whose X-Forwarded-For is believed; false: the socket's address is the client's. */
  trustProxy: string[] | false;
  /** Origins of other sites whose pages may call the API; empty: none (same origin only). */
  corsOrigins: string[];
  /** Shared abuse counters for several processes; unset: in memory, per process. */
  redisUrl: string | undefined;
  /** false (RATE_LIMITS=off): no limit at all, for load tests; the server warns at start. */
  rateLimits: boolean;
  limits: Limits;
  /** Wallet passes; each side undefined unless all its variables are set (then its endpoints answer 404). */
  wallet: WalletConfig;
  /**
   * Waiting room (decision 034): leading zero bits of the join's proof of work (0: none;
   * RATE_LIMITS=off: none either).
   */
  queuePowBits: number;
  /** How often each process lets the next people in; 0: never on its own (tests tick by hand). */
  queueTickMs: number;
}

export interface WalletConfig {
  /** Shown as the issuer (Google) and the organization (Apple). */
  organization: string;
  google?: { issuerId: string; serviceAccountEmail: string; privateKey: string };
  apple?: {
    passTypeId: string;
    teamId: string;
    signerCert: string;
    signerKey: string;
    signerKeyPassphrase?: string;
    wwdr: string;
  };
}

type Env = z.infer<typeof envSchema>;

/** The variables of one wallet: all or none (a half-configured wallet is a mistake worth stopping for). */
function allOrNone(e: Env, names: (keyof Env)[]): boolean {
  const set = names.filter((n) => e[n] !== undefined);
  if (set.length && set.length < names.length) {
    const missing = names.filter((n) => e[n] === undefined);
    throw new Error(
      `Configuración inválida:\n  ${missing.join(', ')}: falta (${set.join(', ')} está definida)`,
    );
  }
  return set.length === names.length;
}

function readPem(name: string, path: string): string {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch {
    throw new Error(`Configuración inválida:\n  ${name}: no se puede leer ${path}`);
  }
  if (!text.includes('-----BEGIN '))
    throw new Error(`Configuración inválida:\n  ${name}: ${path} no es un archivo PEM`);
  return text;
}

function walletConfig(e: Env): WalletConfig {
  const wallet: WalletConfig = { organization: e.WALLET_ORGANIZATION };
  if (allOrNone(e, ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_KEY_FILE'])) {
    let key: { client_email?: unknown; private_key?: unknown };
    try {
      key = JSON.parse(readFileSync(resolve(e.GOOGLE_WALLET_KEY_FILE!), 'utf8'));
    } catch {
      throw new Error(
        `Configuración inválida:\n  GOOGLE_WALLET_KEY_FILE: no se puede leer como JSON de cuenta de servicio`,
      );
    }
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
      throw new Error(
        `Configuración inválida:\n  GOOGLE_WALLET_KEY_FILE: le faltan client_email o private_key`,
      );
    wallet.google = {
      issuerId: e.GOOGLE_WALLET_ISSUER_ID!,
      serviceAccountEmail: key.client_email,
      privateKey: key.private_key,
    };
  }
  if (
    allOrNone(e, [
      'APPLE_WALLET_PASS_TYPE_ID',
      'APPLE_WALLET_TEAM_ID',
      'APPLE_WALLET_CERT_FILE',
      'APPLE_WALLET_KEY_FILE',
      'APPLE_WALLET_WWDR_FILE',
    ])
  )
    wallet.apple = {
      passTypeId: e.APPLE_WALLET_PASS_TYPE_ID!,
      teamId: e.APPLE_WALLET_TEAM_ID!,
      signerCert: readPem('APPLE_WALLET_CERT_FILE', e.APPLE_WALLET_CERT_FILE!),
      signerKey: readPem('APPLE_WALLET_KEY_FILE', e.APPLE_WALLET_KEY_FILE!),
      signerKeyPassphrase: e.APPLE_WALLET_KEY_PASSPHRASE,
      wwdr: readPem('APPLE_WALLET_WWDR_FILE', e.APPLE_WALLET_WWDR_FILE!),
    };
  return wallet;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most twelve-factor tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    ticketSecret: e.TICKET_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailBackoffSeconds: e.MAIL_BACKOFF,
    holdSeconds: e.HOLD_SECONDS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    holdLockTimeoutMs: e.HOLD_LOCK_TIMEOUT_MS,
    holdAnonPerIp: e.HOLD_ANON_PER_IP,
    // Demo accounts share a public password: never in production unless asked for by name.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL && e.NODE_ENV !== 'production',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    rateSourceUrl: e.RATE_SOURCE_URL,
    rateRefreshMinutes: e.RATE_REFRESH_MINUTES,
    rateSourceCaFile: e.RATE_SOURCE_CA_FILE ? resolve(e.RATE_SOURCE_CA_FILE) : undefined,
    pretty: e.NODE_ENV === 'development',
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((a) => a.trim()) : false,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((o) => o.trim()) : [],
    redisUrl: e.REDIS_URL,
    rateLimits: e.RATE_LIMITS === 'on',
    queuePowBits: e.QUEUE_POW_BITS,
    queueTickMs: e.QUEUE_TICK_MS,
    limits: Object.fromEntries(
      (Object.keys(LIMIT_DEFAULTS) as LimitName[]).map((name) => {
        const set = (e as Record<string, unknown>)[`LIMIT_${name}`] as string | undefined;
        return [name, set ? parseLimit(set)! : LIMIT_DEFAULTS[name]];
      }),
    ) as Limits,
    wallet: walletConfig(e),
  };
}
