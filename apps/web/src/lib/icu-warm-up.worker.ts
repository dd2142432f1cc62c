/// <reference lib="webworker" />
/**
 * ICU's start-up, paid on a worker's thread (issue 28, docs/decisions/064). The first Intl
 * formatter of a page loads ICU's data: the likely subtags, the list of locales every
 * formatter is resolved against, the locale's patterns. That data is kept once for the
 * browser's whole renderer process, whichever thread loads it first. Loaded here, the page's
 * own formatters (lib/format.ts, made as it loads) and the seat map's sort by row find it
 * ready, instead of two tasks of 40-110 ms each on the page's thread at phone speed.
 */
import { formatSamples } from './format';

declare const self: DedicatedWorkerGlobalScope;

// What is made is sent back: a result nobody reads would be dropped by the build. With the
// page's formats, the seat map's sort of rows as people read them ("F-2" before "F-10").
self.postMessage([...formatSamples(), 'F-2'.localeCompare('F-10', 'es', { numeric: true })]);
