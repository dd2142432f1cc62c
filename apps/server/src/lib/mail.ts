/** E-mail messages as the outbox stores them, and the HTML frame every Tickera e-mail shares. */
import { TIME_ZONE } from '@tickera/shared/constants';

export interface MailAttachment {
  cid: string;
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** The body carries a one-use link: the outbox forgets the body once the message has left. */
  carriesSecret?: boolean;
}

/** What a secret-carrying message's stored body becomes after delivery (or after giving up). */
const REMOVED = 'Contenido borrado tras el envío: llevaba un enlace de un solo uso.';
export const REMOVED_BODY = { text: REMOVED, html: `<p>${REMOVED}</p>` };

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#333;background:#f7f7f7;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<h1 style="color:#f57c00;font-size:22px;margin-top:0">${escapeHtml(title)}</h1>${body}
<p style="color:#888;font-size:12px;margin-top:32px">Tickera · Venta de entradas en Venezuela</p></div></body></html>`;
}

/** A date and time as e-mails write it: Caracas time, es-VE. */
const emailDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  hour12: true,
  timeZone: TIME_ZONE,
});

export function formatEmailDate(d: Date): string {
  return emailDate.format(d);
}
