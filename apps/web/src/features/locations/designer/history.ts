/**
 * The designer's undo stack: whole plan snapshots (a plan is a few kilobytes, and sharing
 * unchanged elements between snapshots keeps it cheap). Pure, so it is tested on its own.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The edit that made `present`: a second edit with the same key (typing in one field) joins it. */
  lastKey: string | null;
}

/** Snapshots kept behind the present; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
});

/**
 * `next` becomes the present and the redo branch is dropped. With `key` equal to the last
 * edit's, the present is replaced instead, so one undo takes back a whole typed value.
 */
export function record<T>(h: History<T>, next: T, key: string | null = null): History<T> {
  if (next === h.present) return h;
  if (key !== null && key === h.lastKey) return { ...h, present: next, future: [] };
  return {
    past: [...h.past, h.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    lastKey: key,
  };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  return {
    past: h.past.slice(0, -1),
    present: h.past[h.past.length - 1],
    future: [h.present, ...h.future],
    lastKey: null,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  return {
    past: [...h.past, h.present],
    present: h.future[0],
    future: h.future.slice(1),
    lastKey: null,
  };
}
