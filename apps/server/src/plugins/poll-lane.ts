/**
 * The status polls' lane (decision 051): the two answers every waiting page asks for over and
 * over — the room's state and the caller's own place — written straight onto the HTTP answer
 * when this process's copy of the line already holds them, before Fastify routes the request.
 * It answers only what the Fastify routes would answer with 200 and the same bytes: the same
 * JSON text, the same headers (API_HEADERS, the content type, HSTS over TLS), the same
 * authorization (public for the room; for `queue/me` a token whose signature was already
 * verified, with a role the route's permission allows). Everything else — a miss in the
 * copy, an unknown or malformed id, a token not yet verified or expired, HEAD, a query
 * string, a server that is closing — goes on to Fastify and its routes, unchanged; with
 * CORS_ORIGINS set there is no lane.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { AppContext } from '../context';
import { myPlaceNow, roomJsonNow } from '../modules/waiting-room/public';
import { knownCaller } from './auth';
import { API_HEADERS, HSTS } from './security-headers';

/** Answers the request and says true, or says false and writes nothing. */
export type PollLane = (req: IncomingMessage, res: ServerResponse) => boolean;

const PREFIX = '/api/events/';
const ROOM = '/waiting-room';
const ME = '/queue/me';
/** An event id is a UUID: 36 characters. The copy's keys decide whether it is one of ours. */
const ID_LENGTH = 36;

/** What the two routes declare (config.permission, .auth, .limit), as registered. */
export interface PollRoutes {
  room?: FastifyContextConfig;
  me?: FastifyContextConfig;
}

/** Keeps the two routes' declarations as they register (before the routes are added). */
export function watchPollRoutes(app: FastifyInstance): PollRoutes {
  const routes: PollRoutes = {};
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET') return;
    if (route.url === `${PREFIX}:id${ROOM}`) routes.room = route.config ?? {};
    if (route.url === `${PREFIX}:id${ME}`) routes.me = route.config ?? {};
  });
  return routes;
}

/**
 * The lane for this app, or undefined when it cannot answer as the routes would: with
 * CORS_ORIGINS set (the CORS plugin adds its headers to every answer). Refuses to start when
 * the routes' declarations are not the ones the lane repeats (the room public and without a
 * limit; my place for a session, known by the token's signature, without a limit): a change
 * there must be made here too.
 */
export function pollLane(ctx: AppContext, routes: PollRoutes): PollLane | undefined {
  const { room, me } = routes;
  if (room?.permission !== 'public' || room.auth || room.limit)
    throw new Error(`poll lane: GET ${PREFIX}:id${ROOM} no es público sin límite`);
  if (!me?.permission || me.auth !== 'signature' || me.limit)
    throw new Error(`poll lane: GET ${PREFIX}:id${ME} no se autoriza por la firma sin límite`);
  const mePermission = me.permission;
  if (ctx.config.corsOrigins.length > 0) return undefined;
  const trust = ctx.config.trustProxy ? proxyAddr.compile(ctx.config.trustProxy) : undefined;

  /** As Fastify's `request.protocol` decides it, for the HSTS header security-headers sends. */
  function overTls(req: IncomingMessage): boolean {
    const forwarded = req.headers['x-forwarded-proto'];
    const socket = req.socket;
    if (forwarded && trust && socket.remoteAddress && trust(socket.remoteAddress, 0)) {
      const value = Array.isArray(forwarded) ? forwarded[forwarded.length - 1] : forwarded;
      return value.slice(value.lastIndexOf(',') + 1).trim() === 'https';
    }
    return (socket as TLSSocket).encrypted === true;
  }

  /** Every header but the length, as one flat list for writeHead (no header map to fill). */
  const plain = [...API_HEADERS.flat(), 'content-type', 'application/json; charset=utf-8'];
  const tls = [...plain, 'strict-transport-security', HSTS];

  function send(req: IncomingMessage, res: ServerResponse, json: string): true {
    const headers = overTls(req) ? tls : plain;
    res.writeHead(200, [...headers, 'content-length', String(Buffer.byteLength(json))]);
    res.end(json);
    return true;
  }

  return (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || !url || !url.startsWith(PREFIX)) return false;
    const rest = url.length - PREFIX.length - ID_LENGTH;
    const eventId = url.slice(PREFIX.length, PREFIX.length + ID_LENGTH);
    if (rest === ROOM.length && url.endsWith(ROOM)) {
      const json = roomJsonNow(ctx, eventId);
      return json !== undefined && send(req, res, json);
    }
    if (rest === ME.length && url.endsWith(ME)) {
      const header = req.headers.authorization;
      const user = header ? knownCaller(ctx.jwt, header, mePermission) : undefined;
      if (!user) return false;
      const place = myPlaceNow(ctx, user.id, eventId);
      return place !== undefined && send(req, res, JSON.stringify(place));
    }
    return false;
  };
}
