import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { setPrimeReactSpanish } from '../lib/primereact-locale';
import { App } from './app';
import { appRouter } from './router';

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

/** The router, made in a task before the render's (main.tsx). */
export function makeRouter() {
  appRouter();
}

/** The app, rendered into `root` (main.tsx's last stage). */
export function mountApp(root: Root) {
  setPrimeReactSpanish();
  startTransition(() =>
    root.render(
      <StrictMode>
        <Started>
          <App />
        </Started>
      </StrictMode>,
    ),
  );
}
