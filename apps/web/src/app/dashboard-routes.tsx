import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SECTIONS, type SectionKey } from '@tickera/shared/permissions';
import { SectionGuard } from './guards/section-guard';
import { PageSuspense, lazyPage } from './lazy-page';

const CheckinListPage = lazyPage(
  () => import('../features/checkins/pages/checkin-list-page'),
  'CheckinListPage',
);
const ScannerPage = lazyPage(
  () => import('../features/checkins/pages/scanner-page'),
  'ScannerPage',
);
const ClaimsPage = lazyPage(() => import('../features/coupons/pages/claims-page'), 'ClaimsPage');
const MembershipsPage = lazyPage(
  () => import('../features/memberships/pages/memberships-page'),
  'MembershipsPage',
);
const MembershipSuccessPage = lazyPage(
  () => import('../features/memberships/pages/membership-success-page'),
  'MembershipSuccessPage',
);
const MembershipCreatePage = lazyPage(
  () => import('./pages/membership-create-page'),
  'MembershipCreatePage',
);
const CustomersPage = lazyPage(
  () => import('../features/customers/pages/customers-page'),
  'CustomersPage',
);
const EventAdminPage = lazyPage(() => import('./pages/event-admin-page'), 'EventAdminPage');
const PlanDesignerPage = lazyPage(
  () => import('../features/locations/pages/plan-designer-page'),
  'PlanDesignerPage',
);
const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const IndicatorsPage = lazyPage(
  () => import('../features/reports/pages/indicators-page'),
  'IndicatorsPage',
);
const MyTicketsPage = lazyPage(
  () => import('../features/orders/pages/my-tickets-page'),
  'MyTicketsPage',
);
const ProfilePage = lazyPage(() => import('../features/users/pages/profile-page'), 'ProfilePage');
const BoxOfficeSeatsPage = lazyPage(
  () => import('./pages/box-office-seats-page'),
  'BoxOfficeSeatsPage',
);
const OrderDetailPage = lazyPage(() => import('./pages/order-detail-page'), 'OrderDetailPage');
const BoxOfficePaymentPage = lazyPage(
  () => import('./pages/box-office-payment-page'),
  'BoxOfficePaymentPage',
);
const StaffOrdersPage = lazyPage(
  () => import('../features/orders/pages/staff-orders-page'),
  'StaffOrdersPage',
);
const SettingsPage = lazyPage(
  () => import('../features/settings/pages/settings-page'),
  'SettingsPage',
);
const SupportPage = lazyPage(
  () => import('../features/settings/pages/support-page'),
  'SupportPage',
);
const StoresPage = lazyPage(() => import('./pages/stores-page'), 'StoresPage');
const TicketsPage = lazyPage(() => import('./pages/tickets-page'), 'TicketsPage');
const UsersPage = lazyPage(() => import('../features/users/pages/users-page'), 'UsersPage');
const SettlementPage = lazyPage(
  () => import('../features/reports/pages/settlement-page'),
  'SettlementPage',
);
const SalesPage = lazyPage(() => import('../features/reports/pages/sales-page'), 'SalesPage');
const AuditPage = lazyPage(() => import('../features/audit/pages/audit-page'), 'AuditPage');
const ReconcileButton = lazyPage(
  () => import('../features/payments/components/reconcile-dialog'),
  'ReconcileButton',
);

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
    element: (
      <SectionGuard section={section}>
        <PageSuspense>{element}</PageSuspense>
      </SectionGuard>
    ),
  };
}

/** Spec §2 dashboard paths, under /dashboard. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="home" replace /> },
  page('home', <HomePage title="Inicio" />),
  page('welcome', <HomePage title="Bienvenido" />),
  page('profile', <ProfilePage />),
  page('settings', <SettingsPage />),
  page('indicators', <IndicatorsPage />),
  page('store', <StoresPage />),
  page('ticket', <TicketsPage />),
  page('event', <EventAdminPage />),
  page('event', <PlanDesignerPage />, 'lugares/:id/plano', 'Diseñar plano'),
  page('customers', <CustomersPage />),
  page('chekinera', <CheckinListPage />),
  page('scanner', <ScannerPage />),
  page('membership', <MembershipsPage />),
  page('membership', <MembershipCreatePage />, 'membership/create', 'Nueva membresía'),
  page(
    'membership',
    <MembershipSuccessPage />,
    'membership/successful-purchase',
    'Membresía registrada',
  ),
  page('reservation', <StaffOrdersPage actions={<ReconcileButton />} />),
  page('reservation', <BoxOfficeSeatsPage />, 'reservation/create', 'Nueva reservación'),
  page('reservation', <OrderDetailPage />, 'reservation/detail', 'Detalle de la reservación'),
  page('reservation', <BoxOfficePaymentPage />, 'reservation/payment', 'Pago de la reservación'),
  page('mytickets', <MyTicketsPage />),
  page('support', <SupportPage />),
  page('claims', <ClaimsPage />),
  page('reportLiquidacion', <SettlementPage />),
  page('reportSales', <SalesPage />),
  page('users', <UsersPage />),
  page('audit', <AuditPage />),
];
