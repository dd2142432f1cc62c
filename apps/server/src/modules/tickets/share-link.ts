/** Issuing a share link (the order's page, the ticket e-mail). Decision 036. */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import * as repo from './after-sale-repo';
import { shareMessage, whatsappUrl } from './share-message';

/** A new link for the order (created by `userId`): its absolute URL and the WhatsApp link. */
export async function issueShareLink(
  ctx: AppContext,
  tx: Tx,
  p: { orderId: string; userId: string; eventName: string; eventStartAt: Date },
) {
  const token = newOpaqueToken();
  await repo.insertShareLink(tx, {
    orderId: p.orderId,
    tokenHash: hashToken(token),
    createdBy: p.userId,
  });
  const url = `${ctx.config.publicUrl}/entradas/${token}`;
  return {
    url,
    whatsappUrl: whatsappUrl(
      shareMessage({ eventName: p.eventName, eventStartAt: p.eventStartAt, url }),
    ),
  };
}
