/** Reads orders back whole, in the API's shape (seats, tickets with QR, payment). */
import { convertToVes, formatRate } from '@tickera/shared/money';
import type { ListOrdersQuery, Order } from '@tickera/shared/schemas/orders';
import type { Tx } from '../../db/client';
import { can } from '@tickera/shared/permissions';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/public';
import { iso } from '../../lib/sql';
import { qrDataUrl } from '../tickets/public';
import * as view from './order-view';

/** The payment with its amount in Bs.S at the order's frozen rate (what approval compares). */
function paymentOf(
  p: Awaited<ReturnType<typeof view.findPayments>>[number] | undefined,
  rate: string,
) {
  if (!p) return null;
  const { orderId: _orderId, ...payment } = p;
  return { ...payment, amountVes: p.currency === 'USD' ? convertToVes(p.amount, rate) : p.amount };
}

/**
 * `withCodes`: whether the reader may see a ticket's code and QR, given who holds it (the
 * order's customer, or whoever it was passed to): its holder, or `tickets.codes`; otherwise
 * a seat says its ticket was issued and no more. Without a reader (the order's own e-mail
 * and PDF), the tickets the customer still holds.
 */
async function assemble(
  db: Tx,
  orders: view.OrderRow[],
  withCodes?: (o: view.OrderRow, holderId: string) => boolean,
): Promise<Order[]> {
  return Promise.all((await assembleWithoutQr(db, orders, withCodes)).map(drawTicketQrs));
}

/** An order as read, before its tickets' QR images are drawn (what its e-mail needs). */
export type OrderWithoutQr = Omit<Order, 'seats'> & {
  seats: (Omit<Order['seats'][number], 'ticket'> & {
    ticket: Omit<NonNullable<Order['seats'][number]['ticket']>, 'qr'> | null;
  })[];
};

/** The order with the QR image of each ticket it shows. */
export async function drawTicketQrs(order: OrderWithoutQr): Promise<Order> {
  return {
    ...order,
    seats: await Promise.all(
      order.seats.map(async (s) => ({
        ...s,
        ticket: s.ticket && { ...s.ticket, qr: await qrDataUrl(s.ticket.code) },
      })),
    ),
  };
}

async function assembleWithoutQr(
  db: Tx,
  orders: view.OrderRow[],
  withCodes: (o: view.OrderRow, holderId: string) => boolean = (o, holderId) =>
    holderId === o.customerId,
): Promise<OrderWithoutQr[]> {
  const ids = orders.map((o) => o.id);
  const [seats, payments] = await Promise.all([
    view.findOrderSeats(db, ids),
    view.findPayments(db, ids),
  ]);
  return orders.map((o) => ({
    id: o.id,
    number: o.number,
    status: o.status,
    channel: o.channel,
    paymentMethod: o.paymentMethod,
    notes: o.notes,
    inReview: o.inReview,
    courtesy: o.courtesy,
    credit: o.credit,
    couponCode: o.couponCode,
    basePrice: o.basePrice,
    discount: o.discount,
    fee: o.fee,
    tax: o.tax,
    iva: o.iva,
    total: o.total,
    rate: formatRate(o.rate),
    totalVes: o.totalVes,
    createdAt: iso(o.createdAt),
    cancellationReason: o.cancellationReason,
    cancellationNotes: o.cancellationNotes,
    paymentDueAt: o.status === 'PENDIENTE' && o.paymentDueAt ? iso(o.paymentDueAt) : null,
    shortfallReason: o.shortfallReason,
    createdBy: { id: o.createdById, name: o.createdByName.trim() },
    approvedAt: o.approvedAt ? iso(o.approvedAt) : null,
    approvedBy: o.approvedByName,
    cancelledAt: o.cancelledAt ? iso(o.cancelledAt) : null,
    cancelledBy: o.cancelledByName,
    event: {
      id: o.eventId,
      name: o.eventName,
      code: o.eventCode,
      startAt: iso(o.eventStartAt),
      printTypes: o.printTypes,
      location: { name: o.locationName, city: o.locationCity },
    },
    customer: {
      id: o.customerId,
      name: o.customerName,
      lastName: o.customerLastName,
      email: o.customerEmail,
      identification: o.customerIdentification,
      phone: o.customerPhone,
    },
    seats: seats
      .filter((s) => s.orderId === o.id)
      .map((s) => ({
        seatId: s.seatId,
        price: s.price,
        zone: { id: s.zoneId, name: s.zoneName },
        seat: { id: s.seatId, name: s.seatName, row: s.row, index: s.index, access: s.access },
        // A ticket is shown only while its order is paid (API.md: valid only while PAGADA).
        ticketIssued: Boolean(s.ticketCode) && o.status === 'PAGADA',
        ticket:
          s.ticketId &&
          s.ticketCode &&
          o.status === 'PAGADA' &&
          withCodes(o, s.ticketHolderId ?? o.customerId)
            ? { id: s.ticketId, code: s.ticketCode }
            : null,
        transferred: Boolean(s.ticketHolderId) && s.ticketHolderId !== o.customerId,
      })),
    payment: paymentOf(
      payments.find((p) => p.orderId === o.id),
      o.rate,
    ),
  }));
}

/**
 * Orders read back for their customer, in the order of `ids` (an unknown id is left out),
 * without drawing QR images: what their ticket e-mails need (they draw their own).
 */
export async function readOrdersWithoutQr(db: Tx, ids: string[]): Promise<OrderWithoutQr[]> {
  const found = new Map(
    (await assembleWithoutQr(db, await view.findOrdersByIds(db, ids))).map((o) => [o.id, o]),
  );
  return ids.flatMap((id) => found.get(id) ?? []);
}

export async function readOrder(db: Tx, id: string): Promise<Order> {
  const [order] = await assemble(db, await view.findOrderById(db, id));
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** Whether `reader` may see the entry code of a ticket held by `holderId` (an order's customer, or whom it was passed to). */
export function seesCodes(reader: AuthUser, holderId: string): boolean {
  return reader.id === holderId || can(reader.role, 'tickets.codes');
}

/** A customer's orders as `reader` may see them (the customer, or staff). */
export async function readCustomerOrders(
  db: Tx,
  reader: AuthUser,
  customerId: string,
  opts: { includeCancelled?: boolean } = {},
): Promise<Order[]> {
  return assemble(
    db,
    await view.findCustomerOrders(db, customerId, opts.includeCancelled ?? false),
    (_o, holderId) => seesCodes(reader, holderId),
  );
}

/** Staff list: filters by status, event, review flag and a search over customer and payment reference. */
export async function listOrders(db: Tx, reader: AuthUser, q: ListOrdersQuery) {
  const { page, total } = await view.findStaffOrders(db, q);
  return {
    items: await assemble(db, page, (_o, holderId) => seesCodes(reader, holderId)),
    total,
    hasMore: q.page * q.limit < total,
  };
}

/** An order as its owner or staff may see it; anyone else gets "not found", so ids cannot be probed. */
export async function readOrderFor(db: Tx, user: AuthUser, id: string): Promise<Order> {
  const [order] = await assemble(db, await view.findOrderById(db, id), (_o, holderId) =>
    seesCodes(user, holderId),
  );
  if (!order || (order.customer.id !== user.id && !can(user.role, 'orders.list')))
    throw new AppError('NOT_FOUND');
  return order;
}
