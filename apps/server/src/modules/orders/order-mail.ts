/** Queues the e-mails of an unpaid order: the payment instructions with the deadline, and its expiry. */
import type { Order } from '@tickera/shared/schemas/orders';
import type { Settings } from '@tickera/shared/schemas/settings';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { paymentDeadlineMail, pendingPaymentMail, type OrderMailInput } from './order-mails';
import { readSettings } from '../settings/service';
import { readOrder } from './read';
import { findPaymentDueAt } from './repo';

function mailInput(o: Order, dueAt?: Date): OrderMailInput | null {
  const due = dueAt ?? (o.paymentDueAt ? new Date(o.paymentDueAt) : null);
  if (!o.customer.email || !due) return null;
  return {
    to: o.customer.email,
    customerName: `${o.customer.name} ${o.customer.lastName}`.trim(),
    orderId: o.id,
    orderNumber: o.number,
    eventName: o.event.name,
    paymentMethod: o.paymentMethod,
    total: o.total,
    totalVes: o.totalVes,
    paymentDueAt: due,
  };
}

/**
 * After a buyer's online order: how and by when to pay. Takes the order and settings the
 * order's transaction has already read (the order is also the request's answer).
 */
export async function queuePendingPaymentMail(
  ctx: AppContext,
  tx: Tx,
  order: Order,
  settings: Settings,
) {
  const input = mailInput(order);
  if (input) await ctx.mailer.enqueue(tx, pendingPaymentMail(ctx.config, settings, input));
}

/** After the deadline job cancelled the order (ANULADA now, so the deadline comes from the row). */
export async function queueDeadlineMail(ctx: AppContext, tx: Tx, orderId: string) {
  const dueAt = (await findPaymentDueAt(tx, orderId)) ?? undefined;
  const input = mailInput(await readOrder(tx, orderId), dueAt);
  if (input)
    await ctx.mailer.enqueue(tx, paymentDeadlineMail(ctx.config, await readSettings(tx), input));
}
