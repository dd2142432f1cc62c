/**
 * The e-mails of what happens after a purchase (issue 26): a ticket passed on (to its
 * recipient, with its QR; a notice to who gave it) and a waiting-list offer.
 */
import type { Config } from '../../config';
import type { OutgoingMail } from '../../lib/mail';
import { escapeHtml, formatEmailDate, layout } from '../../lib/mail';
import { qrPng } from '../../lib/qr';
import {
  HARDTICKET_NOTE,
  QR_SIZE_PX,
  ticketCellHtml,
  ticketTextLine,
  type MailedTicket,
} from './ticket-mail';
import { whatsappUrl } from './share-message';
import { seatPhrase } from '@tickera/shared/place-names';

interface TicketFacts extends MailedTicket {
  eventName: string;
  eventStartAt: Date;
  location: string;
  printTypes: string[];
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export async function receivedTicketMail(
  config: Config,
  p: TicketFacts & { to: string; recipientName: string; senderName: string },
): Promise<OutgoingMail> {
  const cid = 'qr-0@tickera';
  const when = formatEmailDate(p.eventStartAt);
  const hard = p.printTypes.includes('HARDTICKET');
  const html = layout(
    `${p.senderName} te pasó una entrada`,
    `<p>Hola, ${escapeHtml(p.recipientName)}. Esta entrada para <strong>${escapeHtml(p.eventName)}</strong> ahora es tuya: presenta su código QR en la entrada.</p>
<p><strong>Fecha:</strong> ${escapeHtml(when)}<br><strong>Lugar:</strong> ${escapeHtml(p.location)}</p>
${hard ? `<p style="background:#fff3e0;padding:12px;border-left:4px solid #f57c00">${escapeHtml(HARDTICKET_NOTE)}</p>` : ''}
<table><tr><td style="padding:8px"><img src="cid:${cid}" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" alt="QR ${escapeHtml(p.seat)}"></td>
<td style="padding:8px">${ticketCellHtml(p)}</td></tr></table>
${button(`${config.publicUrl}/dashboard/mytickets`, 'Ver mis entradas')}`,
  );
  return {
    to: p.to,
    template: 'ticket-received',
    subject: `Te pasaron una entrada para ${p.eventName}`,
    html,
    text: [
      `${p.senderName} te pasó una entrada para ${p.eventName}.`,
      `Fecha: ${when}`,
      `Lugar: ${p.location}`,
      ...(hard ? [HARDTICKET_NOTE] : []),
      ticketTextLine(p),
      `Tus entradas: ${config.publicUrl}/dashboard/mytickets`,
    ].join('\n'),
    attachments: [
      {
        cid,
        filename: 'entrada.png',
        contentType: 'image/png',
        contentBase64: (await qrPng(p.code, { width: QR_SIZE_PX })).toString('base64'),
      },
    ],
  };
}

export function ticketGivenMail(
  config: Config,
  p: {
    to: string;
    senderName: string;
    recipientName: string;
    eventName: string;
    zone: string;
    seat: string;
  },
): OutgoingMail {
  const line = `Pasaste tu entrada de ${p.eventName} (${p.zone}, ${seatPhrase(p.seat, 'asiento')}) a ${p.recipientName}. Su código anterior ya no sirve para entrar.`;
  return {
    to: p.to,
    template: 'ticket-given',
    subject: `Pasaste una entrada para ${p.eventName}`,
    html: layout(
      `Hola, ${p.senderName}`,
      `<p>${escapeHtml(line)}</p>${button(`${config.publicUrl}/dashboard/mytickets`, 'Ver mis entradas')}`,
    ),
    text: `Hola, ${p.senderName}.\n${line}\n`,
  };
}

export function waitlistOfferMail(
  config: Config,
  p: {
    to: string;
    name: string;
    eventId: string;
    eventName: string;
    eventStartAt: Date;
    seats: number;
    expiresAt: Date;
  },
): OutgoingMail {
  const link = `${config.publicUrl}/eventos/checkout?event=${p.eventId}`;
  const until = formatEmailDate(p.expiresAt);
  const seats = p.seats === 1 ? '1 asiento' : `${p.seats} asientos`;
  const wa = whatsappUrl(`Me liberaron ${seats} para ${p.eventName}. Comprar aquí: ${link}`);
  return {
    to: p.to,
    template: 'waitlist-offer',
    subject: `Se liberaron asientos para ${p.eventName}`,
    html: layout(
      `¡Hola, ${p.name}!`,
      `<p>Estabas en la lista de espera de <strong>${escapeHtml(p.eventName)}</strong> (${escapeHtml(formatEmailDate(p.eventStartAt))}). Te apartamos ${seats} a tu nombre hasta el <strong>${escapeHtml(until)}</strong>.</p>
${button(link, 'Comprar ahora')}
<p><a href="${escapeHtml(wa)}">Abrir en WhatsApp</a></p>
<p>Si no compras antes de esa hora, los asientos pasan al siguiente en la lista.</p>`,
    ),
    text: `Hola, ${p.name}. Te apartamos ${seats} para ${p.eventName} hasta el ${until}. Compra en: ${link}\n`,
  };
}
