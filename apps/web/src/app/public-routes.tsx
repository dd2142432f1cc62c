import { Navigate, type RouteObject } from 'react-router';
import { UnderConstruction } from '../components/under-construction';
import { LandingPage } from '../features/landing/pages/landing-page';
import type { RouteHandle } from '../lib/route-flags';

function pending(path: string, title: string): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    element: <UnderConstruction title={title} />,
  };
}

/** Spec §2 public area, inside the public layout. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/eventos" replace /> },
  {
    path: 'eventos',
    children: [
      { index: true, handle: { title: 'Eventos' }, element: <UnderConstruction title="Eventos" /> },
      pending('reservation', 'Reservación'),
      pending('checkout', 'Pago'),
      pending('successful-purchase', 'Compra exitosa'),
    ],
  },
  pending('promocion/:codigo', 'Promoción'),
  {
    path: 'explorar',
    handle: { title: 'Explorar', is_timer: true } satisfies RouteHandle,
    element: <LandingPage title="Explorar" />,
  },
  {
    path: 'conciertos',
    handle: { title: 'Conciertos', is_timer: false } satisfies RouteHandle,
    element: <LandingPage title="Conciertos" />,
  },
];
