/** Queues the e-mails of an unpaid order: the payment instructions with the deadline, and its expiry. */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { paymentDeadlineMail, pendingPaymentMail, type OrderMailInput } from '../mail/order-mails';
import { readSettings } from '../settings/service';
import { readOrder } from './read';
import { findPaymentDueAt } from './repo';

async function mailInput(tx: Tx, orderId: string, dueAt?: Date): Promise<OrderMailInput | null> {
  const o = await readOrder(tx, orderId);
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

/** After a buyer's online order: how and by when to pay. */
export async function queuePendingPaymentMail(ctx: AppContext, tx: Tx, orderId: string) {
  const input = await mailInput(tx, orderId);
  if (input)
    await ctx.mailer.enqueue(tx, pendingPaymentMail(ctx.config, await readSettings(tx), input));
}

/** After the deadline job cancelled the order (ANULADA now, so the deadline comes from the row). */
export async function queueDeadlineMail(ctx: AppContext, tx: Tx, orderId: string) {
  const input = await mailInput(tx, orderId, (await findPaymentDueAt(tx, orderId)) ?? undefined);
  if (input)
    await ctx.mailer.enqueue(tx, paymentDeadlineMail(ctx.config, await readSettings(tx), input));
}
