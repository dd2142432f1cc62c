import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { setAuthFailureHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast';
import type { SignInState } from '../features/auth/sign-in-state';
import { router } from './router';

/**
 * PrimeReact everywhere: ripple, Spanish texts; a Dropdown's hidden native <select> (kept
 * for forms) is hidden from assistive technology too, where only the labelled input counts.
 */
const PRIME_CONFIG = {
  ripple: true,
  locale: 'es',
  pt: { dropdown: { select: { 'aria-hidden': true } } },
};

// Spec §7: a refused refresh or a 401 ends the session and lands on /sign-in with the reason.
setAuthFailureHandler(async (reason) => {
  queryClient.clear();
  const { pathname, search } = router.state.location;
  const state: SignInState = {
    error: reason,
    from: pathname.startsWith('/dashboard') ? `${pathname}${search}` : undefined,
  };
  await router.navigate('/sign-in', { replace: true, state });
});

export function App() {
  return (
    <PrimeReactProvider value={PRIME_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
