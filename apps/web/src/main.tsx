import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
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

// Synchronously, effects included: PrimeReact puts its components' layout styles into the
// page from their mount effects, which React otherwise runs after the first paint; that
// paint would show the buttons unstyled and then shift them (docs/decisions/018).
const root = createRoot(document.getElementById('root')!);
flushSync(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
