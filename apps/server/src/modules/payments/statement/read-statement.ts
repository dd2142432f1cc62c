/**
 * Reads an uploaded bank statement off the event loop (decision 028): an XLSX whose ZIP
 * directory declares too much is refused here before anything is inflated; the rest is
 * parsed in a worker thread with a heap cap and a time limit, at most
 * STATEMENT_LIMITS.concurrentReads at once per process, so the server keeps answering
 * while a file is read and a hostile one costs a bounded worker, not the process.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../errors';
import { isZip } from './parse-statement';
import { LIMIT_MESSAGES, STATEMENT_LIMITS, tooLargeError } from './statement-limits';
import type { WorkerAnswer } from './statement-worker';
import { readZipDirectory } from './zip';

export { readCsv } from './parse-statement';
export { statementError, type StatementTable } from './statement-limits';

/**
 * In the bundle this code is in dist/main.js and the worker is dist/statement-worker.js
 * next to it. From source (tests, `tsx`) the worker is the .ts file next to this one; a
 * worker's entry cannot go through loader hooks on Node 20, so a one-line script loads
 * it with tsx's `tsImport`.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(
  fromSource ? './statement-worker.ts' : './statement-worker.js',
  import.meta.url,
).href;
/** tsx's ESM API (require.resolve answers its CommonJS twin, whose tsImport cannot load ESM). */
const tsxApi = () =>
  pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
const [WORKER, WORKER_EVAL] = fromSource
  ? [
      `import(${JSON.stringify(tsxApi())})` +
        `.then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}))`,
      true,
    ]
  : [new URL(workerUrl), false];

export interface ReadOptions {
  timeoutMs?: number;
  heapMb?: number;
}

let reading = 0;
let idle: (() => void)[] = [];

/** How many statements this process is reading now (tests hold slots through `holdReadSlot`). */
export const readsInProgress = () => reading;

/** Settles once no statement is being read (every worker thread has ended). */
export function readsIdle(): Promise<void> {
  return reading === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
}

/** Takes a reading slot as an upload does; the returned function gives it back. For tests. */
export function holdReadSlot(): () => void {
  reading++;
  let held = true;
  return () => {
    if (held) reading--;
    held = false;
    if (reading === 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  };
}

export async function readStatement(file: Buffer, opts: ReadOptions = {}): Promise<string[][]> {
  // Cheap and on the loop: at most 1,000 directory records are looked at.
  if (isZip(file)) readZipDirectory(file);
  if (reading >= STATEMENT_LIMITS.concurrentReads)
    throw new AppError('FILE_READ_BUSY', { retryAfterSeconds: 5 });
  const release = holdReadSlot();
  let worker: Worker;
  try {
    worker = new Worker(WORKER, {
      eval: WORKER_EVAL,
      workerData: { file },
      resourceLimits: {
        maxOldGenerationSizeMb: opts.heapMb ?? STATEMENT_LIMITS.workerHeapMb,
        maxYoungGenerationSizeMb: 16,
      },
    });
  } catch (err) {
    release();
    throw err;
  }
  // The slot is given back when the thread is gone, not when the answer is: a worker that a
  // timeout is terminating may still be busy in native code for a while.
  worker.once('exit', release);
  return answerOf(worker, opts.timeoutMs ?? STATEMENT_LIMITS.timeoutMs);
}

function answerOf(worker: Worker, timeoutMs: number): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new AppError('FILE_READ_TIMEOUT', { fields: { file: LIMIT_MESSAGES.timeout() } })),
        ),
      timeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() =>
        'table' in answer
          ? resolve(answer.table)
          : reject(new AppError(answer.refused.code, answer.refused.details)),
      ),
    );
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeError(LIMIT_MESSAGES.memory()) : err,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`statement worker exited with ${code} before answering`))),
    );
  });
}
