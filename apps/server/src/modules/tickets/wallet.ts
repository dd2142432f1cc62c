/**
 * Wallet passes (issue 26): a ticket in Google Wallet (a signed "save" link) or Apple Wallet
 * (a signed .pkpass), each with the ticket's code as its QR, the event, date, venue and seat.
 * Only the ticket's holder asks for them; without the keys in configuration (config.ts,
 * README) each answers 404 and the web shows no button. Decision 037.
 */
import { createSign } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/public';
import { readOrder } from '../orders/public';
import * as repo from './after-sale-repo';
import {
  ACCESS_SHORT_NAMES,
  accessPhrase,
  isGeneralPlace,
  placeWord,
} from '@tickera/shared/place-names';

export function walletOptions(ctx: AppContext) {
  return { google: Boolean(ctx.config.wallet.google), apple: Boolean(ctx.config.wallet.apple) };
}

/** What a pass shows of a live ticket the caller holds; anyone else's ticket is 404. */
async function passContent(ctx: AppContext, user: AuthUser, ticketId: string) {
  const ticket = await repo.findWalletTicket(ctx.db, ticketId);
  if (!ticket || ticket.holderId !== user.id) throw new AppError('NOT_FOUND');
  if (!ticket.live) throw new AppError('TICKET_VOID');
  const order = await readOrder(ctx.db, ticket.orderId);
  const seat = order.seats.find((s) => s.seatId === ticket.seatId);
  if (!seat) throw new AppError('NOT_FOUND');
  return {
    ticketId: ticket.id,
    code: ticket.code,
    orderNumber: ticket.orderNumber,
    holderName: ticket.holderName,
    event: {
      id: order.event.id,
      name: order.event.name,
      startAt: new Date(order.event.startAt),
      venue: order.event.location.name,
      city: order.event.location.city,
    },
    zone: seat.zone.name,
    row: seat.seat.row,
    seat: seat.seat.name,
    /** "Puesto para silla de ruedas", "Asiento de acompañante", or null. */
    access: accessPhrase(seat.seat.access),
    /** The same in the few letters a pass's face has room for beside the zone and the seat. */
    accessShort: seat.seat.access ? ACCESS_SHORT_NAMES[seat.seat.access] : null,
  };
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const localized = (value: string) => ({ defaultValue: { language: 'es-VE', value } });

/** Google's ids: `<issuer>.<suffix>`, the suffix of letters, digits, '.', '_' or '-'. */
const googleId = (issuerId: string, suffix: string) =>
  `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/**
 * GET /api/tickets/:id/wallet/google: `https://pay.google.com/gp/v/save/<JWT>`, the JWT
 * signed RS256 by the service account. It carries the event's class (name, date, venue) and
 * the ticket's object (QR, seat), so nothing has to be created through Google's API first.
 */
export async function googleWalletLink(ctx: AppContext, user: AuthUser, ticketId: string) {
  const google = ctx.config.wallet.google;
  if (!google) throw new AppError('WALLET_NOT_CONFIGURED');
  const p = await passContent(ctx, user, ticketId);
  const classId = googleId(google.issuerId, `tickera-event-${p.event.id}`);
  const claims = {
    iss: google.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(Date.now() / 1000),
    origins: [new URL(ctx.config.publicUrl).origin],
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: ctx.config.wallet.organization,
          reviewStatus: 'UNDER_REVIEW',
          eventName: localized(p.event.name),
          venue: { name: localized(p.event.venue), address: localized(p.event.city) },
          dateTime: { start: p.event.startAt.toISOString() },
        },
      ],
      eventTicketObjects: [
        {
          id: googleId(google.issuerId, p.ticketId),
          classId,
          state: 'ACTIVE',
          barcode: { type: 'QR_CODE', value: p.code },
          ticketHolderName: p.holderName ?? undefined,
          ticketNumber: String(p.orderNumber),
          seatInfo: {
            section: localized(p.zone),
            ...(p.row && !isGeneralPlace(p.seat) ? { row: localized(p.row) } : {}),
            seat: localized(p.seat),
          },
          // The object repeats what the class says, so a saved pass reads whole on its own.
          textModulesData: [
            { id: 'event', header: 'Evento', body: p.event.name },
            { id: 'date', header: 'Fecha', body: formatDate(p.event.startAt) },
            { id: 'venue', header: 'Lugar', body: `${p.event.venue}, ${p.event.city}` },
            ...(p.access ? [{ id: 'access', header: 'Acceso', body: p.access }] : []),
          ],
        },
      ],
    },
  };
  const unsigned = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(google.privateKey);
  return { url: `https://pay.google.com/gp/v/save/${unsigned}.${b64url(signature)}` };
}

