import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { dashboardRoutes } from './dashboard-routes';
import { GuestOnly } from './guards/guest-only';
import { RequireAccount } from './guards/require-account';
import { PublicLayout } from './layouts/public/public-layout';
import { publicRoutes } from './public-routes';
import { RootRoute } from './root-route';
import { lazyPage } from './lazy-page';

// Only the public area is in the first page's code (docs/decisions/018): sign-in, its form
// library and validation, and the dashboard's shell come with their own chunks.
const SignInPage = lazyPage(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const DashboardLayout = lazyPage(
  () => import('./layouts/dashboard/dashboard-layout'),
  'DashboardLayout',
);
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
const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    // The first render comes before the router has settled its first location, which takes
    // it a few microtasks (the "/" redirect): a blank page for that instant, not a spinner
    // that flashes.
    hydrateFallbackElement: <></>,
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
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on the first call: ranking every route and matching the first
 * location is a task of its own at start-up (main.tsx, issue 28), not part of this module's
 * evaluation.
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
