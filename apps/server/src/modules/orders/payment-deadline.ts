/**
 * The payment deadline of an unpaid order (issue "Sale integrity"): every PENDIENTE order
 * has `payment_due_at`; past it the order is cancelled with reason PAYMENT_DEADLINE, its
 * seats go back on sale and the buyer gets an e-mail. A customer keeps at most
 * MAX_PENDING_ORDERS_PER_EVENT unpaid orders per event, so seats cannot be parked.
 */
import { MAX_PENDING_ORDERS_PER_EVENT } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { lockForTransaction, tryLockForTransaction } from '../../lib/locks';
import * as repo from './repo';
import { cancelOrderInTx } from './manage-order';
import { queueDeadlineMail } from './order-mail';

export const PAYMENT_DEADLINE_REASON = 'PAYMENT_DEADLINE';

/** Inside the order's transaction: a third unpaid order of one customer for one event is refused. */
export async function refuseThirdPendingOrder(tx: Tx, customerId: string, eventId: string) {
  // Two orders of one customer for one event are counted one at a time.
  await lockForTransaction(tx, `pending:${customerId}`, eventId);
  const pending = await repo.countPendingOrders(tx, customerId, eventId);
  if (pending >= MAX_PENDING_ORDERS_PER_EVENT)
    throw new AppError('PENDING_ORDERS_LIMIT', { pending, limit: MAX_PENDING_ORDERS_PER_EVENT });
}

/** One runner at a time among the processes sharing a PostgreSQL (ARCHITECTURE.md "Scale"). */
const LOCK = 'tickera:payment-deadline';

/**
 * The job: cancels every overdue PENDIENTE order. One process runs it at a time (a
 * try-lock; the others skip the round), and each cancel is a conditional update in its
 * own savepoint, so even two runners cancel an order once and one failure spoils no
 * other. Returns the ids it cancelled.
 */
export async function cancelOverdueOrders(ctx: AppContext, limit = 200): Promise<string[]> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, LOCK))) return [];
    const due = await repo.findOverdueOrderIds(tx, limit);
    const done: string[] = [];
    for (const id of due) {
      const ok = await tx.transaction(async (sp) => {
        const ok = await cancelOrderInTx(ctx, sp, {
          id,
          actorId: null,
          reason: PAYMENT_DEADLINE_REASON,
          notesText: 'Venció el plazo de pago',
          onlyOverdue: true,
        });
        if (ok) await queueDeadlineMail(ctx, sp, id);
        return ok;
      });
      if (ok) done.push(id);
    }
    return done;
  });
  if (cancelled.length) ctx.mailer.kick();
  return cancelled;
}
