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

/** A one-use link to /reset-password: to recover a password (1 h) or to create the first one (7 days). */
function passwordLinkMail(
  config: Config,
  p: { to: string; token: string },
  m: {
    template: string;
    subject: string;
    title: string;
    intro: string;
    button: string;
    validity: string;
    textIntro: string;
  },
): OutgoingMail {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(p.token)}`;
  return {
    to: p.to,
    template: m.template,
    subject: m.subject,
    html: layout(
      m.title,
      `<p>${m.intro}</p>
<p><a href="${escapeHtml(link)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${m.button}</a></p>
<p>${m.validity}</p>`,
    ),
    text: `${m.textIntro} ${link}\n${m.validity.split('.')[0]}.\n`,
    carriesSecret: true,
  };
}

export function recoveryMail(
  config: Config,
  p: { to: string; name: string; token: string },
): OutgoingMail {
  return passwordLinkMail(config, p, {
    template: 'recovery',
    subject: 'Recupera tu contraseña de Tickera',
    title: 'Recuperación de contraseña',
    intro: `Hola${p.name ? `, ${escapeHtml(p.name)}` : ''}. Recibimos una solicitud para cambiar tu contraseña.`,
    button: 'Crear una nueva contraseña',
    validity:
      'El enlace vence en 1 hora y sirve una sola vez. Si no fuiste tú, ignora este correo.',
    textIntro: 'Para crear una nueva contraseña abre:',
  });
}

export function activationMail(
  config: Config,
  p: { to: string; name: string; token: string },
): OutgoingMail {
  return passwordLinkMail(config, p, {
    template: 'activation',
    subject: 'Activa tu cuenta de Tickera',
    title: `¡Hola, ${p.name}!`,
    intro:
      'Registramos tu cuenta en nuestra taquilla. Crea tu contraseña para ver tus entradas en línea.',
    button: 'Crear mi contraseña',
    validity: 'El enlace vence en 7 días y sirve una sola vez.',
    textIntro: 'Registramos tu cuenta en nuestra taquilla. Crea tu contraseña en:',
  });
}
