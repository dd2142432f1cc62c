/**
 * "Pasar a un amigo" (issue 26): the holder of a paid ticket gives it to someone by e-mail.
 * The old ticket is voided (its code answers INVALID at the door and leaves the offline
 * list) and the seat gets a new ticket with a new code held by the recipient, whose account
 * is found by e-mail or created with a link to set a password. Decision 036.
 */
import { can } from '@tickera/shared/permissions';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import * as accounts from '../auth/public';
import type { AuthUser } from '../auth/public';
import { ticketCheckedIn } from '../checkins/public';
import { findAfterSaleRules } from '../events/public';
import { findOrderHead, lockOrders, readOrder } from '../orders/public';
import { receivedTicketMail, ticketGivenMail } from './after-sale-mails';
import * as repo from './after-sale-repo';
import { qrDataUrl } from './ticket-qr';

/** An activation link lives 7 days, as the box office's walk-in accounts' (customers service). */
const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface TransferInput {
  email: string;
  name: string;
}

function splitName(full: string): { name: string; lastName: string } {
  const [name, ...rest] = full.trim().split(/\s+/);
  return { name, lastName: rest.join(' ') };
}

/** The recipient's account, created (customer, no password, an activation e-mail) when new. */
async function recipientAccount(ctx: AppContext, tx: Tx, input: TransferInput) {
  const found = await accounts.findUserByEmail(tx, input.email);
  if (found)
    return { id: found.id, name: `${found.name} ${found.lastName}`.trim(), email: found.email! };
  const { name, lastName } = splitName(input.name);
  const id = await accounts.insertUser(
    tx,
    { email: input.email, passwordHash: null, role: 'customer', isAnonymous: false },
    { name, lastName },
  );
  const token = newOpaqueToken();
  await accounts.insertResetToken(tx, {
    userId: id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
  });
  await ctx.mailer.enqueue(
    tx,
    accounts.activationMail(ctx.config, { to: input.email, name, token }),
  );
  return { id, name: input.name.trim(), email: input.email };
}

export async function transferTicket(
  ctx: AppContext,
  actor: AuthUser,
  ticketId: string,
  input: TransferInput,
  ip: string,
): Promise<{ ticket: { id: string; code: string } }> {
  const result = await ctx.db.transaction(async (tx) => {
    const orderId = await repo.findTicketOrderId(tx, ticketId);
    if (!orderId) throw new AppError('NOT_FOUND');
    // The order first, then the ticket: as a cancellation takes them, so neither waits on the other in a cycle.
    await lockOrders(tx, [orderId]);
    const ticket = await repo.lockTicket(tx, ticketId);
    const head = await findOrderHead(tx, orderId);
    if (!ticket || !head) throw new AppError('NOT_FOUND');
    const holderId = ticket.holderId ?? head.customerId;
    if (actor.id !== holderId && !can(actor.role, 'tickets.transfer'))
      throw new AppError('NOT_FOUND');
    if (!ticket.isActive || head.status !== 'PAGADA') throw new AppError('TICKET_VOID');
    if (await ticketCheckedIn(tx, ticket.id)) throw new AppError('TICKET_USED');
    const rules = await findAfterSaleRules(tx, ticket.eventId);
    if (!rules) throw new AppError('NOT_FOUND');
    const closesAt = rules.startAt.getTime() - rules.transferCutoffHours * 3600_000;
    if (Date.now() >= closesAt)
      throw new AppError('TRANSFER_CLOSED', {
        closesAt: new Date(closesAt).toISOString(),
        cutoffHours: rules.transferCutoffHours,
      });

    const recipient = await recipientAccount(ctx, tx, input);
    if (recipient.id === holderId)
      throw new AppError('TRANSFER_TO_SELF', {
        fields: { email: 'Es el titular actual de la entrada' },
      });
    const issued = await repo.reissueTicket(tx, ctx.ticketCodes, ticket, recipient.id);

    const order = await readOrder(tx, orderId);
    const seat = order.seats.find((s) => s.seatId === ticket.seatId)!;
    const sender = await accounts.findUserById(tx, holderId);
    const senderName = sender ? `${sender.name} ${sender.lastName}`.trim() : 'Alguien';
    await ctx.mailer.enqueue(
      tx,
      await receivedTicketMail(ctx.config, {
        to: recipient.email,
        recipientName: recipient.name,
        senderName,
        eventName: order.event.name,
        eventStartAt: new Date(order.event.startAt),
        location: `${order.event.location.name}, ${order.event.location.city}`,
        printTypes: order.event.printTypes,
        zone: seat.zone.name,
        seat: seat.seat.name,
        access: seat.seat.access,
        code: issued.code,
      }),
    );
    if (sender?.email)
      await ctx.mailer.enqueue(
        tx,
        ticketGivenMail(ctx.config, {
          to: sender.email,
          senderName,
          recipientName: recipient.name,
          eventName: order.event.name,
          zone: seat.zone.name,
          seat: seat.seat.name,
        }),
      );
    // Both tickets in the trail: the one voided and the one issued (never their codes:
    // auditors read the trail and must not read codes, PERMISSIONS.md).
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'tickets.transfer',
      entity: 'ticket',
      entityId: ticket.id,
      before: { isActive: true, holderId },
      after: { isActive: false, replacedBy: issued.id },
      ip,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'tickets.issueTransferred',
      entity: 'ticket',
      entityId: issued.id,
      after: { holderId: recipient.id, email: recipient.email, from: ticket.id, orderId },
      ip,
    });
    return issued;
  });
  ctx.mailer.kick();
  return { ticket: result };
}

/** Tickets passed to the caller, shown in their Mis Entradas beside their own orders. */
export async function receivedTickets(ctx: AppContext, user: AuthUser) {
  const held = await repo.findHeldTickets(ctx.db, user.id);
  const orders = new Map<string, Awaited<ReturnType<typeof readOrder>>>();
  const items = [];
  for (const t of held) {
    let order = orders.get(t.orderId);
    if (!order) {
      order = await readOrder(ctx.db, t.orderId);
      orders.set(t.orderId, order);
    }
    if (order.status !== 'PAGADA') continue;
    const seat = order.seats.find((s) => s.seatId === t.seatId);
    if (!seat) continue;
    items.push({
      id: t.id,
      code: t.code,
      qr: await qrDataUrl(t.code),
      zone: seat.zone.name,
      seat: {
        name: seat.seat.name,
        row: seat.seat.row,
        index: seat.seat.index,
        access: seat.seat.access,
      },
      event: order.event,
    });
  }
  return { items };
}
