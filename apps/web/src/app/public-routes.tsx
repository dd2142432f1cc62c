import { redirect, type RouteObject } from 'react-router';
import { CataloguePage } from '../features/events/pages/catalogue-page';
import { LandingPage } from '../features/events/pages/landing-page';
import type { RouteHandle } from '../lib/route-flags';
import { lazyPage } from './lazy-page';

const EventDetailPage = lazyPage(
  () => import('../features/events/pages/event-detail-page'),
  'EventDetailPage',
);
const CheckoutPage = lazyPage(
  () => import('../features/orders/pages/checkout-page'),
  'CheckoutPage',
);
const SuccessfulPurchasePage = lazyPage(
  () => import('../features/orders/pages/successful-purchase-page'),
  'SuccessfulPurchasePage',
);
const PromotionPage = lazyPage(
  () => import('../features/coupons/pages/promotion-page'),
  'PromotionPage',
);
const SharedTicketsPage = lazyPage(
  () => import('../features/tickets/pages/shared-tickets-page'),
  'SharedTicketsPage',
);
const ReservationPage = lazyPage(() => import('./pages/reservation-page'), 'ReservationPage');
/**
 * Spec §2 public area, inside the public layout. `is_timer`: where a running booking's
 * countdown replaces the top-bar menu (spec: explorar on, conciertos off; the booking
 * pages and the catalogue on, the purchase receipt and the promotion entry off).
 */
export const publicRoutes: RouteObject[] = [
  // A loader, not a <Navigate> element: the redirect happens before the first render, so
  // the layout is never painted around an empty page that the catalogue then pushes down.
  { index: true, loader: () => redirect('/eventos'), element: null },
  {
    path: 'eventos',
    children: [
      {
        index: true,
        handle: { title: 'Eventos', is_timer: true } satisfies RouteHandle,
        element: <CataloguePage />,
      },
      {
        path: 'reservation',
        handle: { title: 'Elija sus asientos', is_timer: true } satisfies RouteHandle,
        element: <ReservationPage />,
      },
      {
        path: 'checkout',
        handle: { title: 'Pago', is_timer: true } satisfies RouteHandle,
        element: <CheckoutPage />,
      },
      {
        path: 'successful-purchase',
        handle: { title: 'Compra exitosa', is_timer: false } satisfies RouteHandle,
        element: <SuccessfulPurchasePage />,
      },
      {
        path: ':id',
        handle: { title: 'Evento', is_timer: true } satisfies RouteHandle,
        element: <EventDetailPage />,
      },
    ],
  },
  {
    path: 'entradas/:token',
    handle: { title: 'Entradas', is_timer: false } satisfies RouteHandle,
    element: <SharedTicketsPage />,
  },
  {
    path: 'promocion/:codigo',
    handle: { title: 'Promoción', is_timer: false } satisfies RouteHandle,
    element: <PromotionPage />,
  },
  {
    path: 'explorar',
    handle: { title: 'Explorar', is_timer: true } satisfies RouteHandle,
    element: (
      <LandingPage
        title="Explora los próximos eventos"
        intro="Béisbol, salsa, música sinfónica y más: elige tu evento y escoge tu asiento en el mapa."
      />
    ),
  },
  {
    path: 'conciertos',
    handle: { title: 'Conciertos', is_timer: false } satisfies RouteHandle,
    element: (
      <LandingPage
        title="Conciertos"
        intro="Los mejores conciertos de Venezuela, con asientos numerados y pago en bolívares."
        category="CONCIERTO"
      />
    ),
  },
];
