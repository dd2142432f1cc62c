import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles/base.css';
import './styles/theme.css';
import './styles/auth.css';
import './styles/public.css';
import './styles/dashboard.css';
import './styles/dashboard-menu.css';
import { App } from './app/app';
import { applyLayoutConfig } from './lib/layout-config';
import { setPrimeReactSpanish } from './lib/primereact-locale';

// Theme, scale and scheme go on the document before the first paint.
applyLayoutConfig();
setPrimeReactSpanish();

// The first render is a transition, which React does in slices of a few milliseconds: a phone
// keeps answering while the page is built (issue 28: one 700-900 ms task at 4x slowed CPU).
// The page stays hidden (index.html's `app-starting`) until the first commit's effects ran:
// PrimeReact puts its components' layout styles in from mount effects, and a paint before
// them would show the buttons unstyled and then shift them (docs/decisions/018, 050). A
// parent's effects run after its children's, so Started's run last.
function Started({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.classList.remove('app-starting'), []);
  return children;
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Started>
        <App />
      </Started>
    </StrictMode>,
  ),
);
