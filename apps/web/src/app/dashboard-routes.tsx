import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SECTIONS, type SectionKey } from '@tickera/shared/permissions';
import { UnderConstruction } from '../components/under-construction';
import { HomePage } from '../features/home/pages/home-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { SectionGuard } from './guards/section-guard';

/** A dashboard page guarded by its section; sub-paths take their parent section's roles. */
function page(
  section: SectionKey,
  element: ReactNode,
  path: string = SECTIONS[section].path,
  title: string = SECTIONS[section].title,
): RouteObject {
  return {
    path,
    handle: { title },
    element: <SectionGuard section={section}>{element}</SectionGuard>,
  };
}

/** A section another issue delivers: title and "en construcción". */
function pending(
  section: SectionKey,
  path?: string,
  title: string = SECTIONS[section].title,
): RouteObject {
  return page(section, <UnderConstruction title={title} />, path, title);
}

/** Spec §2 dashboard paths, under /dashboard. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  page('home', <HomePage title="Inicio" />),
  page('welcome', <HomePage title="Bienvenido" />),
  page('profile', <ProfilePage />),
  page('settings', <SettingsPage />),
  pending('indicators'),
  pending('store'),
  pending('ticket'),
  pending('event'),
  pending('customers'),
  pending('chekinera'),
  pending('scanner'),
  pending('membership'),
  pending('membership', 'membership/create', 'Nueva membresía'),
  pending('membership', 'membership/successful-purchase', 'Membresía registrada'),
  pending('reservation'),
  pending('reservation', 'reservation/create', 'Nueva reservación'),
  pending('reservation', 'reservation/detail', 'Detalle de la reservación'),
  pending('reservation', 'reservation/payment', 'Pago de la reservación'),
  pending('mytickets'),
  pending('support'),
  pending('claims'),
  pending('reportLiquidacion'),
  pending('reportSales'),
  pending('users'),
];
