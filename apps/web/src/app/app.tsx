import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { setAuthFailureHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { ToastProvider } from '../lib/toast';
import { LiveAnnouncer } from '../components/live-announcer';
import type { SignInState } from '../features/auth/sign-in-state';
import { appRouter } from './router';

interface DropdownMeta {
  props: { placeholder?: string; ariaLabel?: string; 'aria-label'?: string };
}

/**
 * PrimeReact everywhere: no ripple (each button measured itself on mount: 127 ms of forced
 * layout on the stadium page at 4× slowed CPU, issue 28), Spanish texts, and names for what its components leave
 * unnamed (issue 15; docs/decisions/024):
 * - a Dropdown's hidden native <select> (kept for forms) is hidden from assistive
 *   technology, where only the labelled input counts;
 * - its arrow (role button) takes the Dropdown's placeholder or label as its name;
 * - an InputSwitch is one control, its input (role switch, named by `aria-label`): the
 *   box around it loses the second role (checkbox) that nested one control in another.
 */
const PRIME_CONFIG = {
  ripple: false,
  locale: 'es',
  pt: {
    dropdown: {
      select: { 'aria-hidden': true },
      trigger: ({ props }: DropdownMeta) => ({
        'aria-label': props.placeholder || props.ariaLabel || props['aria-label'] || 'Opciones',
      }),
    },
    inputswitch: { root: { role: undefined, 'aria-checked': undefined, 'aria-label': undefined } },
  },
};

// Spec §7: a refused refresh or a 401 ends the session and lands on /sign-in with the reason.
setAuthFailureHandler(async (reason) => {
  queryClient.clear();
  const router = appRouter();
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
          <LiveAnnouncer>
            <RouterProvider router={appRouter()} />
          </LiveAnnouncer>
        </ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
