/**
 * Creates an order atomically from the buyer's live holds: all seats or none, the BCV
 * rate frozen on it, money in exact decimals. Sold-once is the database's job
 * (order_seats_live_seat_key); a reused bank reference is payments_bank_reference_key's.
 */
import { addMoney } from '@tickera/shared/money';
import {
  COUNTER_METHODS,
  PAYMENT_METHOD_LABELS,
  type CreateOrder,
} from '@tickera/shared/schemas/orders';
import { can } from '@tickera/shared/permissions';
import { priceOrder } from '@tickera/shared/pricing';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { AuthUser } from '../auth/public';
import { insertRedemption } from '../coupons/public';
import { redeemCoupon } from '../coupons/service';
import * as events from '../events/public';
import * as holds from '../holds/public';
import * as seating from '../seating/public';
import { currentRate } from '../rates/service';
import { readOrder } from './read';
import { recordSale } from './record-sale';
import { queuePendingPaymentMail } from './order-mail';
import { refuseThirdPendingOrder } from './payment-deadline';
import * as repo from './repo';
import { findPaymentDeadlineMinutes, readSettings } from '../settings/service';
import { refuseSaleConflict, requireActiveBank, requireCustomer } from './sale-checks';
import { lockForTransaction } from '../../lib/locks';

export async function createOrder(
  ctx: AppContext,
  actor: AuthUser,
  input: CreateOrder,
  idempotencyKey: string | undefined,
  ip: string,
) {
  if (
    input.customerId &&
    input.customerId !== actor.id &&
    !can(actor.role, 'orders.createForCustomer')
  )
    throw new AppError('FORBIDDEN');
  if (input.courtesy && !can(actor.role, 'orders.courtesy')) throw new AppError('FORBIDDEN');
  if (
    (COUNTER_METHODS as readonly string[]).includes(input.paymentMethod) &&
    !can(actor.role, 'orders.createForCustomer')
  )
    throw fieldError('paymentMethod', 'El efectivo y el punto de venta se pagan en taquilla');
  if (
    input.paymentMethod === 'ZELLE' &&
    !input.payment &&
    !can(actor.role, 'orders.createForCustomer')
  )
    throw fieldError('payment', 'Indique la referencia, la fecha y el monto de su pago Zelle');
  if (input.credit && !can(actor.role, 'orders.credit')) throw new AppError('FORBIDDEN');
  const customerId = input.customerId ?? actor.id;
  await requireCustomer(ctx.db, customerId);
  if (!(await events.findEventVisibility(ctx.db, input.eventId))?.onSale)
    throw new AppError('EVENT_NOT_ON_SALE');
  await requireActiveBank(ctx.db, input.payment);

  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      if (idempotencyKey) {
        // Requests with one key run one at a time; a repeat answers with the first one's order.
        await lockForTransaction(tx, actor.id, idempotencyKey);
        const existing = await repo.findOrderIdByKey(tx, actor.id, idempotencyKey);
        if (existing) return { id: existing, order: null, replayed: true, seatIds: [] as string[] };
      }
      // The order takes exactly the caller's live holds; an expired row the sweeper has not
      // removed yet is no hold and blocks nothing (it only explains a cart that ran out).
      const holdRows = await holds.findHoldRows(tx, actor.id, input.eventId);
      const live = holdRows.filter((h) => h.live);
      if (!live.length) throw new AppError(holdRows.length ? 'HOLD_EXPIRED' : 'NO_HOLDS');
      await seating.lockSeats(
        tx,
        live.map((h) => h.seatId),
      );
      const consumed = await holds.consumeLiveHolds(tx, actor.id, input.eventId);
      if (consumed.length !== live.length) throw new AppError('HOLD_EXPIRED');
      const seats = (await seating.describeSeats(tx, consumed))
        .map((s) => ({ seatId: s.seatId, zoneId: s.zoneId, price: s.basePrice }))
        .sort((a, b) => (a.seatId < b.seatId ? -1 : a.seatId > b.seatId ? 1 : 0));
      await refuseThirdPendingOrder(tx, customerId, input.eventId);
      // A buyer paying online gets the payment instructions, which show the settings: they
      // are read once, deadline included.
      const mailed = customerId === actor.id;
      const settings = mailed ? await readSettings(tx) : null;
      const paymentDueAt = repo.minutesFromNow(
        settings?.paymentDeadlineMinutes ?? (await findPaymentDeadlineMinutes(tx)),
      );

      const [pricing, rate] = await Promise.all([
        events.findEventPricing(tx, input.eventId),
        currentRate(tx),
      ]);
      const seatPrices = seats.map((s) => s.price);
      const coupon = input.couponCode
        ? await redeemCoupon(tx, {
            code: input.couponCode,
            eventId: input.eventId,
            customerId,
            base: addMoney('0', ...seatPrices),
          })
        : null;
      const price = priceOrder(
        seatPrices,
        pricing,
        rate.rate,
        coupon?.discount ?? '0.00',
        input.courtesy === true,
      );
      const label = PAYMENT_METHOD_LABELS[input.paymentMethod];
      const channel = input.courtesy ? 'CORTESIA' : customerId === actor.id ? 'WEB' : 'TAQUILLA';
      const id = await recordSale(ctx, tx, {
        order: {
          eventId: input.eventId,
          customerId,
          createdBy: actor.id,
          channel,
          paymentMethod: input.paymentMethod,
          ...price,
          rate: rate.rate,
          courtesy: input.courtesy ?? false,
          credit: input.credit ?? false,
          // Spec §3: notes carry the event code and the payment method.
          notes: [`${pricing.code} - ${label}`, input.notes].filter(Boolean).join(' · '),
          booking: { seatIds: seats.map((s) => s.seatId) },
          paymentDueAt,
          idempotencyKey: idempotencyKey ?? null,
        },
        seats,
        payment: input.payment && {
          method: input.paymentMethod,
          details: input.payment,
          rate: rate.rate,
        },
      });
      if (coupon)
        await insertRedemption(tx, {
          orderId: id,
          customerId,
          eventId: input.eventId,
          couponId: coupon.couponId,
          code: coupon.code,
          discount: coupon.discount,
        });
      // A buyer paying online learns how and by when; a counter sale is settled on the spot.
      // The order read for the e-mail is also the answer: it is not read again after commit.
      const order = settings ? await readOrder(tx, id) : null;
      if (order && settings) await queuePendingPaymentMail(ctx, tx, order, settings);
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'orders.create',
        entity: 'order',
        entityId: id,
        after: { seats: seats.length, total: price.total, channel },
        ip,
      });
      return { id, order, replayed: false, seatIds: seats.map((seat) => seat.seatId) };
    });
    if (!outcome.replayed) {
      // After commit, batched with the holds' changes: a NOTIFY inside this transaction would
      // hold PostgreSQL's notify lock until commit and queue every order behind it (decision 015).
      ctx.seatFeed.publish(
        input.eventId,
        outcome.seatIds.map((seatId) => ({ seatId, status: 'sold' as const })),
      );
      ctx.mailer.kick();
    }
    return {
      order: outcome.order ?? (await readOrder(ctx.db, outcome.id)),
      replayed: outcome.replayed,
    };
  } catch (err) {
    refuseSaleConflict(err);
  }
}
