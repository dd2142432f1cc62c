/**
 * The web app manifest of a shared link's page (decision 044): saved to a phone's home screen,
 * the app starts at that very link. It is made from the address alone (no lookup: a revoked
 * link gets a manifest and a page that says the link is no longer valid) and carries nothing
 * but the token its caller already has.
 */
export const SHARED_SCOPE = '/entradas/';

export function sharedTicketsManifest(token: string) {
  const link = `${SHARED_SCOPE}${token}`;
  return {
    name: 'Entradas · Tickera',
    short_name: 'Entradas',
    description: 'Sus entradas de Tickera con su código QR; se abren sin conexión.',
    // One app per link: two links saved on one phone are two icons.
    id: link,
    start_url: link,
    scope: SHARED_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    lang: 'es-VE',
    background_color: '#ffffff',
    theme_color: '#ffc107',
    // The door's QR mark (scripts/door-icons.mjs): a ticket's code, as here.
    icons: [
      { src: '/door/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/door/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/door/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
