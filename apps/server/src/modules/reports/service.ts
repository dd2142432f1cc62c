/** The books: settlement, sales, seats by zone and today's indicators, as JSON or files. */
import { PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import type {
  Indicators,
  SalesQuery,
  SeatsByZoneQuery,
  Settlement,
  SettlementQuery,
} from '@tickera/shared/schemas/reports';
import { addMoney, fromCents, toCents } from '@tickera/shared/money';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import { readSettings } from '../settings/service';
import * as repo from './read-model';

const compareMoney = (a: string, b: string) => Number(toCents(a) - toCents(b));

const negate = (a: string) => fromCents(-toCents(a));
/** a − b − c … exact. */
const subtractMoney = (a: string, ...minus: string[]) =>
  fromCents(minus.reduce((n, m) => n - toCents(m), toCents(a)));

export async function reportEvents(ctx: AppContext) {
  const found = await repo.listReportEvents(ctx.db);
  return { items: found.map((e) => ({ ...e, startAt: iso(e.startAt) })) };
}

export async function settlement(ctx: AppContext, q: SettlementQuery): Promise<Settlement> {
  const head = await repo.findEventHead(ctx.db, q.eventId);
  if (!head) throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  const [{ totals: money, byMethod }, zoneList, seats, settings] = await Promise.all([
    repo.settlementTotals(ctx.db, q.eventId, q),
    repo.eventZones(ctx.db, q.eventId),
    repo.settlementSeats(ctx.db, q.eventId, q),
    readSettings(ctx.db),
  ]);
  const sold = seats.filter((g) => !g.courtesy);
  const seatsOf = (groups: repo.SeatGroup[]) => groups.reduce((n, g) => n + g.seats, 0);
  const totals = {
    ...money,
    seatsSold: seatsOf(sold),
    courtesies: seatsOf(seats.filter((g) => g.courtesy)),
  };
  const zones = zoneList.map((z) => {
    const inZone = sold.filter((g) => g.zoneId === z.id);
    return {
      zoneName: z.name,
      seatsSold: seatsOf(inZone),
      gross: addMoney('0', ...inZone.map((g) => g.gross)),
      grossVes: addMoney('0', ...inZone.map((g) => g.grossVes)),
    };
  });
  const methods = byMethod
    .map((m) => ({ ...m, seats: seatsOf(sold.filter((g) => g.paymentMethod === m.paymentMethod)) }))
    .sort(
      (a, b) => compareMoney(b.total, a.total) || a.paymentMethod.localeCompare(b.paymentMethod),
    );
  // Every string of the totals is an amount: "1234.5000" → "1234.50".
  const t = Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [k, typeof v === 'string' ? addMoney(v) : v]),
  ) as typeof totals;
  // Derived lines are differences of the converted sums, so each column adds up to the cent.
  const totalsOut = {
    ...t,
    feeCharged: subtractMoney(t.total, t.gross, negate(t.discount), t.tax, t.iva),
    feeChargedVes: subtractMoney(t.totalVes, t.grossVes, negate(t.discountVes), t.taxVes, t.ivaVes),
    net: subtractMoney(t.total, t.fee, t.tax, t.iva),
    netVes: subtractMoney(t.totalVes, t.feeVes, t.taxVes, t.ivaVes),
  };
  return {
    event: {
      id: head.id,
      name: head.name,
      code: head.code,
      startAt: iso(head.startAt),
      locationName: head.locationName,
    },
    store: head.storeName ? { name: head.storeName, rif: head.storeRif } : null,
    operator: { name: settings.name, rif: settings.rif },
    from: q.from ?? null,
    to: q.to ?? null,
    issuedAt: new Date().toISOString(),
    zones,
    byPaymentMethod: methods.map((m) => ({
      ...m,
      total: addMoney(m.total),
      totalVes: addMoney(m.totalVes),
      label: (PAYMENT_METHOD_LABELS as Record<string, string>)[m.paymentMethod] ?? m.paymentMethod,
    })),
    totals: totalsOut,
  };
}

function toMoney<T extends { gross: string; grossVes: string }>(r: T): T {
  return {
    ...r,
    gross: addMoney(r.gross),
    grossVes: addMoney(r.grossVes),
  };
}

export async function salesByDayZone(ctx: AppContext, q: SalesQuery) {
  return { rows: (await repo.salesByDayZone(ctx.db, q)).map(toMoney) };
}

export async function producerSales(ctx: AppContext, q: SalesQuery) {
  return { rows: (await repo.producerSales(ctx.db, q)).map(toMoney) };
}

export async function seatsByZone(ctx: AppContext, q: SeatsByZoneQuery) {
  if (!(await repo.findEventHead(ctx.db, q.eventId)))
    throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  return { rows: await repo.seatsByZone(ctx.db, q.eventId) };
}

export async function today(ctx: AppContext): Promise<Indicators> {
  const { day, rows } = await repo.todayByEvent(ctx.db);
  const byEvent = rows.map((r) => ({
    ...r,
    startAt: iso(r.startAt),
    gross: addMoney(r.gross),
    grossVes: addMoney(r.grossVes),
    oldestPendingAt: r.oldestPendingAt && iso(r.oldestPendingAt),
  }));
  const sum = (k: 'orders' | 'seatsSold' | 'pendingApprovals' | 'checkIns') =>
    byEvent.reduce((n, r) => n + r[k], 0);
  const oldest = byEvent
    .map((r) => r.oldestPendingAt)
    .filter((t): t is string => t !== null)
    .sort()[0];
  return {
    day,
    orders: sum('orders'),
    seatsSold: sum('seatsSold'),
    gross: addMoney('0', ...byEvent.map((r) => r.gross)),
    grossVes: addMoney('0', ...byEvent.map((r) => r.grossVes)),
    pendingApprovals: sum('pendingApprovals'),
    oldestPendingAt: oldest ?? null,
    checkIns: sum('checkIns'),
    byEvent,
  };
}
