/** Admin actions on the rate: type one in, or fetch the source now. */
import { formatRate } from '@tickera/shared/money';
import { toRate8, type ManualRate } from '@tickera/shared/schemas/rates';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { AuthUser } from '../auth/public';
import { refreshRate } from './rate-job';
import * as repo from './repo';
import { getCurrentRate, serializeRate } from './service';

/** A manual rate becomes the current one at once (newest row wins) and is audited. */
export async function createManualRate(
  ctx: AppContext,
  actor: AuthUser,
  input: ManualRate,
  ip?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const previous = await repo.findCurrentRate(tx);
    const row = await repo.insertRate(tx, {
      rate: toRate8(input.rate),
      source: repo.MANUAL_SOURCE,
      valueDate: input.valueDate ?? null,
      createdBy: actor.id,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'rates.create',
      entity: 'exchange_rate',
      entityId: row.id,
      before: previous ? { rate: previous.rate, source: previous.source } : null,
      after: { rate: row.rate, valueDate: row.valueDate },
      ip,
    });
    return serializeRate(row, actor.email);
  });
}

/** POST /api/rates/refresh: 200 with what the source said, or 502 and nothing stored. */
export async function refreshRateNow(ctx: AppContext, actor: AuthUser, ip?: string) {
  const outcome = await refreshRate(ctx, { trigger: 'admin', actor: { id: actor.id, ip } });
  if (outcome.status === 'failed') {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      { reason: outcome.error.message },
      `La tasa no se actualizó: ${outcome.error.message} Se mantiene la última tasa registrada.`,
      502,
    );
  }
  if (outcome.status === 'skipped') throw new AppError('SERVICE_UNAVAILABLE');
  const { fetched } = outcome;
  return {
    changed: outcome.status === 'stored',
    fetched: {
      rate: formatRate(fetched.rate),
      rateExact: fetched.rate,
      source: fetched.source,
      valueDate: fetched.valueDate,
    },
    current: await getCurrentRate(ctx),
  };
}
