/** The ticket e-mail of paid orders, queued in the caller's transaction (approval, resend). */
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { Order } from '@tickera/shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { issueShareLinks } from './share-link';
import { ticketMail } from './ticket-mail';

/** What the e-mail reads of a paid order (its tickets' codes; it draws their QR itself). */
export type MailedOrder = Pick<Order, 'id' | 'number' | 'status' | 'customer' | 'event'> & {
  seats: {
    zone: { name: string };
    seat: { name: string; access: SeatAccess };
    ticket: { code: string } | null;
  }[];
};

/** Queues the e-mail with the order's tickets; false when the customer has no e-mail. */
export async function queueTicketMail(
  ctx: AppContext,
  tx: Tx,
  order: MailedOrder,
): Promise<boolean> {
  return (await queueTicketMails(ctx, tx, [order])) > 0;
}

/**
 * Queues each order's e-mail with its tickets (share links in one insert, messages in
 * another); answers how many were queued (a customer without an e-mail gets none).
 */
export async function queueTicketMails(
  ctx: AppContext,
  tx: Tx,
  orders: MailedOrder[],
): Promise<number> {
  if (orders.some((o) => o.status !== 'PAGADA'))
    throw new AppError(
      'VALIDATION',
      { fields: { orderId: 'La orden no está pagada' } },
      'La orden no está pagada.',
      409,
    );
  const mailed = orders.flatMap((order) => {
    const to = order.customer.email;
    if (!to) return [];
    const tickets = order.seats
      .filter((s) => s.ticket)
      .map((s) => ({
        code: s.ticket!.code,
        zone: s.zone.name,
        seat: s.seat.name,
        access: s.seat.access,
      }));
    return [{ order, to, tickets }];
  });
  // A link to the tickets' page for WhatsApp (only when the customer still holds a ticket).
  const sharing = mailed.filter((m) => m.tickets.length);
  const links = await issueShareLinks(
    ctx,
    tx,
    sharing.map(({ order }) => ({
      orderId: order.id,
      userId: order.customer.id,
      eventName: order.event.name,
      eventStartAt: new Date(order.event.startAt),
    })),
  );
  const share = new Map(sharing.map((m, i) => [m.order, links[i]]));
  const mails = [];
  // One after another: each message draws its QR images, and a batch's hundreds at once
  // would keep the event loop from other requests.
  for (const { order, to, tickets } of mailed)
    mails.push(
      await ticketMail(ctx.config, {
        to,
        customerName: `${order.customer.name} ${order.customer.lastName}`.trim(),
        orderId: order.id,
        orderNumber: order.number,
        eventName: order.event.name,
        eventStartAt: new Date(order.event.startAt),
        location: `${order.event.location.name}, ${order.event.location.city}`,
        printTypes: order.event.printTypes,
        tickets,
        share: share.get(order),
      }),
    );
  await ctx.mailer.enqueueAll(tx, mails);
  return mails.length;
}
