import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SECTIONS, type SectionKey } from '@tickera/shared/permissions';
import { UnderConstruction } from '../components/under-construction';
import { CustomersPage } from '../features/customers/pages/customers-page';
import { EventAdminPage } from '../features/event-admin/pages/event-admin-page';
import { HomePage } from '../features/home/pages/home-page';
import { MyTicketsPage } from '../features/orders/pages/my-tickets-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { ReservationCreatePage } from '../features/reservations/pages/reservation-create-page';
import { ReservationDetailPage } from '../features/reservations/pages/reservation-detail-page';
import { ReservationPaymentPage } from '../features/reservations/pages/reservation-payment-page';
import { ReservationsPage } from '../features/reservations/pages/reservations-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { SupportPage } from '../features/settings/pages/support-page';
import { StoresPage } from '../features/stores/pages/stores-page';
import { TicketsPage } from '../features/tickets/pages/tickets-page';
import { UsersPage } from '../features/users-admin/pages/users-page';
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
  page('store', <StoresPage />),
  page('ticket', <TicketsPage />),
  page('event', <EventAdminPage />),
  page('customers', <CustomersPage />),
  pending('chekinera'),
  pending('scanner'),
  pending('membership'),
  pending('membership', 'membership/create', 'Nueva membresía'),
  pending('membership', 'membership/successful-purchase', 'Membresía registrada'),
  page('reservation', <ReservationsPage />),
  page('reservation', <ReservationCreatePage />, 'reservation/create', 'Nueva reservación'),
  page('reservation', <ReservationDetailPage />, 'reservation/detail', 'Detalle de la reservación'),
  page('reservation', <ReservationPaymentPage />, 'reservation/payment', 'Pago de la reservación'),
  page('mytickets', <MyTicketsPage />),
  page('support', <SupportPage />),
  pending('claims'),
  pending('reportLiquidacion'),
  pending('reportSales'),
  page('users', <UsersPage />),
];
