/** Periodic work of a server process. Each job is safe to run in several processes at once. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

import { sweepExpiredHolds } from '../modules/holds/service';
import { cancelOverdueOrders } from '../modules/orders/payment-deadline';
import { startRateJob } from '../modules/rates/rate-job';
import { runWaitlist } from '../modules/tickets/waitlist';

const MAIL_EVERY_MS = 15_000;
/** Expired holds already stop counting at read time; the sweep frees rows and tells browsers. */
const SWEEP_EVERY_MS = 5_000;
/** API.md: overdue orders are cancelled by a job running at least once a minute. */
const DEADLINE_EVERY_MS = 30_000;
/** Lapsed waiting-list offers pass on, and seats freed by time go to the line (issue 26). */
const WAITLIST_EVERY_MS = 10_000;

export function startJobs(ctx: AppContext, log: FastifyBaseLogger) {
  // Runs under way, so a stop can let them finish before the database closes.
  const running = new Set<Promise<unknown>>();
  const every = (ms: number, run: () => Promise<unknown>) =>
    setInterval(() => {
      const p = run().finally(() => running.delete(p));
      running.add(p);
    }, ms);
  const timers = [
    // Never slower than the first retry, so a short MAIL_BACKOFF is kept.
    every(Math.min(MAIL_EVERY_MS, ctx.config.mailBackoffSeconds * 1000), () =>
      ctx.mailer.deliverDue().catch((err) => log.error({ err }, 'mail outbox run failed')),
    ),
    every(SWEEP_EVERY_MS, () =>
      sweepExpiredHolds(ctx).catch((err) => log.error({ err }, 'hold sweep failed')),
    ),
    every(DEADLINE_EVERY_MS, () =>
      cancelOverdueOrders(ctx)
        .then((ids) => ids.length && log.info({ orders: ids.length }, 'overdue orders cancelled'))
        .catch((err) => log.error({ err }, 'payment deadline run failed')),
    ),
    every(WAITLIST_EVERY_MS, () =>
      runWaitlist(ctx).catch((err) => log.error({ err }, 'waiting list run failed')),
    ),
  ];
  ctx.mailer.kick();
  const rateJob = startRateJob(ctx, log); // every RATE_REFRESH_MINUTES and once at start; 0 turns it off
  return {
    /** No new runs; resolves once the runs under way have finished. */
    async stop() {
      rateJob.stop();
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
  };
}
