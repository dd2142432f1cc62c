/**
 * Bank-statement reconciliation (pretix's bank import is the model): the statement's
 * credit lines are matched to orders by bank and normalized reference; a match within
 * RECONCILE_TOLERANCE_VES of the order's Bs.S total is "matched", a larger difference is
 * "amountMismatch", the rest "unmatched". Nothing is approved until the staff confirms.
 */
import type { FastifyBaseLogger } from 'fastify';
import { addMoney, fromCents, toCents } from '@tickera/shared/money';
import {
  RECONCILE_TOLERANCE_VES,
  statementMappingSchema,
  type ReconcileResult,
  type StatementMapping,
} from '@tickera/shared/schemas/reconcile';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { AppError, fieldError } from '../../../errors';
import { writeAudit } from '../../../lib/audit';
import type { AuthUser } from '../../auth/public';
import { findPeople, fullName } from '../../auth/public';
import { findSeasonOrders } from '../../memberships/public';
import { approveOrders, findOrderBriefs } from '../../orders/public';
import { findBanks } from '../../stores/service';
import { detectMapping, readLines } from './map-statement';
import { readStatement, type StatementTable } from './read-statement';
import * as repo from './reconcile-repo';

/**
 * Each payment with its order's number, status and customer, and the amount it must cover:
 * the order's total, or for a membership's order the total of the season's unpaid orders,
 * which the one payment pays (decision 029).
 */
async function describePayments(db: Tx, found: repo.PaymentOfReference[]) {
  const seasons = await findSeasonOrders(
    db,
    found.map((p) => p.orderId),
  );
  const orders = await findOrderBriefs(db, [
    ...found.map((p) => p.orderId),
    ...[...seasons.values()].flat(),
  ]);
  const people = await findPeople(
    db,
    [...orders.values()].map((o) => o.customerId),
  );
  return found.map((p) => {
    const order = orders.get(p.orderId)!;
    const season = seasons.get(p.orderId);
    const unpaid = season?.flatMap((id) => {
      const o = orders.get(id);
      return o && o.status === 'PENDIENTE' ? [o.totalVes] : [];
    });
    return {
      ...p,
      orderNumber: order.number,
      status: order.status,
      totalVes: unpaid?.length ? addMoney(...unpaid) : order.totalVes,
      customerName: fullName(people.get(order.customerId)),
    };
  });
}

export interface StatementUpload {
  bankId: string;
  file: Buffer;
  /** A mapping typed by the user: used, and remembered for the bank. */
  mapping?: StatementMapping;
}

/**
 * The bank's remembered mapping when it fits the file, else one guessed from the headers;
 * neither → 422 with the file's first rows, so the user can name the columns once.
 */
async function readWithKnownMapping(ctx: AppContext, bankId: string, table: StatementTable) {
  const stored = statementMappingSchema.safeParse(await repo.findStatementMapping(ctx.db, bankId));
  for (const mapping of [stored.success ? stored.data : null, detectMapping(table)]) {
    if (!mapping) continue;
    try {
      return { mapping, lines: readLines(table, mapping) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  throw new AppError('STATEMENT_COLUMNS_UNKNOWN', {
    headers: table.slice(0, 10).map((r) => r.filter(Boolean)),
  });
}

/** POST /api/payments/reconcile */
export async function reconcileStatement(
  ctx: AppContext,
  actor: AuthUser,
  upload: StatementUpload,
): Promise<ReconcileResult> {
  const [bank] = await findBanks(ctx.db, [upload.bankId]);
  if (!bank) throw fieldError('bankId', 'Banco inexistente');
  const table = await readStatement(upload.file);
  const { mapping, lines } = upload.mapping
    ? { mapping: upload.mapping, lines: readLines(table, upload.mapping) }
    : await readWithKnownMapping(ctx, bank.id, table);
  const stored = await repo.findStatementMapping(ctx.db, bank.id);
  if (JSON.stringify(stored) !== JSON.stringify(mapping))
    await repo.saveStatementMapping(ctx.db, bank.id, mapping, actor.id);

  const credits = lines.filter((l) => toCents(l.amountVes) > 0n);
  const payments = await describePayments(
    ctx.db,
    await repo.findPaymentsByReferences(ctx.db, bank.id, [
      ...new Set(credits.map((l) => l.normalizedReference)),
    ]),
  );
  const byReference = new Map(payments.map((p) => [p.normalizedReference, p]));
  const tolerance = toCents(RECONCILE_TOLERANCE_VES);
  const result: ReconcileResult = {
    bankId: bank.id,
    mapping,
    matched: [],
    amountMismatch: [],
    unmatched: [],
    ignored: lines.length - credits.length,
  };
  const claimed = new Set<string>();
  for (const { normalizedReference, ...line } of credits) {
    const p = byReference.get(normalizedReference);
    if (!p || p.status !== 'PENDIENTE' || claimed.has(p.orderId)) {
      const reason =
        !p || claimed.has(p.orderId)
          ? 'NO_ORDER'
          : p.status === 'PAGADA'
            ? 'ALREADY_PAID'
            : 'CANCELLED';
      result.unmatched.push({
        ...line,
        reason,
        orderId: p && reason !== 'NO_ORDER' ? p.orderId : null,
      });
      continue;
    }
    claimed.add(p.orderId);
    const difference = toCents(line.amountVes) - toCents(p.totalVes);
    const match = {
      ...line,
      orderId: p.orderId,
      orderNumber: p.orderNumber,
      customerName: p.customerName,
      expectedVes: p.totalVes,
      differenceVes: fromCents(difference),
    };
    (difference >= -tolerance && difference <= tolerance
      ? result.matched
      : result.amountMismatch
    ).push(match);
  }
  return result;
}

/**
 * POST /api/payments/reconcile/confirm — approves each order as the approve action does
 * (tickets, e-mail, the same checks), in batches (decision 041); one order refused does not
 * stop the others.
 */
export async function confirmReconciliation(
  ctx: AppContext,
  actor: AuthUser,
  orderIds: string[],
  ip: string,
  log: FastifyBaseLogger,
) {
  const { approved, failed } = await approveOrders(ctx, actor, orderIds, ip, log);
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'payments.reconcile',
    entity: 'order',
    after: { approved, failed: failed.map((f) => f.orderId) },
    ip,
  });
  return { approved, failed };
}
