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
 * ICU's start-up, which the first Intl formatter pays at once (60-180 ms at phone speed): the
 * locale's data, then the list of locales every formatter resolves against. The page's thread
 * runs these parts, a task each, only when the worker could not do it for the whole page.
 */
const ICU_PARTS = [
  warm(() => new Intl.Locale(LOCALE).maximize()),
  warm(() => Intl.NumberFormat.supportedLocalesOf([LOCALE])),
];

/**
 * How long the start-up waits for the worker once the libraries' stages are done, before the
 * page's thread pays ICU's start-up itself: about what those two tasks cost at phone speed.
 * The worker usually answers during the stages; a worker file slow on a phone's network must
 * not hold the first page back longer than doing the work here would.
 */
const ICU_GRACE_MS = 150;

/** The worker warming ICU: whether it did, and a stop for when the page no longer waits. */
interface IcuWarming {
  /** True once the worker is done; false when it could not start or failed. */
  warmed: Promise<boolean>;
  /** Ends a worker still loading or working (no-op once it answered). */
  stop(): void;
}

/**
 * ICU's start-up on a worker's thread (lib/icu-warm-up.worker.ts, docs/decisions/064): the
 * data it loads serves every thread of the page. `warmed` is false when the browser has no
 * module workers or the worker failed (its file lost on a phone's network).
 */
function warmIcuOffThread(): IcuWarming {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./lib/icu-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'icu',
    });
  } catch {
    return { warmed: Promise.resolve(false), stop: () => undefined };
  }
  // The one end of the worker, whichever comes first: its answer, its failure, or the page's
  // stop. The mark is for the page's checks (e2e/first-load-budget.spec.ts), as is the
  // fallback's.
  let finish: (outcome: 'done' | 'failed' | 'stopped') => void = () => undefined;
  const warmed = new Promise<boolean>((resolve) => {
    let settled = false;
    finish = (outcome) => {
      if (settled) return;
      settled = true;
      // Stopped: a file that hangs on a phone's network would keep its request, and a
      // connection, open for nothing once the page's thread has started ICU itself.
      worker.terminate();
      performance.mark(`tickera:icu-worker-${outcome}`);
      resolve(outcome === 'done');
    };
    worker.onmessage = () => finish('done');
    worker.onerror = () => finish('failed');
  });
  return { warmed, stop: () => finish('stopped') };
}

/** Whether the worker had ICU ready within ICU_GRACE_MS from now. */
function icuReady(warming: Promise<boolean>): Promise<boolean> {
  return Promise.race([
    warming,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ICU_GRACE_MS)),
  ]);
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
];

async function start() {
  const icu = warmIcuOffThread();
  const { createRoot } = await import('react-dom/client');
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  if (!(await icuReady(icu.warmed))) {
    icu.stop();
    performance.mark('tickera:icu-on-page');
    for (const part of ICU_PARTS) {
      await nextTask();
      part();
    }
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
