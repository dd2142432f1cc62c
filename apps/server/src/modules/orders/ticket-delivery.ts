/** Queues the ticket e-mail of a paid order (on approval, and again on a staff resend). */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { ticketMail } from '../mail/ticket-mail';
import { readOrder } from './read';

export async function queueTicketMail(ctx: AppContext, tx: Tx, orderId: string): Promise<boolean> {
  const order = await readOrder(tx, orderId);
  if (order.status !== 'PAGADA')
    throw new AppError(
      'VALIDATION',
      { fields: { orderId: 'La orden no está pagada' } },
      'La orden no está pagada.',
      409,
    );
  if (!order.customer.email) return false;
  await enqueueMail(
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
