/**
 * Approving many orders at once: the bank statement's confirmation (decision 041). The same
 * checks and the same settlement as the approve action, APPROVAL_BATCH orders a transaction:
 * one lock and one read for a batch's checks, one insert for its tickets, another for its
 * e-mails (queued in the outbox, delivered by the mailer after commit) and one for its audit
 * rows. Between batches the event loop serves other requests.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/public';
import { checkApprovals } from './approval-rules';
import { settleApprovedOrders, type Settlement } from './manage-order';

/**
 * Orders in one transaction: long enough that a statement of thousands is a few dozen
 * commits, short enough that its locks and its time on the event loop stay small.
 */
export const APPROVAL_BATCH = 100;

export interface ApprovalOutcome {
  approved: string[];
  /** Orders left as they were, each with the refusal the approve action would answer. */
  failed: { orderId: string; code: string; message: string }[];
}

/**
 * Approves each order of the list. An order the rules refuse is reported and does not stop
 * the others; a batch whose transaction fails otherwise (a database error) leaves nothing
 * written and is tried again one order per transaction, so a bad row costs only itself.
 * Orders already approved answer ORDER_ALREADY_PAID and are not touched: sending the same
 * list again approves only what is left.
 */
export async function approveOrders(
  ctx: AppContext,
  actor: AuthUser,
  orderIds: string[],
  ip: string,
  log: FastifyBaseLogger,
): Promise<ApprovalOutcome> {
  const outcome: ApprovalOutcome = { approved: [], failed: [] };
  // A membership's orders are approved together: one of them later in the list is done.
  const settled = new Set<string>();
  const record = (batch: BatchOutcome) => {
    outcome.approved.push(...batch.approved);
    outcome.failed.push(...batch.failed);
    for (const id of batch.settled) settled.add(id);
  };
  const ids = [...new Set(orderIds)];
  for (let start = 0; start < ids.length; start += APPROVAL_BATCH) {
    if (start) await nextTurn();
    const batch = ids.slice(start, start + APPROVAL_BATCH).filter((id) => {
      if (settled.has(id)) outcome.approved.push(id);
      return !settled.has(id);
    });
    try {
      record(await approveBatch(ctx, actor, batch, ip));
    } catch (err) {
      log.error({ err, orders: batch.length }, 'approval batch failed; approving one by one');
      for (const orderId of batch)
        try {
          record(await approveBatch(ctx, actor, [orderId], ip));
        } catch (err) {
          if (!(err instanceof AppError)) log.error({ err, orderId }, 'approval failed');
          const { code, message } = err instanceof AppError ? err : new AppError('INTERNAL');
          outcome.failed.push({ orderId, code, message });
        }
    }
    ctx.mailer.kick();
  }
  return outcome;
}

interface BatchOutcome extends ApprovalOutcome {
  /** Every order made PAGADA (with a membership's, more than the list named). */
  settled: string[];
}

/** One transaction: the batch's checks under lock, then the approved ones settled together. */
function approveBatch(
  ctx: AppContext,
  actor: AuthUser,
  orderIds: string[],
  ip: string,
): Promise<BatchOutcome> {
  return ctx.db.transaction(async (tx) => {
    const checks = await checkApprovals(tx, actor, orderIds);
    const outcome: BatchOutcome = { approved: [], failed: [], settled: [] };
    const settlements: Settlement[] = [];
    for (const id of orderIds) {
      const check = checks.get(id)!;
      if (outcome.settled.includes(id)) outcome.approved.push(id);
      else if (check instanceof AppError)
        outcome.failed.push({ orderId: id, code: check.code, message: check.message });
      else {
        outcome.approved.push(id);
        outcome.settled.push(...check.orderIds);
        settlements.push(
          ...check.orderIds.map((orderId) => ({
            actorId: actor.id,
            orderId,
            shortfall: check.shortfall,
            ip,
          })),
        );
      }
    }
    if (settlements.length) await settleApprovedOrders(ctx, tx, settlements);
    return outcome;
  });
}
