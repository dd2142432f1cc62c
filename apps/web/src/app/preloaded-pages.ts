/**
 * Public pages loaded with their own code (app/lazy-page.tsx) whose files the server puts in
 * the head of their HTML, so that a buyer who opens one from a link (a shared event, the seat
 * map) downloads them beside the start-up's files (build/route-preload.ts, decision 062).
 * The path as the router writes it; the first that matches a request is taken, so a page with
 * a parameter comes after the fixed ones beside it.
 */
export const PRELOADED_PAGES = [
  { path: '/eventos/reservation', module: 'src/app/pages/reservation-page.tsx' },
  { path: '/eventos/checkout', module: 'src/features/orders/pages/checkout-page.tsx' },
  {
    path: '/eventos/successful-purchase',
    module: 'src/features/orders/pages/successful-purchase-page.tsx',
  },
  { path: '/eventos/:id', module: 'src/features/events/pages/event-detail-page.tsx' },
  { path: '/entradas/:token', module: 'src/features/tickets/pages/shared-tickets-page.tsx' },
  { path: '/promocion/:codigo', module: 'src/features/coupons/pages/promotion-page.tsx' },
];
