import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './styles/base.css';
import './styles/theme.css';
import './styles/auth.css';
import './styles/public.css';
import './styles/dashboard.css';
import './styles/dashboard-menu.css';
import { LOCALE } from '@tickera/shared/constants';
import { applyLayoutConfig } from './lib/layout-config';

// Theme, scale and scheme go on the document before the first paint.
applyLayoutConfig();

/**
 * A promise kept in a task of its own: what follows it runs after the browser's turn (input,
 * a frame). A message, not a timer: a tab opened in the background runs timers once a second.
 */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** ICU's start-up in a part of its own; a browser that refuses it pays it at the first format. */
function warm(part: () => unknown) {
  return () => {
    try {
      part();
    } catch {
      // lib/format.ts makes the same formatters, and reports what fails there.
    }
  };
}

/**
 * The app's code is evaluated in stages, a task each (issue 28, docs/decisions/053): one
 * script of 565 KB evaluated as a whole was the page's longest task (250-300 ms at 4× slowed
 * CPU), in which a phone answers no tap. The build puts the stages in a few files (a file is
 * evaluated whole, at its first stage: vite.config.ts, build/boot-chunks.ts) and index.html
 * preloads them all together (build/boot-preload.ts), so the stages cost no round trip; only
 * their evaluation waits its turn.
 */
const STAGES = [
  // One export named each: Rollup then keeps only what the app uses of the library (a stage
  // that took the whole namespace would keep all of it).
  async () => (await import('react-router')).RouterProvider,
  async () => (await import('primereact/api')).PrimeReactProvider,
  async () => (await import('@tanstack/react-query')).QueryClientProvider,
  async () => (await import('primereact/button')).Button,
  async () => (await import('primereact/toast')).Toast,
  // ICU's start-up, which the first Intl formatter pays at once (60-90 ms at 4× slowed CPU,
  // lib/format.ts makes its formatters as it loads): the locale's data, then the list of
  // locales every formatter resolves against, each a task.
  warm(() => new Intl.Locale(LOCALE).maximize()),
  warm(() => Intl.NumberFormat.supportedLocalesOf([LOCALE])),
];

async function start() {
  const { createRoot } = await import('react-dom/client');
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const { makeRouter, mountApp } = await import('./app/mount');
  await nextTask();
  makeRouter();
  await nextTask();
  mountApp(createRoot(document.getElementById('root')!));
}

/**
 * A stage's file that never came (a phone's network dropped mid-load): the page says so and
 * offers to try again, instead of staying blank.
 */
function showLoadFailure() {
  const root = document.getElementById('root')!;
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'No se pudo cargar Tickera. Revise su conexión y vuelva a intentarlo.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'p-button';
  retry.textContent = 'Reintentar';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  root.replaceChildren(box);
  document.documentElement.classList.remove('app-starting');
}

start().catch((error: unknown) => {
  showLoadFailure();
  throw error;
});
