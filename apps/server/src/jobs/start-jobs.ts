/** Periodic work of a server process. Each job is safe to run in several processes at once. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

import { sweepExpiredHolds } from '../modules/holds/service';
import { cancelOverdueOrders } from '../modules/orders/payment-deadline';
import { startRateJob } from '../modules/rates/rate-job';

const MAIL_EVERY_MS = 15_000;
/** Expired holds already stop counting at read time; the sweep frees rows and tells browsers. */
const SWEEP_EVERY_MS = 5_000;
/** API.md: overdue orders are cancelled by a job running at least once a minute. */
const DEADLINE_EVERY_MS = 30_000;

export function startJobs(ctx: AppContext, log: FastifyBaseLogger) {
  const timers = [
    setInterval(() => {
      ctx.mailer.deliverDue().catch((err) => log.error({ err }, 'mail outbox run failed'));
    }, MAIL_EVERY_MS),
    setInterval(() => {
      sweepExpiredHolds(ctx).catch((err) => log.error({ err }, 'hold sweep failed'));
    }, SWEEP_EVERY_MS),
    setInterval(() => {
      cancelOverdueOrders(ctx)
        .then((ids) => ids.length && log.info({ orders: ids.length }, 'overdue orders cancelled'))
        .catch((err) => log.error({ err }, 'payment deadline run failed'));
    }, DEADLINE_EVERY_MS),
  ];
  ctx.mailer.kick();
  const rateJob = startRateJob(ctx, log); // every RATE_REFRESH_MINUTES and once at start; 0 turns it off
  return {
    stop() {
      rateJob.stop();
      for (const t of timers) clearInterval(t);
    },
  };
}
