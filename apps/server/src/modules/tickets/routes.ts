import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eventIdParams } from '@tickera/shared/schemas/events';
import {
  eventWaitlistSchema,
  googleWalletLinkSchema,
  joinWaitlistSchema,
  listTicketsQuerySchema,
  receivedTicketsSchema,
  shareLinkSchema,
  sharedTicketsSchema,
  shareTokenParams,
  ticketPageSchema,
  transferResultSchema,
  transferTicketSchema,
  waitlistStateSchema,
  walletOptionsSchema,
} from '@tickera/shared/schemas/tickets';
import type { AppContext } from '../../context';
import { errors, fileSchema, typed } from '../../lib/http';
import { currentUser } from '../auth/public';
import * as service from './service';
import * as share from './share';
import { SHARED_SCOPE, sharedTicketsManifest } from './share-manifest';
import * as transfer from './transfer';
import * as waitlist from './waitlist';
import * as wallet from './wallet';

export function ticketsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
  const tags = ['tickets'];
  app.get(
    '/api/tickets',
    {
      config: { permission: 'tickets.manage' },
      schema: {
        tags,
        operationId: 'listTickets',
        summary: 'Entradas emitidas, con búsqueda por código, cliente o asiento',
        querystring: listTicketsQuerySchema,
        response: { 200: ticketPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => service.listTickets(ctx, req.query),
  );

  /* ---- Share links (decision 036) ---- */

  app.post(
    '/api/orders/:id/share',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'createShareLink',
        summary: 'Enlace para ver las entradas de una orden pagada sin iniciar sesión (WhatsApp)',
        params: eventIdParams,
        response: { 201: shareLinkSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await share.createShareLink(ctx, currentUser(req), req.params.id)),
  );

  app.delete(
    '/api/orders/:id/share',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'revokeShareLinks',
        summary: 'Anula todos los enlaces compartidos de la orden',
        params: eventIdParams,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await share.revokeShareLinks(ctx, currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/shared/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        operationId: 'getSharedTickets',
        summary: 'Las entradas de un enlace compartido: evento, asientos y código QR',
        params: shareTokenParams,
        response: { 200: sharedTicketsSchema, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      // The answer carries entry codes: no shared cache keeps it, no page it links to learns the link.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return share.readShared(ctx, req.params.token);
    },
  );

  // Not part of the API: the manifest the page /entradas/<token> links (decision 044).
  app.get(
    `${SHARED_SCOPE}:token/manifest.webmanifest`,
    { config: { permission: 'public' }, schema: { hide: true, params: shareTokenParams } },
    async (req, reply) =>
      reply
        .type('application/manifest+json')
        // It names the link: kept by no shared cache, as the tickets' own answer.
        .header('cache-control', 'no-store')
        .send(sharedTicketsManifest(req.params.token)),
  );

  /* ---- Transfer ---- */

  app.get(
    '/api/tickets/received',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'listReceivedTickets',
        summary: 'Entradas que otras personas le pasaron al usuario',
        response: { 200: receivedTicketsSchema, ...errors(401, 403) },
      },
    },
    async (req) => transfer.receivedTickets(ctx, currentUser(req)),
  );

  app.post(
    '/api/tickets/:id/transfer',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'transferTicket',
        summary:
          'Pasa una entrada a otra persona: código nuevo para ella, el anterior deja de valer',
        params: eventIdParams,
        body: transferTicketSchema,
        response: { 200: transferResultSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => transfer.transferTicket(ctx, currentUser(req), req.params.id, req.body, req.ip),
  );

  /* ---- Waiting list ---- */

  app.post(
    '/api/events/:id/waitlist',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'joinWaitlist',
        summary: 'Entra en la lista de espera de un evento (o zona) agotado',
        params: eventIdParams,
        body: joinWaitlistSchema,
        response: { 201: waitlistStateSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await waitlist.joinWaitlist(ctx, currentUser(req), req.params.id, req.body)),
  );

  app.get(
    '/api/events/:id/waitlist/me',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'getMyWaitlist',
        summary: 'El lugar del usuario en la lista de espera del evento, o su oferta',
        params: eventIdParams,
        response: { 200: waitlistStateSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => waitlist.myWaitlist(ctx, currentUser(req), req.params.id),
  );

  app.get(
    '/api/events/:id/waitlist',
    {
      config: { permission: 'waitlist.list' },
      schema: {
        tags,
        operationId: 'listEventWaitlist',
        summary: 'La lista de espera del evento (personal)',
        params: eventIdParams,
        response: { 200: eventWaitlistSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => waitlist.eventWaitlist(ctx, req.params.id),
  );

  /* ---- Wallet passes (decision 037) ---- */

  app.get(
    '/api/tickets/wallet',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'getWalletOptions',
        summary: 'Qué billeteras digitales (Google, Apple) ofrece este sitio',
        response: { 200: walletOptionsSchema, ...errors(401, 403) },
      },
    },
    async () => wallet.walletOptions(ctx),
  );

  app.get(
    '/api/tickets/:id/wallet/google',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'getGoogleWalletLink',
        summary: 'Enlace firmado para guardar la entrada en Google Wallet (titular)',
        params: eventIdParams,
        response: { 200: googleWalletLinkSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return wallet.googleWalletLink(ctx, currentUser(req), req.params.id);
    },
  );

  app.get(
    '/api/tickets/:id/wallet/apple',
    {
      config: { permission: 'account' },
      schema: {
        tags,
        operationId: 'getApplePass',
        summary: 'La entrada como pase firmado de Apple Wallet (.pkpass, titular)',
        params: eventIdParams,
        produces: ['application/vnd.apple.pkpass', 'application/json'],
        response: {
          200: fileSchema('El pase .pkpass'),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const pass = await wallet.applePass(ctx, currentUser(req), req.params.id);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', `attachment; filename="${pass.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pass.buffer);
    },
  );
}
