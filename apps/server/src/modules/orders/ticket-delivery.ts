/** Queues the ticket e-mail of a paid order (on approval, and again on a staff resend). */
import type { Order } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { ticketMail } from '../mail/ticket-mail';
import { writeAudit } from '../../lib/audit';
import { readOrder } from './read';
import { orderExists } from './repo';

/** `order`: its id, or the order as the transaction has just read it (approval answers with it). */
export async function queueTicketMail(
  ctx: AppContext,
  tx: Tx,
  order: string | Order,
): Promise<boolean> {
  if (typeof order === 'string') order = await readOrder(tx, order);
  if (order.status !== 'PAGADA')
    throw new AppError(
      'VALIDATION',
      { fields: { orderId: 'La orden no está pagada' } },
      'La orden no está pagada.',
      409,
    );
  if (!order.customer.email) return false;
  await ctx.mailer.enqueue(
    tx,
    await ticketMail(ctx.config, {
      to: order.customer.email,
      customerName: `${order.customer.name} ${order.customer.lastName}`.trim(),
      orderId: order.id,
      orderNumber: order.number,
      eventName: order.event.name,
      eventStartAt: new Date(order.event.startAt),
      location: `${order.event.location.name}, ${order.event.location.city}`,
      printTypes: order.event.printTypes,
      tickets: order.seats
        .filter((s) => s.ticket)
        .map((s) => ({ code: s.ticket!.code, zone: s.zone.name, seat: s.seat.name })),
    }),
  );
  return true;
}

/** POST /api/orders/:id/resend-tickets: the ticket e-mail again, audited. */
export async function resendTickets(ctx: AppContext, actorId: string, orderId: string, ip: string) {
  const queued = await ctx.db.transaction(async (tx) => {
    if (!(await orderExists(tx, orderId))) throw new AppError('NOT_FOUND');
    const ok = await queueTicketMail(ctx, tx, orderId);
    await writeAudit(tx, {
      actorId,
      action: 'tickets.resend',
      entity: 'order',
      entityId: orderId,
      ip,
    });
    return ok;
  });
  ctx.mailer.kick();
  return { queued };
}
