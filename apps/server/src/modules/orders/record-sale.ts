/**
 * The one way a sale is written: the order, its seats, the payment declared with it, and —
 * for money seen at the counter — approval on the spot (PAGADA, tickets, their e-mail). The
 * web checkout, the box office and a membership's season orders all record their sales here,
 * in the caller's transaction, once the seats are locked and theirs. After commit the caller
 * publishes the seats as sold and kicks the mailer.
 */
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema/orders';
import { findEventBriefs } from '../events/public';
import { insertOrderPayment } from '../payments/public';
import { fulfilWaitlistOffer } from '../tickets/public';
import * as repo from './repo';
import { settleApprovedOrders } from './manage-order';

export interface Sale {
  order: PgInsertValue<typeof orders>;
  seats: { seatId: string; zoneId: string; price: string }[];
  /** The payment declared with the order (a reference, an amount, a bank). */
  payment?: {
    method: string;
    details: { bankId: string; reference: string; amount: string; currency: string; date: string };
    rate: string;
  };
  /** Paid at once (cash or POS at the counter): approved by `actorId`, the seller. */
  paidAtOnce?: { actorId: string; ip?: string };
}

/** Writes the sale; its order's id. */
export async function recordSale(ctx: AppContext, tx: Tx, sale: Sale): Promise<string> {
  // Every order records the store of its event (where it was sold; reports group by it).
  const event = (await findEventBriefs(tx, [String(sale.order.eventId)])).get(
    String(sale.order.eventId),
  );
  const orderId = await repo.insertOrder(tx, { storeId: event?.storeId ?? null, ...sale.order });
  await repo.insertOrderSeats(tx, orderId, sale.seats);
  // Seats a waiting-list offer held for this customer: the offer is done (decision 037).
  if (sale.order.customerId)
    await fulfilWaitlistOffer(tx, {
      eventId: String(sale.order.eventId),
      customerId: String(sale.order.customerId),
      seatIds: sale.seats.map((s) => s.seatId),
      orderId,
    });
  if (sale.payment)
    await insertOrderPayment(
      tx,
      orderId,
      sale.payment.method,
      sale.payment.details,
      sale.payment.rate,
    );
  if (sale.paidAtOnce) await settleApprovedOrders(ctx, tx, [{ ...sale.paidAtOnce, orderId }]);
  return orderId;
}
