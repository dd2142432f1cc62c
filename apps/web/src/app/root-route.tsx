import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useRouteHandles } from '../lib/route-flags';
import { PageSuspense } from './lazy-page';

function useDocumentTitle(): void {
  const titles = useRouteHandles()
    .map((h) => h.title)
    .filter(Boolean);
  const title = titles[titles.length - 1];
  useEffect(() => {
    document.title = title ? `${title} · Tickera` : 'Tickera';
  }, [title]);
}

/** Every page: the session is restored before anything renders. */
export function RootRoute() {
  useDocumentTitle();
  return (
    <AuthProvider>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
      <ScrollRestoration />
    </AuthProvider>
  );
}
