import { formatRate } from '@tickera/shared/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import * as repo from './repo';

/** The newest stored BCV rate; with no network the last one stored keeps being used. */
export async function currentRate(db: Tx) {
  const row = await repo.findCurrentRate(db);
  if (!row) throw new AppError('RATE_UNAVAILABLE');
  return {
    rate: row.rate,
    display: formatRate(row.rate),
    source: row.source,
    fetchedAt: iso(row.fetchedAt),
    valueDate: row.valueDate,
  };
}

export async function getCurrentRate(ctx: AppContext) {
  const r = await currentRate(ctx.db);
  return { rate: r.display, source: r.source, fetchedAt: r.fetchedAt, valueDate: r.valueDate };
}
