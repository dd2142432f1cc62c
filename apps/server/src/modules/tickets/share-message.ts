/** The WhatsApp message of a share link and of a waiting-list offer (https://wa.me/?text=…). */
import { formatEmailDate } from '../../lib/mail';

export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function shareMessage(p: { eventName: string; eventStartAt: Date; url: string }): string {
  return `Entradas para ${p.eventName} (${formatEmailDate(p.eventStartAt)}). Ábrelas aquí y muestra el código QR en la entrada: ${p.url}`;
}
