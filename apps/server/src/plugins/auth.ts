/**
 * Authentication and authorization for every route. Each route declares
 * `config.permission` from the shared matrix; a route without one refuses to register.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, can, type Permission } from '@tickera/shared/permissions';
import type { AppContext, TokenSigner } from '../context';
import { AppError } from '../errors';
import type { LimitName } from '../lib/limits';
import {
  authenticate,
  authenticateSignature,
  knownSignatureUser,
  type AuthUser,
} from '../modules/auth/current-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** An abuse limit counted per caller (the account, or the IP without a session). */
    limit?: LimitName;
    /**
     * 'signature': the caller is who the token's signature says, with no read of the users
     * row (authenticateSignature). Only for a read of the caller's own standing.
     */
    auth?: 'signature';
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every guarded route and its permission, for the matrix tests and the docs. */
    routeTable: { method: string; url: string; permission: Permission }[];
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The caller a bearer header names, at once, when its token was verified before and has not
 * expired and its role has `permission`; undefined when the whole check must decide (a
 * `signature` route's fast path here, and the status polls' lane, decision 051).
 */
export function knownCaller(
  jwt: TokenSigner,
  header: string,
  permission: Permission,
): AuthUser | undefined {
  const match = BEARER.exec(header);
  const user = match ? knownSignatureUser(jwt, match[1]) : undefined;
  return user && can(user.role, permission) ? user : undefined;
}

/** Paths served by plugins we do not write (OpenAPI UI, static files). */
const UNGUARDED = [/^\/api\/docs(\/|$)/];

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorate('routeTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNGUARDED.some((re) => re.test(route.url))) return;
    const permission = route.config?.permission;
    if (!permission || !(permission in PERMISSIONS)) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara config.permission`);
    }
    // The OpenAPI document reads like the code: every operation is named and described.
    const schema = route.schema as { operationId?: string; summary?: string } | undefined;
    if (!schema?.operationId || !schema.summary) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara operationId y summary`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, permission });
    }
  });

  // A callback hook: a public route asked without a token and without a limit (the room's
  // state, the catalogue) is let through without the promise an async hook costs.
  app.addHook('onRequest', (req, _reply, done) => {
    const config = req.routeOptions.config;
    if (!config?.permission) return done(); // 404s, docs, static files
    const header = req.headers.authorization;
    if (config.permission === 'public' && !config.limit && !header) return done();
    // A status poll with a token already verified: who it is, at once (decision 045).
    if (config.auth === 'signature' && !config.limit && header) {
      const user = knownCaller(ctx.jwt, header, config.permission);
      if (user) {
        req.user = user;
        return done();
      }
    }
    identify(req, config.permission).then(() => done(), done);
  });

  async function identify(req: FastifyRequest, permission: Permission): Promise<void> {
    const header = req.headers.authorization;
    let failure: AppError | null = null;
    if (header) {
      const match = BEARER.exec(header);
      if (!match) failure = new AppError('UNAUTHORIZED');
      else {
        try {
          req.user =
            req.routeOptions.config.auth === 'signature'
              ? await authenticateSignature(ctx.jwt, match[1])
              : await authenticate(ctx.db, ctx.jwt, ctx.sessions, match[1]);
        } catch (err) {
          failure = err instanceof AppError ? err : new AppError('UNAUTHORIZED');
        }
      }
    }
    const limit = req.routeOptions.config?.limit;
    if (permission !== 'public') {
      if (!req.user) throw failure ?? new AppError('UNAUTHORIZED');
      if (!can(req.user.role, permission)) throw new AppError('FORBIDDEN');
    } // a bad token on a public route is simply ignored
    if (limit) await ctx.limiter.hit(limit, req.user ? `u:${req.user.id}` : `ip:${req.ip}`);
  }
}
