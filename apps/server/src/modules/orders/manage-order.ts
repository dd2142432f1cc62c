/** Staff actions on an order: approve (tickets + e-mail), flag for review, cancel (seats back). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { rows } from '../../lib/sql';
import type { AuthUser } from '../../plugins/auth';
import * as holds from '../holds/repo';
import { notifySeatChanges } from '../realtime/seat-feed';
import { readOrder } from './read';
import { queueTicketMail } from './ticket-delivery';

/** A ticket code: 120 random bits; the door looks it up, so a forged code is simply unknown. */
function newTicketCode(): string {
  return `TK-${randomBytes(15).toString('base64url')}`;
}

async function refuseWrongStatus(tx: Tx, id: string): Promise<never> {
  const [row] = await rows<{ status: string }>(tx, sql`select status from orders where id = ${id}`);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'PAGADA') throw new AppError('ORDER_ALREADY_PAID');
  throw new AppError('ORDER_CANCELLED');
}

export async function approveOrder(ctx: AppContext, actor: AuthUser, id: string, ip: string) {
  await ctx.db.transaction(async (tx) => {
    const updated = await rows<{ id: string }>(
      tx,
      sql`update orders set status = 'PAGADA', approved_at = now(), approved_by = ${actor.id}, in_review = false, updated_at = now()
          where id = ${id} and status = 'PENDIENTE' returning id`,
    );
    if (!updated.length) await refuseWrongStatus(tx, id);
    await tx.execute(
      sql`update payments set status = 'APROBADO' where order_id = ${id} and is_active`,
    );
    const seats = await rows<{ orderSeatId: string; seatId: string; eventId: string }>(
      tx,
      sql`select os.id as "orderSeatId", os.seat_id as "seatId", s.event_id as "eventId"
          from order_seats os join seats s on s.id = os.seat_id where os.order_id = ${id} and os.is_active`,
    );
    for (const s of seats) {
      await tx.execute(sql`insert into tickets (order_seat_id, order_id, event_id, seat_id, code)
        values (${s.orderSeatId}, ${id}, ${s.eventId}, ${s.seatId}, ${newTicketCode()})`);
    }
    await queueTicketMail(ctx, tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'orders.approve',
      entity: 'order',
      entityId: id,
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
    const seatRows = await rows<{ seatId: string }>(
      tx,
      sql`select seat_id as "seatId" from order_seats where order_id = ${id} and is_active`,
    );
    if (seatRows.length)
      await holds.lockSeats(
        tx,
        seatRows.map((s) => s.seatId),
      );
    const updated = await rows<{ eventId: string }>(
      tx,
      sql`update orders set status = 'ANULADA', cancelled_at = now(), cancelled_by = ${actor.id}, cancellation_reason = ${reason},
            cancellation_notes = ${notesText ?? null}, updated_at = now()
          where id = ${id} and status <> 'ANULADA' returning event_id as "eventId"`,
    );
    if (!updated.length) {
      const [exists] = await rows<{ id: string }>(tx, sql`select id from orders where id = ${id}`);
      throw new AppError(exists ? 'ORDER_CANCELLED' : 'NOT_FOUND');
    }
    await tx.execute(sql`update order_seats set is_active = false where order_id = ${id}`);
    await tx.execute(sql`update tickets set is_active = false where order_id = ${id}`);
    await notifySeatChanges(
      tx,
      updated[0].eventId,
      seatRows.map((s) => ({ seatId: s.seatId, status: 'available' as const })),
    );
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'orders.cancel',
      entity: 'order',
      entityId: id,
      data: { reason, notesText },
      ip,
    });
  });
  return readOrder(ctx.db, id);
}
