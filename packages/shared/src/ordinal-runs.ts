/**
 * Sets of seat ordinals (a seat's place in the layout, decision 016) as runs:
 * `[start, length, gap, length, gap, length, …]`, where each gap counts the ordinals
 * skipped since the previous run ended. A sold-out block of 500 seats is two numbers.
 */

/** Encodes ordinals in any order; duplicates count once. */
export function encodeOrdinals(ordinals: Iterable<number>): number[] {
  const sorted = [...new Set(ordinals)].sort((a, b) => a - b);
  const out: number[] = [];
  let end = 0;
  for (let i = 0; i < sorted.length;) {
    let length = 1;
    while (sorted[i + length] === sorted[i] + length) length++;
    out.push(out.length ? sorted[i] - end : sorted[i], length);
    end = sorted[i] + length;
    i += length;
  }
  return out;
}

/** Calls `visit` with every ordinal of the runs, in ascending order. */
export function forEachOrdinal(runs: readonly number[], visit: (ordinal: number) => void): void {
  let at = 0;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    at += runs[i];
    for (const end = at + runs[i + 1]; at < end; at++) visit(at);
  }
}

export function decodeOrdinals(runs: readonly number[]): number[] {
  const out: number[] = [];
  forEachOrdinal(runs, (o) => out.push(o));
  return out;
}
