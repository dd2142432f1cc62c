/** Builds the Fastify instance: used by main.ts and by every API test. */
import { createServer, type ServerOptions } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { lazyRequestLogger, loggerOptions } from './lib/log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { RateLimiter, limitStore } from './lib/rate-limiter';
import { createTokenSigner } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { createMailer } from './modules/mail/mailer';
import { usersRoutes } from './modules/users/routes';
import { eventsRoutes } from './modules/events/routes';
import { holdsRoutes } from './modules/holds/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { ratesRoutes } from './modules/rates/routes';
import { couponsRoutes } from './modules/coupons/routes';
import { auditRoutes } from './modules/audit/routes';
import { reportsRoutes } from './modules/reports/routes';
import { membershipsRoutes } from './modules/memberships/routes';
import { ordersRoutes } from './modules/orders/routes';
import { invoiceRoutes } from './modules/orders/invoice-routes';
import { customersRoutes } from './modules/customers/routes';
import { eventSetupRoutes } from './modules/events/manage-routes';
import { locationsRoutes } from './modules/locations/routes';
import { storesRoutes } from './modules/stores/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { mailRoutes } from './modules/mail/routes';
import { startSeatFeed } from './modules/realtime/seat-feed';
import { compactSeatMapRoutes } from './modules/seating/compact-routes';
import { seatingRoutes } from './modules/seating/routes';
import { seatingSetupRoutes } from './modules/seating/manage-routes';
import { settingsRoutes } from './modules/settings/routes';
import { reconcileRoutes } from './modules/payments/statement/reconcile-routes';
import { startSessionCache } from './modules/auth/session-cache';
import { createTicketCodes } from './modules/tickets/ticket-code';
import { checkinsRoutes } from './modules/checkins/routes';
import { waitingRoomRoutes } from './modules/waiting-room/routes';
import { startWaitingRoom } from './modules/waiting-room/service';
import { pollLane, watchPollRoutes, type PollLane } from './plugins/poll-lane';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerInputSafety } from './plugins/input-safety';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticWeb } from './plugins/static-web';

export interface BuildOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Key of the ticket codes' signatures; derived from jwtSecret when not given. */
  ticketSecret?: string;
  /** Folder of the built web app; null serves the API only. */
  webRoot?: string | null;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const logging = !(opts.logger === false && !opts.logStream);
  /** Set once the context exists; unset again when the app closes (decision 051). */
  let lane: PollLane | undefined;
  const app = Fastify({
    // The HTTP/1.1 server Fastify would make (its timeouts copied as its own factory does),
    // with the waiting room's status polls answered first (decision 051).
    serverFactory: (handler, options) => {
      const o = options as unknown as FastifyServerOptions & {
        http?: ServerOptions;
        https?: unknown;
        http2?: unknown;
      };
      if (o.https || o.http2)
        throw new Error('serverFactory: solo HTTP/1.1 sin TLS (el proxy lo termina)');
      const server = createServer(o.http ?? {}, (req, res) => {
        let answered = false;
        try {
          answered = lane?.(req, res) ?? false;
        } catch (err) {
          // A fault of the lane's is the routes' to answer (a 500 in Spanish), never a crash.
          app.log.error({ err }, 'poll lane failed');
        }
        if (!answered && !res.headersSent) handler(req, res);
      });
      server.keepAliveTimeout = o.keepAliveTimeout!;
      server.requestTimeout = o.requestTimeout!;
      server.setTimeout(o.connectionTimeout);
      if (o.maxRequestsPerSocket && o.maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      return server;
    },
    logger: logging ? loggerOptions(config, opts.logStream) : false,
    ...(logging ? { childLoggerFactory: lazyRequestLogger } : {}),
    // X-Forwarded-For only from the configured proxies: anyone else could set it and
    // escape every per-IP limit.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    jwt: createTokenSigner(opts.jwtSecret),
    mailer: createMailer(config, database.db, app.log),
    limiter: new RateLimiter(
      limitStore(config.redisUrl, app.log),
      config.limits,
      config.rateLimits,
    ),
    seatFeed: await startSeatFeed(database, app.log),
    ticketCodes: createTicketCodes(opts.ticketSecret ?? opts.jwtSecret),
    sessions: await startSessionCache(database, (err) =>
      app.log.warn({ err }, 'session_ended publish failed'),
    ),
  };
  app.decorate('ctx', ctx);
  const waitingRoom = startWaitingRoom(ctx, opts.jwtSecret, (err) =>
    app.log.warn({ err }, 'waiting room: a tick or its copy in Redis failed'),
  );
  if (!config.rateLimits)
    app.log.warn(
      'RATE_LIMITS=off: ningún límite de abuso está activo (solo para pruebas de carga)',
    );
  app.addHook('onClose', async () => {
    await waitingRoom.stop();
    await ctx.mailer.close();
    await ctx.seatFeed.stop();
    await ctx.sessions.stop();
    await ctx.limiter.close();
  });
  // Once closing, an answer ends its connection: a kept-alive idle connection would hold
  // server.close() (and the process) for the keep-alive timeout after a SIGTERM.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    lane = undefined;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, ctx.config.corsOrigins);
  registerAuth(app, ctx);
  const pollRoutes = watchPollRoutes(app);
  await registerCompression(app);
  registerInputSafety(app);

  await registerOpenApi(app);
  // Bank statements (reconciliation) are the only uploads; each route sets its own limits.
  await app.register(multipart);

  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  usersRoutes(app, ctx);
  eventsRoutes(app, ctx);
  seatingRoutes(app, ctx);
  compactSeatMapRoutes(app, ctx);
  holdsRoutes(app, ctx);
  ratesRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  couponsRoutes(app, ctx);
  reportsRoutes(app, ctx);
  auditRoutes(app, ctx);
  membershipsRoutes(app, ctx);
  ordersRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  customersRoutes(app, ctx);
  eventSetupRoutes(app, ctx);
  seatingSetupRoutes(app, ctx);
  locationsRoutes(app, ctx);
  storesRoutes(app, ctx);
  ticketsRoutes(app, ctx);
  mailRoutes(app, ctx);
  settingsRoutes(app, ctx);
  reconcileRoutes(app, ctx);
  checkinsRoutes(app, ctx);
  waitingRoomRoutes(app, ctx);
  lane = pollLane(ctx, pollRoutes);

  await registerStaticWeb(app, opts.webRoot ?? null);
  return app;
}
