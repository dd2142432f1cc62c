/** Staff actions on an order: approve (tickets + e-mail), flag for review, cancel (seats back). */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { AuthUser } from '../auth/public';
import { approveOrderPayments } from '../payments/public';
import * as seating from '../seating/public';
import { notifySeatChanges } from '../realtime/public';
import {
  issueOrderTickets,
  offerReleasedSeats,
  queueTicketMail,
  voidOrderTickets,
} from '../tickets/public';
import { readOrder } from './read';
import * as repo from './repo';
import { checkApproval, type ApprovalCheck } from './approval-rules';
import type { ApproveOrder, Order } from '@tickera/shared/schemas/orders';
import { returnCouponUse } from '../coupons/public';

async function refuseWrongStatus(tx: Tx, id: string): Promise<never> {
  const status = await repo.findOrderStatus(tx, id);
  if (!status) throw new AppError('NOT_FOUND');
  if (status === 'PAGADA') throw new AppError('ORDER_ALREADY_PAID');
  throw new AppError('ORDER_CANCELLED');
}

export async function approveOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  ip: string,
  input: ApproveOrder = {},
) {
  const order = await ctx.db.transaction(async (tx) => {
    // Locks the order rows first: two approvals of one order run one after the other.
    const { shortfall, orderIds } = await checkApproval(tx, actor, id, input);
    let answer: Order | undefined;
    // One order, or every pending order of its membership (one payment pays the season).
    for (const orderId of orderIds) {
      const paid = await settleApprovedOrder(ctx, tx, {
        actorId: actor.id,
        orderId,
        shortfall,
        ip,
      });
      if (orderId === id) answer = paid;
    }
    return answer!;
  });
  ctx.mailer.kick();
  return order;
}

/**
 * An approved order, in the caller's transaction: PAGADA, its tickets, their e-mail and the
 * audit. The approve action and the counter sale of a membership (cash, POS) both end here;
 * the caller has checked the payment and who approves. Kick the mailer after commit.
 */
export async function settleApprovedOrder(
  ctx: AppContext,
  tx: Tx,
  p: {
    actorId: string;
    orderId: string;
    shortfall?: ApprovalCheck['shortfall'];
    ip?: string;
  },
): Promise<Order> {
  const { orderId: id, shortfall } = p;
  const paid = await repo.markOrderPaid(tx, id, p.actorId, shortfall?.reason ?? null);
  if (paid) await approveOrderPayments(tx, id);
  if (!paid) await refuseWrongStatus(tx, id);
  await issueOrderTickets(tx, ctx.ticketCodes, id, await repo.findLiveOrderSeats(tx, id));
  // Paid, with its tickets: what the e-mail shows and the answer (not read again after commit).
  const paidOrder = await readOrder(tx, id);
  await queueTicketMail(ctx, tx, paidOrder);
  await writeAudit(tx, {
    actorId: p.actorId,
    action: 'orders.approve',
    entity: 'order',
    entityId: id,
    before: { status: 'PENDIENTE' },
    after: shortfall ? { status: 'PAGADA', shortfall } : { status: 'PAGADA' },
    ip: p.ip,
  });
  return paidOrder;
}

export async function reviewOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  inReview: boolean,
  ip: string,
) {
  await ctx.db.transaction(async (tx) => {
    const was = await repo.setInReview(tx, id, inReview);
    if (was === undefined) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'orders.review',
      entity: 'order',
      entityId: id,
      before: { inReview: was },
      after: { inReview },
      ip,
    });
  });
  return readOrder(ctx.db, id);
}

/** Invariant 5: the order stays (with reason, author, time); its seats go back on sale. */
export async function cancelOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  reason: string,
  notesText: string | undefined,
  ip: string,
) {
  await ctx.db.transaction(async (tx) => {
    if (await cancelOrderInTx(ctx, tx, { id, actorId: actor.id, reason, notesText, ip })) return;
    throw new AppError((await repo.orderExists(tx, id)) ? 'ORDER_CANCELLED' : 'NOT_FOUND');
  });
  return readOrder(ctx.db, id);
}

/**
 * Cancels in the caller's transaction: seats back on sale (live on every seat map), the
 * coupon use returned, tickets voided, the seats offered to the event's waiting list,
 * the order kept with reason, author and time.
 * False when the order was already cancelled (or, with `onlyOverdue`, is no longer an
 * overdue PENDIENTE order): the conditional update makes a cancel happen once.
 */
export async function cancelOrderInTx(
  ctx: AppContext,
  tx: Tx,
  p: {
    id: string;
    /** Null when the system cancels (payment deadline). */
    actorId: string | null;
    reason: string;
    notesText?: string;
    ip?: string;
    onlyOverdue?: boolean;
  },
): Promise<boolean> {
  // The order before its seats, as approval takes them (repo.lockOrders).
  await repo.lockOrders(tx, [p.id]);
  const seatIds = await repo.findLiveOrderSeatIds(tx, p.id);
  if (seatIds.length) await seating.lockSeats(tx, seatIds);
  const cancelled = await repo.markOrderCancelled(tx, p);
  if (!cancelled) return false;
  const { eventId } = cancelled;
  await voidOrderTickets(tx, p.id);
  await returnCouponUse(tx, p.id);
  await notifySeatChanges(
    tx,
    eventId,
    seatIds.map((seatId) => ({ seatId, status: 'available' as const })),
  );
  // The waiting list's first in line get the seats before any buyer can (issue 26).
  await offerReleasedSeats(ctx, tx, eventId, seatIds);
  await writeAudit(tx, {
    actorId: p.actorId,
    action: 'orders.cancel',
    entity: 'order',
    entityId: p.id,
    before: { status: cancelled.before },
    after: { status: 'ANULADA', reason: p.reason, notesText: p.notesText ?? null },
    ip: p.ip,
  });
  return true;
}
