#!/usr/bin/env node
// The admitted buyers of bench/waiting-room.mjs, in a process of their own: each hold is
// POST /api/holds of one seat, then DELETE of it. Prints one JSON line: holds, holds/s,
// p50/p99 (ms), refused.
// - paced N: N holds a second, each started on its schedule whether the ones before it
//   answered or not (open loop); latency counted from the scheduled start;
// - loops N: N loops, each starting its next hold when the last one is released (closed).
// Each first runs one second the same way, not counted (the process's own warm-up).
// Usage: node bench/hold-buyers.mjs BASE EVENT_ID TOKENS_FILE SEATS_FILE paced|loops N SECONDS
import { readFileSync } from 'node:fs';
import { percentile } from './lib.mjs';

const [base, eventId, tokensFile, seatsFile, mode, nText, secondsText] = process.argv.slice(2);
const lines = (f) => readFileSync(f, 'utf8').trim().split('\n');
const buyers = lines(tokensFile).map((token) => ({ token }));
const seats = lines(seatsFile);
const n = Number(nText);
const seconds = Number(secondsText);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One buyer holds one seat, then releases it: the hold's time from `since` (ms, the
 * performance clock) to its whole answer, and whether it was held.
 */
async function holdOnce(buyer, seatId, since) {
  const res = await fetch(`${base}/api/holds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, seatIds: [seatId] }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - since;
  if (res.status === 201)
    await (
      await fetch(`${base}/api/holds/${seatId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${buyer.token}` },
      })
    ).arrayBuffer();
  return { ms, held: res.status === 201, at: since };
}

/** `loops` buyers holding one seat then releasing it, for `seconds`. */
async function inLoops(loops, secs = seconds) {
  const until = Date.now() + secs * 1000;
  const results = [];
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      for (let k = 0; Date.now() < until; k++) {
        const buyer = buyers[(i + loops * k) % buyers.length];
        const seatId = seats[(i * 37 + k * loops) % seats.length];
        results.push(await holdOnce(buyer, seatId, performance.now()));
      }
    }),
  );
  return results;
}

/**
 * Holds arriving at `rate` a second for `seconds`, each on its schedule whether the ones
 * before it answered or not (open loop), then released: latencies counted from the
 * scheduled start, so a late start is counted too.
 */
async function paced(rate, secs = seconds) {
  const total = rate * secs;
  const start = performance.now() + 20;
  const pending = [];
  for (let i = 0; i < total; await sleep(2)) {
    for (; i < total && start + (i * 1000) / rate <= performance.now(); i++)
      pending.push(
        holdOnce(buyers[i % buyers.length], seats[i % seats.length], start + (i * 1000) / rate),
      );
  }
  return Promise.all(pending);
}

// Warm, not counted: this process's own first requests (connections, the HTTP client's
// code compiled) take a few hundred milliseconds on a busy machine, and in an open loop the
// holds scheduled meanwhile would count that wait as the server's.
await (mode === 'paced' ? paced(n, 1) : inLoops(n, 1));
const results = mode === 'paced' ? await paced(n) : await inLoops(n);
const times = results.map((r) => r.ms);
// Diagnostics: BENCH_SLOW=50 prints when (s from the first) the holds over 50 ms started.
if (process.env.BENCH_SLOW) {
  const t0 = Math.min(...results.map((r) => r.at));
  const slow = results.filter((r) => r.ms > Number(process.env.BENCH_SLOW));
  console.error(
    `${mode} ${n}: ${slow.length} slow: ${slow.map((r) => `${((r.at - t0) / 1000).toFixed(2)}s:${Math.round(r.ms)}`).join(' ')}`,
  );
}
console.log(
  JSON.stringify({
    holds: results.length,
    perSecond: Math.round(results.length / seconds),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    refused: results.filter((r) => !r.held).length,
  }),
);
