/** Staff actions on an order: approve (tickets + e-mail), flag for review, cancel (seats back). */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit, writeAudits } from '../../lib/audit';
import type { AuthUser } from '../auth/public';
import { approveOrderPayments } from '../payments/public';
import * as seating from '../seating/public';
import { notifySeatChanges } from '../realtime/public';
import {
  issueOrderTickets,
  offerReleasedSeats,
  queueTicketMails,
  voidOrderTickets,
} from '../tickets/public';
import { drawTicketQrs, readOrder, readOrdersWithoutQr, type OrderWithoutQr } from './read';
import * as repo from './repo';
import { checkApproval, type ApprovalCheck } from './approval-rules';
import type { ApproveOrder } from '@tickera/shared/schemas/orders';
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
    // One order, or every pending order of its membership (one payment pays the season).
    const paid = await settleApprovedOrders(
      ctx,
      tx,
      orderIds.map((orderId) => ({ actorId: actor.id, orderId, shortfall, ip })),
    );
    return drawTicketQrs(paid.find((o) => o.id === id)!);
  });
  ctx.mailer.kick();
  return order;
}

export interface Settlement {
  actorId: string;
  orderId: string;
  shortfall?: ApprovalCheck['shortfall'];
  ip?: string;
}

/**
 * Approved orders, in the caller's transaction: PAGADA, their tickets, their e-mails and the
 * audit, one statement each whatever their number (the reconciliation's batches). The approve
 * action, the reconciliation and the counter sale of a membership (cash, POS) end here; the
 * caller has checked the payment and who approves. Kick the mailer after commit. Answers the
 * orders as paid, with their tickets, in the order given.
 */
export async function settleApprovedOrders(
  ctx: AppContext,
  tx: Tx,
  settled: Settlement[],
): Promise<OrderWithoutQr[]> {
  const ids = settled.map((s) => s.orderId);
  const paid = new Set(await repo.markOrdersPaid(tx, settled));
  const unpaid = ids.find((id) => !paid.has(id));
  if (unpaid) await refuseWrongStatus(tx, unpaid);
  await approveOrderPayments(tx, ids);
  await issueOrderTickets(tx, ctx.ticketCodes, await repo.findLiveOrderSeats(tx, ids));
  // Paid, with their tickets: what the e-mails show and the answer (not read again after commit).
  const orders = await readOrdersWithoutQr(tx, ids);
  await queueTicketMails(ctx, tx, orders);
  await writeAudits(
    tx,
    settled.map(({ orderId, shortfall, actorId, ip }) => ({
      actorId,
      action: 'orders.approve',
      entity: 'order',
      entityId: orderId,
      before: { status: 'PENDIENTE' },
      after: shortfall ? { status: 'PAGADA', shortfall } : { status: 'PAGADA' },
      ip,
    })),
  );
  return orders;
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
