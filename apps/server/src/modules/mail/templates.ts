/** E-mail bodies in Spanish. HTML is escaped; links go to PUBLIC_URL. */
import type { Config } from '../../config';
import type { OutgoingMail } from './repo';

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

export function welcomeMail(config: Config, p: { to: string; name: string }): OutgoingMail {
  const link = `${config.publicUrl}/eventos`;
  return {
    to: p.to,
    template: 'welcome',
    subject: '¡Bienvenido a Tickera!',
    html: layout(
      `¡Hola, ${p.name}!`,
      `<p>Tu cuenta en Tickera fue creada con éxito. Ya puedes comprar entradas para los mejores conciertos y eventos deportivos.</p>
<p><a href="${escapeHtml(link)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Ver eventos disponibles</a></p>`,
    ),
    text: `¡Hola, ${p.name}!\n\nTu cuenta en Tickera fue creada con éxito. Ve los eventos disponibles en ${link}\n`,
  };
}

export function recoveryMail(
  config: Config,
  p: { to: string; name: string; token: string },
): OutgoingMail {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(p.token)}`;
  return {
    to: p.to,
    template: 'recovery',
    subject: 'Recupera tu contraseña de Tickera',
    html: layout(
      'Recuperación de contraseña',
      `<p>Hola${p.name ? `, ${escapeHtml(p.name)}` : ''}. Recibimos una solicitud para cambiar tu contraseña.</p>
<p><a href="${escapeHtml(link)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Crear una nueva contraseña</a></p>
<p>El enlace vence en 1 hora y sirve una sola vez. Si no fuiste tú, ignora este correo.</p>`,
    ),
    text: `Para crear una nueva contraseña abre: ${link}\nEl enlace vence en 1 hora y sirve una sola vez.\n`,
  };
}

export function activationMail(
  config: Config,
  p: { to: string; name: string; token: string },
): OutgoingMail {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(p.token)}`;
  return {
    to: p.to,
    template: 'activation',
    subject: 'Activa tu cuenta de Tickera',
    html: layout(
      `¡Hola, ${p.name}!`,
      `<p>Registramos tu cuenta en nuestra taquilla. Crea tu contraseña para ver tus entradas en línea.</p>
<p><a href="${escapeHtml(link)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Crear mi contraseña</a></p>
<p>El enlace vence en 7 días y sirve una sola vez.</p>`,
    ),
    text: `Registramos tu cuenta en nuestra taquilla. Crea tu contraseña en: ${link}\nEl enlace vence en 7 días.\n`,
  };
}
