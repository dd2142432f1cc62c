/**
 * The ticket e-mail of spec §1: one inline 180×180 QR per ticket, the subject ends with
 * the last 12 characters of the order id, dates in en-US medium format with a 12-hour
 * clock in America/Caracas, and the HARDTICKET note when the event prints hard tickets.
 */
import type { Config } from '../../config';
import type { OutgoingMail } from '../../lib/mail';
import { escapeHtml, formatEmailDate } from '../../lib/mail';
import { qrPng } from '../../lib/qr';
import type { SeatAccess } from '@tickera/shared/best-seats';
import { accessPhrase, seatPhrase } from '@tickera/shared/place-names';

export const QR_SIZE_PX = 180;

export const HARDTICKET_NOTE =
  'Esta entrada es una referencia y debe canjearse por una entrada física (hard ticket). Nuestro equipo se pondrá en contacto contigo para coordinar la entrega.';

export interface TicketMailInput {
  to: string;
  customerName: string;
  orderId: string;
  orderNumber: number;
  eventName: string;
  eventStartAt: Date;
  location: string;
  printTypes: string[];
  tickets: MailedTicket[];
  /** The tickets' page (no sign-in) and its WhatsApp link. */
  share?: { url: string; whatsappUrl: string };
}

/**
 * A ticket as the e-mails show it. `access`: a wheelchair space or its companion seat, said
 * under the seat (place-names.ts).
 */
export interface MailedTicket {
  code: string;
  zone: string;
  seat: string;
  access: SeatAccess;
}

/** The ticket's cell beside its QR in a mail's HTML: zone, seat, its access if any, code. */
export function ticketCellHtml(t: MailedTicket): string {
  const access = accessPhrase(t.access);
  return `<strong>${escapeHtml(t.zone)}</strong><br>${escapeHtml(seatPhrase(t.seat))}${access ? `<br><strong>${escapeHtml(access)}</strong>` : ''}<br><code>${escapeHtml(t.code)}</code>`;
}

/** The ticket's line in a mail's text: "Zona · Asiento F-12 · Puesto para silla de ruedas · código". */
export function ticketTextLine(t: MailedTicket): string {
  return [t.zone, seatPhrase(t.seat), accessPhrase(t.access), t.code].filter(Boolean).join(' · ');
}

export async function ticketMail(config: Config, p: TicketMailInput): Promise<OutgoingMail> {
  const attachments = await Promise.all(
    p.tickets.map(async (t, i) => ({
      cid: `qr-${i}@tickera`,
      filename: `entrada-${i + 1}.png`,
      contentType: 'image/png',
      contentBase64: (await qrPng(t.code, { width: QR_SIZE_PX })).toString('base64'),
    })),
  );
  const when = formatEmailDate(p.eventStartAt);
  const hard = p.printTypes.includes('HARDTICKET');
  const rows = p.tickets
    .map(
      (
        t,
        i,
      ) => `<tr><td style="padding:8px"><img src="cid:${attachments[i].cid}" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" alt="QR ${escapeHtml(t.seat)}"></td>
<td style="padding:8px">${ticketCellHtml(t)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#333">
<h1 style="color:#f57c00">Tus entradas para ${escapeHtml(p.eventName)}</h1>
<p>Hola, ${escapeHtml(p.customerName)}. Tu pago fue verificado. Presenta cada código QR en la entrada.</p>
<p><strong>Fecha:</strong> ${escapeHtml(when)}<br><strong>Lugar:</strong> ${escapeHtml(p.location)}<br><strong>Orden:</strong> #${p.orderNumber}</p>
${hard ? `<p style="background:#fff3e0;padding:12px;border-left:4px solid #f57c00">${escapeHtml(HARDTICKET_NOTE)}</p>` : ''}
<table>${rows}</table>
${
  p.share
    ? `<p><a href="${escapeHtml(p.share.whatsappUrl)}" style="background:#0b7a3e;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Compartir por WhatsApp</a></p>
<p>Tus entradas sin iniciar sesión: <a href="${escapeHtml(p.share.url)}">${escapeHtml(p.share.url)}</a></p>`
    : ''
}
<p><a href="${escapeHtml(config.publicUrl)}/dashboard/mytickets">Ver mis entradas</a></p></body></html>`;
  const text = [
    `Tus entradas para ${p.eventName}`,
    `Fecha: ${when}`,
    `Lugar: ${p.location}`,
    `Orden: #${p.orderNumber}`,
    ...(hard ? [HARDTICKET_NOTE] : []),
    ...p.tickets.map(ticketTextLine),
    ...(p.share ? [`Tus entradas sin iniciar sesión: ${p.share.url}`] : []),
  ].join('\n');
  return {
    to: p.to,
    template: 'tickets',
    subject: `Tus entradas Tickera · Orden ${p.orderId.slice(-12)}`,
    html,
    text,
    attachments,
  };
}
