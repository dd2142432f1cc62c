import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { buildSeatModel, type SeatModel } from './seat-model';

type Built = { model: Omit<SeatModel, 'ids' | 'index'> } | { error: string };

/**
 * The seat model of a layout, built in a worker (seat-model.worker.ts) so the page keeps
 * answering while 20,000 seats are laid out; where workers are missing (tests in Node), or one
 * cannot start, on this thread. `signal`: the page no longer wants it (another event or
 * layout): the worker is stopped and the promise never settles.
 */
export function buildSeatModelOffThread(
  layout: SeatLayout,
  signal: AbortSignal,
): Promise<SeatModel> {
  if (typeof Worker === 'undefined') return Promise.resolve().then(() => buildSeatModel(layout));
  return new Promise<SeatModel>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./seat-model.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(buildSeatModel(layout));
      return;
    }
    worker.onmessage = (event: MessageEvent<Built>) => {
      worker.terminate();
      const built = event.data;
      if ('error' in built) reject(new Error(built.error));
      else resolve({ ...built.model, ids: new Array(built.model.status.length), index: new Map() });
    };
    // The worker's script did not load, crashed, or its answer could not be read: the same
    // work here, slower but sure.
    const here = (event: Event) => {
      event.preventDefault();
      worker.terminate();
      try {
        resolve(buildSeatModel(layout));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    worker.onerror = here;
    worker.onmessageerror = here;
    signal.addEventListener('abort', () => worker.terminate(), { once: true });
    worker.postMessage(layout);
  });
}