/** In Caracas' time (the events' place), as every date the customer reads. */
function formatDate(d: Date): string {
  return new Intl.DateTimeFormat('es-VE', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Caracas',
  }).format(d);
}

let icons: Promise<Record<string, Buffer>> | undefined;

/** The pass's icon (Apple requires one), drawn once from the site's mark. */
function passIcons(): Promise<Record<string, Buffer>> {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#ffc107"/>
  <path d="M14 22a4 4 0 0 1 4-4h28a4 4 0 0 1 4 4v5a5 5 0 0 0 0 10v5a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4v-5a5 5 0 0 0 0-10z" fill="#212529"/>
</svg>`);
  const draw = (size: number) => sharp(svg).resize(size, size).png().toBuffer();
  icons ??= Promise.all([draw(29), draw(58), draw(87)]).then(([a, b, c]) => ({
    'icon.png': a,
    'icon@2x.png': b,
    'icon@3x.png': c,
  }));
  return icons;
}

/** GET /api/tickets/:id/wallet/apple: the signed .pkpass (passkit-generator: manifest and PKCS#7 signature). */
export async function applePass(ctx: AppContext, user: AuthUser, ticketId: string) {
  const apple = ctx.config.wallet.apple;
  if (!apple) throw new AppError('WALLET_NOT_CONFIGURED');
  const p = await passContent(ctx, user, ticketId);
  const pass = new PKPass(
    await passIcons(),
    {
      wwdr: apple.wwdr,
      signerCert: apple.signerCert,
      signerKey: apple.signerKey,
      signerKeyPassphrase: apple.signerKeyPassphrase,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      organizationName: ctx.config.wallet.organization,
      description: `Entrada: ${p.event.name}`,
      serialNumber: p.ticketId,
      backgroundColor: 'rgb(33, 37, 41)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 193, 7)',
    },
  );
  pass.type = 'eventTicket';
  pass.primaryFields.push({ key: 'event', label: 'Evento', value: p.event.name });
  pass.secondaryFields.push(
    { key: 'zone', label: 'Zona', value: p.zone },
    { key: 'seat', label: placeWord(p.seat), value: p.seat },
    ...(p.accessShort ? [{ key: 'access', label: 'Acceso', value: p.accessShort }] : []),
  );
  pass.auxiliaryFields.push(
    { key: 'date', label: 'Fecha', value: formatDate(p.event.startAt) },
    { key: 'venue', label: 'Lugar', value: `${p.event.venue}, ${p.event.city}` },
  );
  pass.backFields.push(
    ...(p.access ? [{ key: 'accessDetail', label: 'Acceso', value: p.access }] : []),
    { key: 'order', label: 'Orden', value: String(p.orderNumber) },
    ...(p.holderName ? [{ key: 'holder', label: 'Titular', value: p.holderName }] : []),
  );
  pass.setBarcodes({ message: p.code, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' });
  pass.setRelevantDate(p.event.startAt);
  return {
    buffer: pass.getAsBuffer(),
    fileName: `entrada-${p.orderNumber}-${p.seat.replace(/[^\w-]/g, '_')}.pkpass`,
  };
}
