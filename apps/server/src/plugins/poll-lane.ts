/**
 * The status polls' lane (decision 051): the two answers every waiting page asks for over and
 * over — the room's state and the caller's own place — written straight onto the HTTP answer
 * when this process's copy of the line already holds them, before Fastify routes the request.
 * It answers only what the Fastify routes would answer with 200 and the same bytes: the same
 * JSON text, the same headers (API_HEADERS, the content type, HSTS over TLS), the same
 * authorization (public for the room; for `queue/me` a token whose signature was already
 * verified, with a role the matrix lets hold a session). Everything else — a miss in the
 * copy, an unknown or malformed id, a token not yet verified, HEAD, a query string, a CORS
 * request, a server that is closing — goes on to Fastify and its routes, unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';
import { can } from '@tickera/shared/permissions';
import type { AppContext } from '../context';
import { knownSignatureUser } from '../modules/auth/current-user';
import { myPlaceNow, roomJsonNow } from '../modules/waiting-room/public';
import { API_HEADERS } from './security-headers';

/** Answers the request and says true, or says false and writes nothing. */
export type PollLane = (req: IncomingMessage, res: ServerResponse) => boolean;

const PREFIX = '/api/events/';
const ROOM = '/waiting-room';
const ME = '/queue/me';
/** An event id is a UUID: 36 characters. The copy's keys decide whether it is one of ours. */
const ID_LENGTH = 36;
const BEARER = /^Bearer\s+(\S+)$/i;
const HSTS = 'max-age=31536000; includeSubDomains';

export function pollLane(ctx: AppContext): PollLane {
  const trust = ctx.config.trustProxy ? proxyAddr.compile(ctx.config.trustProxy) : undefined;
  const cors = ctx.config.corsOrigins.length > 0;

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
    if (cors && req.headers.origin) return false;
    const rest = url.length - PREFIX.length - ID_LENGTH;
    if (rest === ROOM.length && url.endsWith(ROOM)) {
      const json = roomJsonNow(ctx, url.slice(PREFIX.length, PREFIX.length + ID_LENGTH));
      return json !== undefined && send(req, res, json);
    }
    if (rest === ME.length && url.endsWith(ME)) {
      const header = req.headers.authorization;
      const match = header ? BEARER.exec(header) : null;
      const user = match ? knownSignatureUser(ctx.jwt, match[1]) : undefined;
      if (!user || !can(user.role, 'session')) return false;
      const place = myPlaceNow(ctx, user.id, url.slice(PREFIX.length, PREFIX.length + ID_LENGTH));
      return place !== undefined && send(req, res, JSON.stringify(place));
    }
    return false;
  };
}
