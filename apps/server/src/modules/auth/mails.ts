/** The account e-mails in Spanish: welcome, password recovery, activation of a walk-in account. */
import type { Config } from '../../config';
import { escapeHtml, layout, type OutgoingMail } from '../../lib/mail';

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
