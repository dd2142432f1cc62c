import { createBrowserRouter, Navigate } from 'react-router';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { dashboardRoutes } from './dashboard-routes';
import { GuestOnly } from './guards/guest-only';
import { RequireAccount } from './guards/require-account';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { PublicLayout } from './layouts/public/public-layout';
import { publicRoutes } from './public-routes';
import { RootRoute } from './root-route';
import { lazyPage } from './lazy-page';

const RecoveryPasswordPage = lazyPage(
  () => import('../features/auth/pages/recovery-password-page'),
  'RecoveryPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const SignUpPage = lazyPage(() => import('../features/auth/pages/sign-up-page'), 'SignUpPage');
/** Spec §2 routes. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootRoute />,
    children: [
      {
        path: 'sign-in',
        handle: { title: 'Iniciar sesión' },
        element: (
          <GuestOnly>
            <SignInPage />
          </GuestOnly>
        ),
      },
      { path: 'sign-up', handle: { title: 'Registrarse' }, element: <SignUpPage /> },
      {
        path: 'recovery-password',
        handle: { title: 'Recuperar contraseña' },
        element: <RecoveryPasswordPage />,
      },
      {
        path: 'reset-password',
        handle: { title: 'Nueva contraseña' },
        element: <ResetPasswordPage />,
      },
      { element: <PublicLayout />, children: publicRoutes },
      {
        path: 'dashboard',
        element: (
          <RequireAccount>
            <DashboardLayout />
          </RequireAccount>
        ),
        children: dashboardRoutes,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
