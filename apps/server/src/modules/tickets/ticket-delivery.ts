/** The ticket e-mail of a paid order, queued in the caller's transaction (approval, resend). */
import type { Order } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { issueShareLink } from './share-link';
import { ticketMail } from './ticket-mail';

/** Queues the e-mail with the order's tickets; false when the customer has no e-mail. */
export async function queueTicketMail(ctx: AppContext, tx: Tx, order: Order): Promise<boolean> {
  if (order.status !== 'PAGADA')
    throw new AppError(
      'VALIDATION',
      { fields: { orderId: 'La orden no está pagada' } },
      'La orden no está pagada.',
      409,
    );
  if (!order.customer.email) return false;
  const tickets = order.seats
    .filter((s) => s.ticket)
    .map((s) => ({ code: s.ticket!.code, zone: s.zone.name, seat: s.seat.name }));
  // A link to the tickets' page for WhatsApp (only when the customer still holds a ticket).
  const share = tickets.length
    ? await issueShareLink(ctx, tx, {
        orderId: order.id,
        userId: order.customer.id,
        eventName: order.event.name,
        eventStartAt: new Date(order.event.startAt),
      })
    : undefined;
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
      tickets,
      share,
    }),
  );
  return true;
}
