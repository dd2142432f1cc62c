import { createBrowserRouter, Navigate } from 'react-router';
import { RecoveryPasswordPage } from '../features/auth/pages/recovery-password-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';
import { dashboardRoutes } from './dashboard-routes';
import { GuestOnly } from './guards/guest-only';
import { RequireAccount } from './guards/require-account';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { PublicLayout } from './layouts/public/public-layout';
import { publicRoutes } from './public-routes';
import { RootRoute } from './root-route';

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
