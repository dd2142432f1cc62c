import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SECTIONS, type SectionKey } from '@tickera/shared/permissions';
import { UnderConstruction } from '../components/under-construction';
import { CheckinListPage } from '../features/checkins/pages/checkin-list-page';
import { ScannerPage } from '../features/checkins/pages/scanner-page';
import { CustomersPage } from '../features/customers/pages/customers-page';
import { EventAdminPage } from './pages/event-admin-page';
import { HomePage } from '../features/home/pages/home-page';
import { MyTicketsPage } from '../features/orders/pages/my-tickets-page';
import { ProfilePage } from '../features/users/pages/profile-page';
import { BoxOfficeSeatsPage } from './pages/box-office-seats-page';
import { OrderDetailPage } from './pages/order-detail-page';
import { BoxOfficePaymentPage } from './pages/box-office-payment-page';
import { StaffOrdersPage } from '../features/orders/pages/staff-orders-page';
import { ReconcileButton } from '../features/payments/components/reconcile-dialog';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { SupportPage } from '../features/settings/pages/support-page';
import { StoresPage } from './pages/stores-page';
import { TicketsPage } from './pages/tickets-page';
import { UsersPage } from '../features/users/pages/users-page';
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
  page('chekinera', <CheckinListPage />),
  page('scanner', <ScannerPage />),
  pending('membership'),
  pending('membership', 'membership/create', 'Nueva membresía'),
  pending('membership', 'membership/successful-purchase', 'Membresía registrada'),
  page('reservation', <StaffOrdersPage actions={<ReconcileButton />} />),
  page('reservation', <BoxOfficeSeatsPage />, 'reservation/create', 'Nueva reservación'),
  page('reservation', <OrderDetailPage />, 'reservation/detail', 'Detalle de la reservación'),
  page('reservation', <BoxOfficePaymentPage />, 'reservation/payment', 'Pago de la reservación'),
  page('mytickets', <MyTicketsPage />),
  page('support', <SupportPage />),
  pending('claims'),
  pending('reportLiquidacion'),
  pending('reportSales'),
  page('users', <UsersPage />),
];
