/** Staff actions on an order: approve (tickets + e-mail), flag for review, cancel (seats back). */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { rows } from '../../lib/sql';
import type { AuthUser } from '../auth/current-user';
import * as holds from '../holds/repo';
import { notifySeatChanges } from '../realtime/seat-feed';
import { issueOrderTickets, voidOrderTickets } from '../tickets/repo';
import { readOrder } from './read';
import { queueTicketMail } from './ticket-delivery';
import { checkApproval } from './approval-rules';
import type { ApproveOrder } from '@tickera/shared/schemas/orders';
import { returnCouponUse } from '../coupons/repo';

async function refuseWrongStatus(tx: Tx, id: string): Promise<never> {
  const [row] = await rows<{ status: string }>(tx, sql`select status from orders where id = ${id}`);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'PAGADA') throw new AppError('ORDER_ALREADY_PAID');
  throw new AppError('ORDER_CANCELLED');
}

export async function approveOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  ip: string,
  input: ApproveOrder = {},
) {
  await ctx.db.transaction(async (tx) => {
    // Locks the order row first: two approvals of one order run one after the other.
    const { shortfall } = await checkApproval(tx, actor, id, input);
    const updated = await rows<{ id: string }>(
      tx,
      sql`update orders set status = 'PAGADA', approved_at = now(), approved_by = ${actor.id}, in_review = false,
            shortfall_reason = ${shortfall?.reason ?? null}, updated_at = now()
          where id = ${id} and status = 'PENDIENTE' returning id`,
    );
    if (!updated.length) await refuseWrongStatus(tx, id);
    await tx.execute(
      sql`update payments set status = 'APROBADO' where order_id = ${id} and is_active`,
    );
    await issueOrderTickets(tx, id);
    await queueTicketMail(ctx, tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'orders.approve',
      entity: 'order',
      entityId: id,
      data: shortfall ? { shortfall } : undefined,
      ip,
    });
  });
  ctx.mailer.kick();
  return readOrder(ctx.db, id);
}

export async function reviewOrder(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  inReview: boolean,
  ip: string,
) {
  await ctx.db.transaction(async (tx) => {
    const updated = await rows<{ id: string }>(
      tx,
      sql`update orders set in_review = ${inReview}, updated_at = now() where id = ${id} returning id`,
    );
    if (!updated.length) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'orders.review',
      entity: 'order',
      entityId: id,
      data: { inReview },
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
    if (await cancelOrderInTx(tx, { id, actorId: actor.id, reason, notesText, ip })) return;
    const [exists] = await rows<{ id: string }>(tx, sql`select id from orders where id = ${id}`);
    throw new AppError(exists ? 'ORDER_CANCELLED' : 'NOT_FOUND');
  });
  return readOrder(ctx.db, id);
}

/**
 * Cancels in the caller's transaction: seats back on sale (live on every seat map), the
 * coupon use returned, tickets voided, the order kept with reason, author and time.
 * False when the order was already cancelled (or, with `onlyOverdue`, is no longer an
 * overdue PENDIENTE order): the conditional update makes a cancel happen once.
 */
export async function cancelOrderInTx(
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
  const seatRows = await rows<{ seatId: string }>(
    tx,
    sql`select seat_id as "seatId" from order_seats where order_id = ${p.id} and is_active`,
  );
  if (seatRows.length)
    await holds.lockSeats(
      tx,
      seatRows.map((s) => s.seatId),
    );
  const condition = p.onlyOverdue
    ? sql`status = 'PENDIENTE' and payment_due_at <= now()`
    : sql`status <> 'ANULADA'`;
  const updated = await rows<{ eventId: string }>(
    tx,
    sql`update orders set status = 'ANULADA', cancelled_at = now(), cancelled_by = ${p.actorId}, cancellation_reason = ${p.reason},
          cancellation_notes = ${p.notesText ?? null}, updated_at = now()
        where id = ${p.id} and ${condition} returning event_id as "eventId"`,
  );
  if (!updated.length) return false;
  await tx.execute(sql`update order_seats set is_active = false where order_id = ${p.id}`);
  await voidOrderTickets(tx, p.id);
  await returnCouponUse(tx, p.id);
  await notifySeatChanges(
    tx,
    updated[0].eventId,
    seatRows.map((s) => ({ seatId: s.seatId, status: 'available' as const })),
  );
  await writeAudit(tx, {
    actorId: p.actorId,
    action: 'orders.cancel',
    entity: 'order',
    entityId: p.id,
    data: { reason: p.reason, notesText: p.notesText },
    ip: p.ip,
  });
  return true;
}
