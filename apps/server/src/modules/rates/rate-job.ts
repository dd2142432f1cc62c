/**
 * Fetch the source and store the rate when it changed. Run by the scheduled job and by
 * POST /api/rates/refresh; a failure stores nothing, so the last stored rate stays current.
 */
import type { FastifyBaseLogger } from 'fastify';
import { toScaled } from '@tickera/shared/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { fetchRate, readCaFile } from './fetch-rate';
import { RateSourceError, type ParsedRate } from './rate-source-error';
import * as repo from './repo';
import { rateSettings } from './settings';
import { lockForTransaction, tryLockForTransaction } from '../../lib/locks';

/** One lock for every process sharing the database (ARCHITECTURE.md "Scale beyond one machine"). */
const LOCK = 'tickera:rate-job';

export type RefreshOutcome =
  | { status: 'stored'; fetched: ParsedRate; row: repo.RateRow }
  | { status: 'unchanged'; fetched: ParsedRate }
  /** Another process is running the job right now. */
  | { status: 'skipped' }
  | { status: 'failed'; error: RateSourceError };

export interface RefreshRequest {
  /**
   * `job`: store only what differs from the last *fetched* row, so a newer manual entry
   * stays in force until the source publishes something new. `admin`: store what differs
   * from the rate in force, so an explicit refresh puts the source's rate back.
   */
  trigger: 'job' | 'admin';
  actor?: { id: string; ip?: string };
}

const sameRate = (row: repo.RateRow, fetched: ParsedRate) =>
  toScaled(row.rate, 8) === toScaled(fetched.rate, 8) && row.valueDate === fetched.valueDate;

async function store(tx: Tx, fetched: ParsedRate, req: RefreshRequest): Promise<RefreshOutcome> {
  const last =
    req.trigger === 'job' ? await repo.findLatestFetchedRate(tx) : await repo.findCurrentRate(tx);
  if (last && sameRate(last, fetched)) return { status: 'unchanged', fetched };
  const row = await repo.insertRate(tx, { ...fetched, createdBy: req.actor?.id ?? null });
  if (req.actor) {
    await writeAudit(tx, {
      actorId: req.actor.id,
      action: 'rates.refresh',
      entity: 'exchange_rate',
      entityId: row.id,
      before: last ? { rate: last.rate, source: last.source } : null,
      after: { rate: row.rate, source: row.source, valueDate: row.valueDate },
      ip: req.actor.ip,
    });
  }
  return { status: 'stored', fetched, row };
}

export async function refreshRate(ctx: AppContext, req: RefreshRequest): Promise<RefreshOutcome> {
  const settings = rateSettings(ctx.config);
  const fetch = () => fetchRate(settings.sourceUrl, { extraCa: readCaFile(settings.caFile) });
  try {
    if (ctx.database.kind === 'pglite') {
      // One process per data directory (db.lock), and a PGlite transaction would hold
      // every other query for as long as the fetch takes: fetch first, then store.
      const fetched = await fetch();
      return await ctx.db.transaction((tx) => store(tx, fetched, req));
    }
    return await ctx.db.transaction(async (tx) => {
      if (req.trigger === 'admin') {
        await lockForTransaction(tx, LOCK);
      } else {
        if (!(await tryLockForTransaction(tx, LOCK))) return { status: 'skipped' };
      }
      return store(tx, await fetch(), req);
    });
  } catch (err) {
    if (err instanceof RateSourceError) return { status: 'failed', error: err };
    throw err;
  }
}

/** The scheduled run: never throws; logs what happened. */
export async function runRateJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<RefreshOutcome | null> {
  try {
    const outcome = await refreshRate(ctx, { trigger: 'job' });
    if (outcome.status === 'stored') {
      const { rate, source, valueDate } = outcome.row;
      log.info({ rate, source, valueDate }, 'tasa de cambio actualizada');
    } else if (outcome.status === 'failed') {
      log.warn(
        { err: outcome.error, source: rateSettings(ctx.config).sourceUrl },
        'no se pudo obtener la tasa; se mantiene la última registrada',
      );
    } else log.debug({ status: outcome.status }, 'tasa de cambio sin cambios');
    return outcome;
  } catch (err) {
    log.error({ err }, 'rate job failed');
    return null;
  }
}

/** Schedules the job every RATE_REFRESH_MINUTES (0: never) and runs it once at start. */
export function startRateJob(ctx: AppContext, log: FastifyBaseLogger): { stop(): void } {
  const minutes = rateSettings(ctx.config).refreshMinutes;
  if (minutes <= 0) return { stop() {} };
  void runRateJob(ctx, log);
  const timer = setInterval(() => void runRateJob(ctx, log), minutes * 60_000);
  return { stop: () => clearInterval(timer) };
}
