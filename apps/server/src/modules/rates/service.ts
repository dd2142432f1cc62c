import { formatRate } from '@tickera/shared/money';
import type { RateEntry } from '@tickera/shared/schemas/rates';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import { findPeople } from '../auth/public';
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

/** Whole minutes since `fetchedAt`, for "tasa BCV de hace N min" on checkout. */
export function ageMinutes(fetchedAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(fetchedAt).getTime()) / 60_000));
}

export async function getCurrentRate(ctx: AppContext) {
  const r = await currentRate(ctx.db);
  return {
    rate: r.display,
    source: r.source,
    fetchedAt: r.fetchedAt,
    valueDate: r.valueDate,
    ageMinutes: ageMinutes(r.fetchedAt),
  };
}

export function serializeRate(row: repo.RateRow, email: string | null = null): RateEntry {
  return {
    id: row.id,
    rate: formatRate(row.rate),
    rateExact: row.rate,
    source: row.source,
    valueDate: row.valueDate,
    fetchedAt: iso(row.fetchedAt),
    createdBy: row.createdBy ? { id: row.createdBy, email } : null,
  };
}

export async function listRateHistory(ctx: AppContext, page: { page: number; limit: number }) {
  const { rows, total } = await repo.listRates(ctx.db, page);
  // Who typed a rate in: their e-mail (auth).
  const people = await findPeople(
    ctx.db,
    rows.map((r) => r.createdBy),
  );
  return {
    items: rows.map((r) =>
      serializeRate(r, (r.createdBy && people.get(r.createdBy)?.email) ?? null),
    ),
    total,
    hasMore: page.page * page.limit < total,
  };
}
