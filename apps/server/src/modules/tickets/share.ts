/**
 * Share links (issue 26): a paid order's tickets on a public page, for WhatsApp. The token
 * is 32 random bytes given once; only its SHA-256 is stored. The link shows, never changes
 * anything; its owner revokes every link of the order at once. Decision 036.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { hashToken } from '../../lib/tokens';
import type { AuthUser } from '../auth/public';
import { findOrderHead, readOrder } from '../orders/public';
import * as repo from './after-sale-repo';
import { issueShareLink } from './share-link';

/** The owner's order, or 404 for anyone else (ids cannot be probed). */
async function ownOrder(ctx: AppContext, user: AuthUser, orderId: string) {
  const head = await findOrderHead(ctx.db, orderId);
  if (!head || head.customerId !== user.id) throw new AppError('NOT_FOUND');
  return head;
}

export async function createShareLink(ctx: AppContext, user: AuthUser, orderId: string) {
  const head = await ownOrder(ctx, user, orderId);
  if (head.status !== 'PAGADA')
    throw new AppError(
      'VALIDATION',
      { fields: { orderId: 'La orden no está pagada' } },
      'Solo se comparten las entradas de una orden pagada.',
      409,
    );
  const order = await readOrder(ctx.db, orderId);
  return ctx.db.transaction((tx) =>
    issueShareLink(ctx, tx, {
      orderId,
      userId: user.id,
      eventName: order.event.name,
      eventStartAt: new Date(order.event.startAt),
    }),
  );
}

export async function revokeShareLinks(ctx: AppContext, user: AuthUser, orderId: string) {
  await ownOrder(ctx, user, orderId);
  await repo.revokeShareLinks(ctx.db, orderId);
}

/** What a link shows: the event and the tickets the order's customer still holds, with their QR. */
export async function readShared(ctx: AppContext, token: string) {
  const orderId = await repo.findSharedOrderId(ctx.db, hashToken(token));
  if (!orderId) throw new AppError('NOT_FOUND');
  const order = await readOrder(ctx.db, orderId);
  if (order.status !== 'PAGADA') throw new AppError('NOT_FOUND');
  return {
    event: {
      id: order.event.id,
      name: order.event.name,
      startAt: order.event.startAt,
      location: order.event.location,
    },
    tickets: order.seats
      .filter((s) => s.ticket)
      .map((s) => ({
        zone: s.zone.name,
        seat: s.seat.name,
        access: s.seat.access,
        code: s.ticket!.code,
        qr: s.ticket!.qr,
      })),
  };
}
