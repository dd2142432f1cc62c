import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles/base.css';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
